// Finds a Chromium for the browser tests: CHROME_PATH, else a system Chromium or Chrome. On a
// Debian machine run as root with none of these, installs Debian's `chromium` package
// (Playwright's own browser download does not work on our machines).
import { existsSync } from 'node:fs';

import { aptInstall, isDebianRoot } from './lib/debian-package.mjs';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium({ install = true } = {}) {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
  }
  const found = SYSTEM_PATHS.find((path) => existsSync(path));
  if (found) return found;
  if (install && isDebianRoot()) {
    aptInstall('chromium', 'No Chromium found');
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the browser tests. Set CHROME_PATH to a Chromium or Chrome binary, ' +
      'or install one (Debian/Ubuntu: `sudo apt-get install chromium`).',
  );
}
