import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { compileApiExamples, type ApiExample } from '../../plugins/code-samples/api-examples';

/**
 * Every `@example` in sdk/ is shown on an API page, so each one must compile against the SDK
 * (plugins/code-samples/api-examples.ts). Read from the sources, so that an error names the line of sdk/.
 */

const SITE_DIR = process.cwd();
const SDK_DIR = path.join(SITE_DIR, 'sdk');

function sdkFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sdkFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The ```ts blocks of `@example` tags, with the line where each starts. */
function collectExamples(): ApiExample[] {
  const examples: ApiExample[] = [];
  for (const file of sdkFiles(SDK_DIR)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    let inExample = false;
    let block: string[] | undefined;
    let start = 0;
    lines.forEach((raw, index) => {
      const line = raw.replace(/^\s*\* ?/, '');
      if (/^\s*\*\/|^\s*\/\*\*/.test(raw)) inExample = false;
      if (line.startsWith('@')) inExample = line.startsWith('@example');
      if (!inExample) return;
      if (block === undefined && line.trim() === '```ts') {
        block = [];
        start = index + 2;
      } else if (block !== undefined && line.trim() === '```') {
        examples.push({ file: path.relative(SITE_DIR, file), line: start, code: block.join('\n') });
        block = undefined;
      } else if (block !== undefined) {
        block.push(line);
      }
    });
  }
  return examples;
}

describe('the @example code of sdk/', () => {
  const examples = collectExamples();

  it('is there: most classes show one', () => {
    expect(examples.length).toBeGreaterThan(60);
  });

  it('compiles against the SDK under strict settings', () => {
    expect(compileApiExamples(examples)).toEqual([]);
  }, 120_000);
});
