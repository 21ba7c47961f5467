// Finds a Java runtime for the W3C HTML checker (vnu-jar): JAVA_HOME's, else `java` on the PATH.
// On a Debian machine run as root with neither, installs Debian's `default-jre-headless`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { aptInstall, isDebianRoot } from './lib/debian-package.mjs';

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
    aptInstall('default-jre-headless', 'No Java found for the HTML checker');
    const installed = javaOnPath();
    if (installed) return installed;
  }
  throw new Error(
    'No Java runtime found for the W3C HTML checker (vnu-jar). Set JAVA_HOME, or install one ' +
      '(Debian/Ubuntu: `sudo apt-get install default-jre-headless`).',
  );
}
