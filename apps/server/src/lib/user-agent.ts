import type { Device } from '@hangar/domain/devices';
import Bowser from 'bowser';

/** Longer user agents are cut when stored; none of a real browser comes close. */
export const MAX_USER_AGENT_LENGTH = 300;

const majorVersion = (version: string | undefined) => version?.split('.')[0] ?? '';

/** The browser and system a user agent names (bowser, MIT: docs/decisions.md). */
export function deviceOf(userAgent: string | null): Device {
  if (!userAgent) return { browserName: null, browser: null, os: null };
  const { browser, os } = Bowser.parse(userAgent);
  const browserName = browser.name || null;
  const version = majorVersion(browser.version);
  return {
    browserName,
    browser: browserName && version ? `${browserName} ${version}` : browserName,
    os: os.name || null,
  };
}
