// Finds a Java runtime for the W3C HTML checker (vnu-jar): JAVA_HOME's, else `java` on the PATH.
// On a Debian machine run as root with neither, installs Debian's `default-jre-headless`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function isDebianRoot() {
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  return /ID(_LIKE)?=.*debian/i.test(osRelease) && process.getuid?.() === 0;
}

function javaOnPath() {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
    return 'java';
  } catch {
    return undefined;
  }
}

export function findJava({ install = true } = {}) {
  if (process.env.JAVA_HOME && existsSync(join(process.env.JAVA_HOME, 'bin', 'java')))
    return join(process.env.JAVA_HOME, 'bin', 'java');
  const found = javaOnPath();
  if (found) return found;
  if (install && isDebianRoot()) {
    console.log("No Java found: installing Debian's default-jre-headless for the HTML checker…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'default-jre-headless'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = javaOnPath();
    if (installed) return installed;
  }
  throw new Error(
    'No Java runtime found for the W3C HTML checker (vnu-jar). Set JAVA_HOME, or install one ' +
      '(Debian/Ubuntu: `sudo apt-get install default-jre-headless`).',
  );
}
