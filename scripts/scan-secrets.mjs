// Fails (exit 1) when the build output holds anything that looks like a credential: known token
// formats, private keys, credential assignments with a real-looking value, or the value of any
// secret-named environment variable of this process (a CI secret passed into the build by mistake).
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';

import { listFiles } from './lib/build-output.mjs';
import { findSecrets, secretEnvironmentValues } from './lib/secrets.mjs';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const TEXT_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.map', '.md', '']);

if (!existsSync(join(BUILD_DIR, 'index.html'))) {
  console.error(`No build in ${BUILD_DIR}/: run \`npm run build\` first.`);
  process.exit(1);
}

const files = listFiles(BUILD_DIR).filter((file) => TEXT_EXTENSIONS.has(extname(file)) || file.endsWith('_headers'));
const environment = secretEnvironmentValues(process.env);
let problems = 0;
for (const file of files) {
  const text = readFileSync(join(BUILD_DIR, file), 'utf8');
  for (const finding of findSecrets(text)) {
    problems += 1;
    console.error(`  ${file}:${finding.line}  ${finding.rule}  ${finding.excerpt}`);
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
