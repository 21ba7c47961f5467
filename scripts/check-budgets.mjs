// Byte budgets on the build output (deterministic, so they may fail CI). Every module in
// scripts/budgets/ exports `budgets(buildDir)` returning a list of { name, actual, limit, unit? }
// rows, or rows with `ok` and `detail` for checks that are not a size. Prints a table; exits 1 on any miss.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
const budgetDir = new URL('./budgets/', import.meta.url);

const files = readdirSync(budgetDir)
  .filter((file) => file.endsWith('.mjs'))
  .sort();
let misses = 0;
for (const file of files) {
  const { budgets } = await import(pathToFileURL(join(budgetDir.pathname, file)).href);
  for (const row of await budgets(BUILD_DIR)) {
    const ok = row.ok ?? row.actual <= row.limit;
    if (!ok) misses += 1;
    const figures =
      row.limit === undefined
        ? (row.detail ?? '')
        : `${row.actual.toLocaleString('en')} / ${row.limit.toLocaleString('en')} ${row.unit ?? 'B'}`;
    console.log(`${ok ? 'ok  ' : 'MISS'}  ${file.replace('.mjs', '')}: ${row.name}  ${figures}`);
  }
}
if (files.length === 0) console.log('No budgets defined.');
process.exit(misses === 0 ? 0 : 1);
