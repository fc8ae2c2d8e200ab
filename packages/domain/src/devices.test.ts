import { describe, expect, it } from 'vitest';
import { deviceName, isNewDevice, type Device } from './devices';

const chromeLinux: Device = { browserName: 'Chrome', browser: 'Chrome 131', os: 'Linux' };
const olderChromeLinux: Device = { browserName: 'Chrome', browser: 'Chrome 120', os: 'Linux' };
const firefoxLinux: Device = { browserName: 'Firefox', browser: 'Firefox 133', os: 'Linux' };
const chromeWindows: Device = { browserName: 'Chrome', browser: 'Chrome 131', os: 'Windows' };

describe('a new device', () => {
  it('is a browser and system no earlier session used, whatever their versions', () => {
    const earlier = { anyEver: true, withinLookback: [olderChromeLinux] };
    expect(isNewDevice(chromeLinux, earlier)).toBe(false);
    expect(isNewDevice(firefoxLinux, earlier)).toBe(true);
    expect(isNewDevice(chromeWindows, earlier)).toBe(true);
  });

  it("is never the account's first session, and always a device after a long absence", () => {
    expect(isNewDevice(chromeLinux, { anyEver: false, withinLookback: [] })).toBe(false);
    expect(isNewDevice(chromeLinux, { anyEver: true, withinLookback: [] })).toBe(true);
  });
});

describe('the name of a device', () => {
  it('says the browser on the system, or what is known of them', () => {
    expect(deviceName(chromeLinux)).toBe('Chrome 131 on Linux');
    expect(deviceName({ browser: 'Firefox 133', os: null })).toBe('Firefox 133');
    expect(deviceName({ browser: null, os: 'Windows' })).toBe('Unknown browser on Windows');
    expect(deviceName({ browser: null, os: null })).toBe('Unknown device');
  });
});
