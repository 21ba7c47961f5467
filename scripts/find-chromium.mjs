// Finds a Chromium for the browser tests: CHROME_PATH, else a system Chromium or Chrome. On a
// Debian machine run as root with none of these, installs Debian's `chromium` package
// (Playwright's own browser download does not work on our machines).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function isDebianRoot() {
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  return /ID(_LIKE)?=.*debian/i.test(osRelease) && process.getuid?.() === 0;
}

export function findChromium({ install = true } = {}) {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
  }
  const found = SYSTEM_PATHS.find((path) => existsSync(path));
  if (found) return found;
  if (install && isDebianRoot()) {
    console.log("No Chromium found: installing Debian's chromium package (apt-get install chromium)…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the browser tests. Set CHROME_PATH to a Chromium or Chrome binary, ' +
      'or install one (Debian/Ubuntu: `sudo apt-get install chromium`).',
  );
}
