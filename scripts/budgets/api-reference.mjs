// Budgets of the generated API reference.
//
// Measured on the first full build (259 class, interface and enum pages; 269 HTML files under
// docs/api with the index, module pages, changelog and the /docs/api/modules redirect):
//   largest API page HTML, gzip -9:          12,247 B (modules/Extra_Helpers)
//   API pages HTML, each gzipped, summed: 1,820,979 B
//   docs sidebar data chunk, gzip -9:        15,498 B (loaded by every docs page; it lists all API pages)
// Limits are the measurement plus about 30 %, so a few dozen new classes fit and a change in how
// pages render (say, a type expanded inline everywhere) does not.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function htmlFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...htmlFiles(path));
    else if (entry.name.endsWith('.html')) found.push(path);
  }
  return found;
}

/** The JS chunk with the docs sidebar: the largest chunk (other than main) naming API pages. */
function sidebarChunk(buildDir) {
  const dir = join(buildDir, 'assets', 'js');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js') && !file.startsWith('main.') && !file.startsWith('runtime'))
    .map((file) => join(dir, file))
    .filter((file) => readFileSync(file, 'utf8').includes('api/modules/Core_API'))
    .sort((a, b) => statSync(b).size - statSync(a).size)[0];
}

export async function budgets(buildDir) {
  const apiDir = join(buildDir, 'docs', 'api');
  let pages;
  try {
    pages = htmlFiles(apiDir);
  } catch {
    return [{ name: 'API reference built', ok: false, detail: `${apiDir} is missing: run the build first` }];
  }
  const sizes = pages.map(gzipSize);
  const largest = Math.max(...sizes);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const chunk = sidebarChunk(buildDir);
  return [
    { name: 'largest API page HTML (gzip)', actual: largest, limit: 16_000 },
    { name: `all ${pages.length} API pages HTML (gzip each, summed)`, actual: total, limit: 2_400_000 },
    chunk
      ? { name: 'docs sidebar data chunk (gzip)', actual: gzipSize(chunk), limit: 20_000 }
      : { name: 'docs sidebar data chunk (gzip)', ok: false, detail: 'no JS chunk lists the API pages' },
  ];
}
