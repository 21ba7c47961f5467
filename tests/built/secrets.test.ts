/**
 * The build output holds no credential: no known token format or private key (secretlint's
 * recommended rules), and no value of a secret-named environment variable of this process (a CI
 * secret passed into the build by mistake has no recognisable format).
 */
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { listFiles } from '../../scripts/lib/build-output.mjs';
import { createSecretScanner, secretEnvironmentValues } from '../secret-scan.mjs';

const BUILD_DIR = 'build';
const TEXT_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.map', '.md', '']);
const files = listFiles(BUILD_DIR)
  .filter((file) => TEXT_EXTENSIONS.has(extname(file)) || file.endsWith('_headers'))
  .map((file) => ({ file, text: readFileSync(join(BUILD_DIR, file), 'utf8') }));

describe('secret scan of the build', () => {
  it('secretlint finds no token or private key', { timeout: 120_000 }, async () => {
    expect(files.length).toBeGreaterThan(100);
    const scan = await createSecretScanner();
    const findings: string[] = [];
    for (const { file, text } of files) {
      for (const finding of await scan(text, join(BUILD_DIR, file))) {
        findings.push(`${file}:${finding.line}  ${finding.rule}  ${finding.message}`);
      }
    }
    expect(findings).toEqual([]);
  });

  it('no file holds the value of a secret-named environment variable', () => {
    const environment = secretEnvironmentValues(process.env);
    const found = files.flatMap(({ file, text }) =>
      environment.filter(({ value }) => text.includes(value)).map(({ name }) => `${file} holds $${name}`),
    );
    expect(found).toEqual([]);
  });
});
