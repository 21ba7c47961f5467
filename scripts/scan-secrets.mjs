// Fails (exit 1) when the build output holds a credential: a known token format or private key
// (secretlint's recommended rules), or the value of a secret-named environment variable of this process.
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';

import { listFiles } from './lib/build-output.mjs';
import { createSecretScanner, secretEnvironmentValues } from './lib/secrets.mjs';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const TEXT_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.map', '.md', '']);

if (!existsSync(join(BUILD_DIR, 'index.html'))) {
  console.error(`No build in ${BUILD_DIR}/: run \`npm run build\` first.`);
  process.exit(1);
}

const files = listFiles(BUILD_DIR).filter((file) => TEXT_EXTENSIONS.has(extname(file)) || file.endsWith('_headers'));
const environment = secretEnvironmentValues(process.env);
const scan = await createSecretScanner();
let problems = 0;
for (const file of files) {
  const path = join(BUILD_DIR, file);
  const text = readFileSync(path, 'utf8');
  for (const finding of await scan(text, path)) {
    problems += 1;
    console.error(`  ${file}:${finding.line}  ${finding.rule}  ${finding.message}`);
  }
  for (const { name } of environment.filter(({ value }) => text.includes(value))) {
    problems += 1;
    console.error(`  ${file}  holds the value of the environment variable ${name}`);
  }
}
console.log(
  `Secret scan: ${files.length} text files, ${environment.length} secret-named environment values, ${problems} findings.`,
);
process.exit(problems === 0 ? 0 : 1);
