// Hangar runs on the Node.js of package.json's `engines`; an older one gets the fix, not a crash later.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [major, minor] = engines.node.replace('>=', '').split('.').map(Number);
const [runningMajor, runningMinor] = process.versions.node.split('.').map(Number);

if (runningMajor < major || (runningMajor === major && runningMinor < minor)) {
  console.error(
    `Hangar needs Node.js ${major}.${minor} or newer; this is ${process.versions.node}.\n` +
      'Install a current LTS release (https://nodejs.org), then run the command again.',
  );
  process.exit(1);
}
