// Renders the ring pictures of the guides with the site's own engine: opens /editor of a served
// build in headless Chromium (WebGL on SwiftShader), sets each configuration through the page
// address, picks a camera view with the viewer's own buttons, takes the viewer's Snapshot (the
// canvas alone, no controls over it) and writes it as WebP and AVIF into static/img/guides/, with
// the sizes in src/data/guideImages.json for the <Render> component.
//
//   npm run build && npm run serve -- --port 4260 &
//   node scripts/render-guide-images.mjs --base http://127.0.0.1:4260 [name …]
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';

import sharp from 'sharp';

import { AVIF_OPTIONS, writeWebpAndAvif } from './lib/avif.mjs';
import { launchChromium } from './lib/chromium.mjs';
import { editorSnapshot } from './lib/editor-snapshot.mjs';

const OUT_DIR = new URL('../static/img/guides/', import.meta.url).pathname;
const MANIFEST = new URL('../src/data/guideImages.json', import.meta.url).pathname;
/** Widest picture written; a guide column is about 800 CSS pixels wide. */
const MAX_WIDTH = 960;
/** Narrower copies for smaller frames (a home page card, a phone at 1.5x), as `<name>-<width>.webp`. */
const SMALLER_WIDTHS = [640];
const WEBP_QUALITY = 78;

/** Each picture: a configuration in /editor's address (see src/components/RealtimeViewer/configuration.ts) and a camera view. */
const PICTURES = {
  'ring-default': { query: {}, view: 'Three-quarter' },
  'ring-gold': { query: { band: 'gold', setting: 'gold' }, view: 'Three-quarter' },
  'ring-rose-gold': { query: { band: 'rose-gold', setting: 'rose-gold' }, view: 'Three-quarter' },
  'ring-rose-gold-sapphire': {
    query: { band: 'rose-gold', setting: 'rose-gold', stone: 'sapphire' },
    view: 'Three-quarter',
  },
  'view-three-quarter': { query: { band: 'platinum', setting: 'platinum' }, view: 'Three-quarter' },
  'view-top': { query: { band: 'platinum', setting: 'platinum' }, view: 'Top' },
  'view-side': { query: { band: 'platinum', setting: 'platinum' }, view: 'Side' },
  'view-front': { query: { band: 'platinum', setting: 'platinum' }, view: 'Front' },
  'stone-diamond-dark': { query: { bg: 'dark' }, view: 'Top' },
  'stone-sapphire': { query: { stone: 'sapphire', side: 'none' }, view: 'Top' },
  'stone-emerald': { query: { stone: 'emerald', side: 'none' }, view: 'Top' },
  'stone-ruby': { query: { stone: 'ruby', side: 'none' }, view: 'Top' },
};

function argument(name) {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function render(browser, base, name, { query, view }) {
  const png = await editorSnapshot(browser, {
    base,
    query,
    view,
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 1.5,
  });
  const image = sharp(png).resize({ width: MAX_WIDTH, withoutEnlargement: true });
  const { data, info } = await image
    .clone()
    .webp({ quality: WEBP_QUALITY, effort: 6 })
    .toBuffer({ resolveWithObject: true });
  writeWebpAndAvif(`${OUT_DIR}${name}.webp`, data, await image.clone().avif(AVIF_OPTIONS).toBuffer());
  console.log(`${name}.webp ${info.width}×${info.height} ${data.length} B`);
  const widths = [];
  for (const width of SMALLER_WIDTHS.filter((candidate) => candidate < info.width)) {
    const smaller = sharp(png).resize({ width });
    writeWebpAndAvif(
      `${OUT_DIR}${name}-${width}.webp`,
      await smaller.clone().webp({ quality: WEBP_QUALITY, effort: 6 }).toBuffer(),
      await smaller.avif(AVIF_OPTIONS).toBuffer(),
    );
    widths.push(width);
  }
  return { width: info.width, height: info.height, widths: [...widths, info.width] };
}

async function main() {
  const base = argument('--base') ?? 'http://127.0.0.1:4260';
  const only = process.argv.slice(2).filter((word, i, all) => !word.startsWith('--') && all[i - 1] !== '--base');
  const unknown = only.filter((name) => !(name in PICTURES));
  if (unknown.length > 0) {
    throw new Error(`Unknown picture ${unknown.join(', ')}; known: ${Object.keys(PICTURES).join(', ')}.`);
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const manifest = existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, 'utf8')) : {};
  const browser = await launchChromium({ webgl: true });
  try {
    for (const [name, picture] of Object.entries(PICTURES)) {
      if (only.length > 0 && !only.includes(name)) continue;
      manifest[name] = await render(browser, base, name, picture);
      // Written after every picture, so an interrupted run keeps the sizes of those it finished.
      writeManifest(manifest);
    }
  } finally {
    await browser.close();
  }
}

function writeManifest(manifest) {
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(MANIFEST, `${JSON.stringify(sorted, null, 2)}\n`);
}

await main();
