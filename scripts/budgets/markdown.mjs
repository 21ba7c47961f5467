// Budgets of the Markdown copies written by plugins/llms: every reading page as `.md`, `/llms.txt`
// and `/llms-full.txt`. Measured on the first build with them (2026-11-24, bytes): 299 `.md` files
// 1,436,189 in all, the largest 35,159 (the Plugins module page of the API reference); llms-full.txt 1,424,588;
// llms.txt 55,077. Limits allow about 15 % growth: more means many new pages (raise the limit
// deliberately) or the converter started keeping page chrome.
import { statSync } from 'node:fs';
import { join } from 'node:path';

import { listFiles } from '../lib/build-output.mjs';

export async function budgets(buildDir) {
  const markdown = listFiles(buildDir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => statSync(join(buildDir, file)).size);
  const size = (file) => statSync(join(buildDir, file)).size;
  return [
    { name: 'Markdown copies, total', actual: markdown.reduce((sum, bytes) => sum + bytes, 0), limit: 1_650_000 },
    { name: 'Markdown copies, largest', actual: Math.max(...markdown), limit: 40_000 },
    { name: 'llms-full.txt', actual: size('llms-full.txt'), limit: 1_650_000 },
    { name: 'llms.txt', actual: size('llms.txt'), limit: 65_000 },
  ];
}
