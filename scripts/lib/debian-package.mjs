// Installs a Debian package for a test tool (Chromium, Java) on machines where that is possible:
// Debian or a derivative, run as root.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export function isDebianRoot() {
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  return /ID(_LIKE)?=.*debian/i.test(osRelease) && process.getuid?.() === 0;
}

/** `apt-get install` of `name`, saying why first. */
export function aptInstall(name, why) {
  console.log(`${why}: installing Debian's ${name} package (apt-get install ${name})…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', name], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
