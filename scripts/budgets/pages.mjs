// Budgets of the site pages: /license, /EULA and /showcase.
// Measured on the first build (gzip level 9 through node:zlib, bytes):
//   route chunks: showcase 4,608, EULA 8,459, license 5,568
//   showcase images: 12 SVG files, 27,615 B in total, the largest 3,093 B
// Limits allow about 40 % growth: more than that means a page grew a dependency or an image
// stopped being a small drawing, which should be a deliberate decision.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Route chunks found by a text only that page's code contains. */
const PAGE_CHUNKS = [
  { name: '/showcase route chunk gzip', marker: 'Showing all ', limit: 6_500 },
  { name: '/EULA route chunk gzip', marker: 'Print or save as PDF', limit: 12_000 },
  { name: '/license route chunk gzip', marker: 'Applying your licence key', limit: 8_000 },
];

function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

export async function budgets(buildDir) {
  const jsDir = join(buildDir, 'assets', 'js');
  const chunks = readdirSync(jsDir).filter((file) => file.endsWith('.js'));
  const rows = PAGE_CHUNKS.map(({ name, marker, limit }) => {
    const matches = chunks.filter((file) => readFileSync(join(jsDir, file), 'utf8').includes(marker));
    if (matches.length !== 1) {
      return { name, ok: false, detail: `expected one chunk containing "${marker}", found ${matches.length}` };
    }
    return { name, actual: gzipBytes(join(jsDir, matches[0])), limit };
  });

  const imageDir = join(buildDir, 'img', 'showcase');
  const sizes = readdirSync(imageDir).map((file) => statSync(join(imageDir, file)).size);
  rows.push(
    { name: 'showcase images, total', actual: sizes.reduce((sum, size) => sum + size, 0), limit: 40_000 },
    { name: 'showcase images, largest', actual: Math.max(...sizes), limit: 4_500 },
  );
  return rows;
}
