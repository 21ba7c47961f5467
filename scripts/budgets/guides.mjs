// Budgets of the hand-written guides (docs/ except the generated API reference): the gzipped HTML
// of the heaviest guide page, and of all guide pages together. Highlighted code is most of their
// weight: every Prism token is a <span>.
//
// Measured on the 28 guide pages of 2026-11-22: heaviest /docs/installation 16,249 B gzip
// (172,288 B raw); all pages 298,797 B gzip. Limits leave about 20 % for growth.
//
// Guide pictures (static/img/guides/*.webp, renders of the ring viewer; diagrams are inline SVG and
// count in the HTML): measured 2026-11-24 at 12 pictures, 7–22 kB each, 165,392 B together; the
// heaviest page with its pictures, /docs/industries/jewellery, 111,844 B. A picture over 40 kB
// means the render script's size or quality changed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const PAGE_LIMIT = 20_000;
const TOTAL_LIMIT = 360_000;
const PICTURE_LIMIT = 40_000;
const PICTURES_TOTAL_LIMIT = 300_000;
const PAGE_WITH_PICTURES_LIMIT = 150_000;
/** A guide picture as the HTML references it (after any base URL). */
const PICTURE_REFERENCE = /\/img\/guides\/[\w-]+\.webp/g;

/** Every index.html under build/docs, leaving out the API reference and redirect stubs. */
function guidePages(dir) {
  const pages = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'api') pages.push(...guidePages(path));
    } else if (name === 'index.html') {
      pages.push(path);
    }
  }
  return pages;
}

export async function budgets(buildDir) {
  const sizes = guidePages(join(buildDir, 'docs'))
    .map((path) => ({ path, bytes: gzipSync(readFileSync(path)).length }))
    // A redirect page (the docs root) is a few hundred bytes and no guide.
    .filter(({ bytes }) => bytes > 1_000);
  if (sizes.length === 0) {
    return [{ name: 'guide pages', ok: false, detail: `no guide pages under ${join(buildDir, 'docs')}` }];
  }
  const heaviest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  return [...htmlRows(buildDir, heaviest, sizes.length, total), ...pictureRows(buildDir, sizes)];
}

/** The pictures' own weight, and each page's HTML plus the pictures it shows (lazy, but fetched on scroll). */
function pictureRows(buildDir, pages) {
  const pictureDir = join(buildDir, 'img', 'guides');
  const pictures = existsSync(pictureDir) ? readdirSync(pictureDir).filter((name) => name.endsWith('.webp')) : [];
  if (pictures.length === 0) return [{ name: 'guide pictures', ok: false, detail: `no pictures under ${pictureDir}` }];
  const pictureBytes = new Map(pictures.map((name) => [`/img/guides/${name}`, statSync(join(pictureDir, name)).size]));
  const largest = [...pictureBytes].reduce((a, b) => (b[1] > a[1] ? b : a));
  const withPictures = pages.map(({ path, bytes }) => {
    const shown = new Set(readFileSync(path, 'utf8').match(PICTURE_REFERENCE) ?? []);
    const missing = [...shown].filter((src) => !pictureBytes.has(src));
    const pictureSum = [...shown].reduce((sum, src) => sum + (pictureBytes.get(src) ?? 0), 0);
    return { path, bytes: bytes + pictureSum, missing };
  });
  const missing = withPictures.flatMap(({ path, missing }) =>
    missing.map((src) => `${src} (${path.slice(buildDir.length)})`),
  );
  const heaviest = withPictures.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return [
    { name: `largest guide picture (${largest[0]})`, actual: largest[1], limit: PICTURE_LIMIT },
    {
      name: `all ${pictures.length} guide pictures`,
      actual: [...pictureBytes.values()].reduce((sum, bytes) => sum + bytes, 0),
      limit: PICTURES_TOTAL_LIMIT,
    },
    {
      name: `heaviest guide page with its pictures (${heaviest.path.slice(buildDir.length)})`,
      actual: heaviest.bytes,
      limit: PAGE_WITH_PICTURES_LIMIT,
    },
    ...(missing.length > 0
      ? [{ name: 'guide pictures referenced but not built', ok: false, detail: missing.join(', ') }]
      : []),
  ];
}

function htmlRows(buildDir, heaviest, count, total) {
  return [
    {
      name: `heaviest guide page gzip (${heaviest.path.slice(buildDir.length)})`,
      actual: heaviest.bytes,
      limit: PAGE_LIMIT,
    },
    { name: `all ${count} guide pages gzip`, actual: total, limit: TOTAL_LIMIT },
  ];
}
