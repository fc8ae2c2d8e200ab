import fs from 'node:fs';
import path from 'node:path';
import rootPackage from '../../../package.json' with { type: 'json' };

/** The product version, shown in the side menu and the public 'Powered by' footer. */
export const APP_VERSION: string = rootPackage.version;

/** The file the web build writes beside index.html, naming that build (see apps/web/vite.config.ts). */
const WEB_BUILD_FILE = 'build.json';

/**
 * The id of the web build this server serves, which GET /config reports: an open tab compares
 * it with its own and offers to reload after a deploy. Without a build, the product version.
 */
export function readWebBuildId(webDistDir: string | null): string {
  if (!webDistDir) return APP_VERSION;
  try {
    const parsed: unknown = JSON.parse(
      fs.readFileSync(path.join(webDistDir, WEB_BUILD_FILE), 'utf8'),
    );
    if (parsed && typeof parsed === 'object' && 'build_id' in parsed) {
      const { build_id: buildId } = parsed;
      if (typeof buildId === 'string' && buildId !== '') return buildId;
    }
  } catch {
    // No build (API only, tests) or an unreadable file: fall back to the version.
  }
  return APP_VERSION;
}
