/**
 * A signed-in device as its browser tells it: the browser's name and major version, and the
 * system's name (no place: Hangar bundles no IP database, docs/decisions.md).
 */
export interface Device {
  /** 'Chrome', 'Firefox', 'Safari'; null when the browser did not say. */
  browserName: string | null;
  /** 'Chrome 131': the name and the major version. */
  browser: string | null;
  /** 'Linux', 'macOS', 'Windows', 'iOS', 'Android'. */
  os: string | null;
}

/** How far back a sign-in looks for the same browser and system before it is a new device. */
export const NEW_DEVICE_LOOKBACK_DAYS = 90;

/** The same kind of device: the same browser (any version) on the same system. */
export function isSameDeviceFamily(first: Device, second: Device): boolean {
  return first.browserName === second.browserName && first.os === second.os;
}

/**
 * A sign-in from a device none of the account's earlier sessions (within the lookback) used.
 * The first session an account ever has is no news: nothing earlier to compare it with.
 */
export function isNewDevice(
  device: Device,
  earlier: { anyEver: boolean; withinLookback: Device[] },
): boolean {
  if (!earlier.anyEver) return false;
  return !earlier.withinLookback.some((seen) => isSameDeviceFamily(seen, device));
}

/** 'Chrome 131 on Linux', 'Firefox 133', 'Unknown browser on Windows', 'Unknown device'. */
export function deviceName(device: Pick<Device, 'browser' | 'os'>): string {
  if (!device.browser && !device.os) return 'Unknown device';
  const browser = device.browser ?? 'Unknown browser';
  return device.os ? `${browser} on ${device.os}` : browser;
}
