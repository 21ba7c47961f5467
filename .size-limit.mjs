// File-level byte budgets of the production build, checked by size-limit (`npx size-limit`, run by
// `npm test` after the build). Budgets that need Docusaurus's client manifest (what a route loads
// first, what reaches three.js) stay in tests/built/budgets/. gzip is level 9 and brotli quality 11, as
// size-limit's file plugin compresses; kB is 1000 B. Each limit is a measurement plus the stated
// margin: growth beyond it should be a deliberate decision, recorded here with the new measurement.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

import { listFiles } from './scripts/lib/build-output.mjs';

const BUILD = 'build';
if (!existsSync(join(BUILD, 'index.html'))) throw new Error('No build: run `npm run build` before size-limit.');

/** Every file under a folder of the build, as paths relative to the project. */
const filesUnder = (dir, keep = () => true) =>
  listFiles(dir)
    .map((file) => join(dir, file))
    .filter(keep);

const scripts = filesUnder(join(BUILD, 'assets', 'js'), (path) => path.endsWith('.js'));
const scriptText = new Map(scripts.map((path) => [path, readFileSync(path, 'utf8')]));

/** The chunks whose code contains a text that only one piece of code has. */
function chunksWith(marker) {
  const found = scripts.filter((path) => scriptText.get(path).includes(marker));
  if (found.length === 0) throw new Error(`No chunk of the build contains "${marker}".`);
  return found;
}

/** The one chunk with a page's own text. */
function chunkWith(marker) {
  const found = chunksWith(marker);
  if (found.length > 1) throw new Error(`${found.length} chunks contain "${marker}"; expected one.`);
  return found[0];
}

const gzipped = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
/** The file that is largest once gzipped, and the largest as it is. */
const heaviest = (paths) => paths.reduce((a, b) => (gzipped(b) > gzipped(a) ? b : a));
const largest = (paths) => paths.reduce((a, b) => (statSync(b).size > statSync(a).size ? b : a));
const raw = { brotli: false };
const gzip = { gzip: true };

// The guides: every docs page but the generated API reference and redirect stubs (a few hundred
// bytes). Highlighted code is most of their weight: every Prism token is a <span>.
const guidePages = filesUnder(join(BUILD, 'docs'), (path) => path.endsWith('index.html'))
  .filter((path) => !path.startsWith(join(BUILD, 'docs', 'api') + '/'))
  .filter((path) => statSync(path).size > 3_000);
// Each picture at its full width, which a wide screen downloads; its narrower copies
// (`<name>-640.webp`) are smaller by construction.
const isNarrowerCopy = (path) => /-\d+\.webp$/.test(path);
const guidePictures = filesUnder(
  join(BUILD, 'img', 'guides'),
  (path) => path.endsWith('.webp') && !isNarrowerCopy(path),
);
/** A guide page's HTML and the pictures it shows (each at its full width), as files of the build. */
const withPictures = (page) => [
  page,
  ...new Set(
    (readFileSync(page, 'utf8').match(/\/img\/guides\/[\w-]+\.webp/g) ?? [])
      .filter((src) => !isNarrowerCopy(src))
      .map((src) => join(BUILD, src)),
  ),
];
const pageWeight = (files) => gzipped(files[0]) + files.slice(1).reduce((sum, file) => sum + statSync(file).size, 0);
const heaviestWithPictures = guidePages.map(withPictures).reduce((a, b) => (pageWeight(b) > pageWeight(a) ? b : a));
const markdownCopies = filesUnder(BUILD, (path) => path.endsWith('.md'));
const apiPages = filesUnder(join(BUILD, 'docs', 'api'), (path) => path.endsWith('.html'));
// Plugin pages: the classes of the plugin modules named …Plugin (their base classes are in Core_API).
const pluginPages = apiPages.filter((path) => /\/classes\/(Plugins|Interaction|UI_Plugins)\.\w+Plugin\//.test(path));
if (pluginPages.length === 0) throw new Error('No plugin page under build/docs/api/classes.');
const heaviestHtml = heaviest(filesUnder(BUILD, (path) => path.endsWith('.html')));
const showcaseImages = filesUnder(join(BUILD, 'img', 'showcase'));
const name = (path) => relative(BUILD, path);

export default [
  // Search, measured 2026-11-22 on ~300 pages: index 2,049,558 raw / 376,507 gzip / 276,118 brotli.
  // Re-measured 2026-11-24 after API pages were indexed by symbol and member with their summaries
  // and guides without their code blocks (plugins/search-index): 915,061 raw / 171,510 gzip /
  // 139,903 brotli. Limits: brotli at the 150 kB the search was given (+7 %), raw and gzip about +9 %.
  // 2026-11-25, 11 new guides and the browser support page: 1,159,721 raw / 226,280 gzip / 183,997
  // brotli; limits +3 %.
  // 2026-11-26, each guide's description and keywords indexed (an intent field, ~10 kB brotli) and
  // the API's longer summaries; empty posting fields dropped: 1,145,754 raw / 245,423 gzip / 197,956
  // brotli. The index loads on the first keystroke, not with the page; limits +3 %.
  { name: 'docs search index, raw', path: `${BUILD}/search-index-docs-default-current.json`, limit: '1195 kB', ...raw },
  {
    name: 'docs search index, gzip',
    path: `${BUILD}/search-index-docs-default-current.json`,
    limit: '253 kB',
    ...gzip,
  },
  { name: 'docs search index, brotli', path: `${BUILD}/search-index-docs-default-current.json`, limit: '204 kB' },
  {
    name: 'search code (our search + autocomplete-core), gzip',
    path: [...new Set([...chunksWith('vitrine-search:query'), ...chunksWith('The reducer action')])],
    limit: '18 kB',
    ...gzip,
  },
  // lunr's own warning: our search code names lunr's QueryParseError too.
  {
    name: 'lunr, gzip',
    path: chunksWith('Version mismatch when loading serialised index'),
    limit: '10 kB',
    ...gzip,
  },

  // Site pages' own chunks, measured on their first build: showcase 4,608, EULA 8,459, license
  // 5,568 gzip; showcase art 12 SVGs, 27,615 B, the largest 3,093 B. About +40 %.
  { name: '/showcase route chunk, gzip', path: chunkWith('Showing all '), limit: '6.5 kB', ...gzip },
  { name: '/EULA route chunk, gzip', path: chunkWith('Print or save as PDF'), limit: '12 kB', ...gzip },
  { name: '/license route chunk, gzip', path: chunkWith('Applying your licence key'), limit: '8 kB', ...gzip },
  { name: 'showcase images, total', path: showcaseImages, limit: '40 kB', ...raw },
  {
    name: `showcase images, largest (${name(largest(showcaseImages))})`,
    path: largest(showcaseImages),
    limit: '4.5 kB',
    ...raw,
  },

  // HTML budgets measure gzip, what a reader downloads. Measured 2026-11-25 on the CI build (with
  // its analytics tags) once code tokens, headings, sidebar rows and icons were the theme's own
  // markup again; each limit is that measurement +3 %. Guides: heaviest /docs/installation 16,913
  // gzip (149,824 raw), all 34 pages 429,302 gzip. With 11 new guides and the browser support page
  // (same day): heaviest /docs/manual/product-page 21,836 gzip, all 44 pages 630,886 gzip. Linked
  // names in the samples (plugins/code-links, 2026-11-27): each name's link, signature and first
  // doc sentence. The links alone add 7-11 % to a guide; the tooltips' text (about 60 distinct
  // names on a name-dense guide) the rest: median +15.9 %, at most +41.9 % (popmotion-animate),
  // heaviest 24,032, all 44 pages 755,094; limits +3 %.
  {
    name: `heaviest guide page, gzip (${name(heaviest(guidePages))})`,
    path: heaviest(guidePages),
    limit: '24.8 kB',
    ...gzip,
  },
  { name: `all ${guidePages.length} guide pages, gzip`, path: guidePages, limit: '778 kB', ...gzip },

  // Guide pictures (renders of the ring viewer; diagrams are inline SVG and count in the HTML),
  // measured 2026-11-24: 12 pictures, 7–22 kB each, 165,392 B together; the heaviest page with the
  // pictures it shows (lazy, but fetched on scroll), /docs/industries/jewellery, 111,844 B. A picture
  // over 40 kB means the render script's size or quality changed.
  {
    name: `largest guide picture (${name(largest(guidePictures))})`,
    path: largest(guidePictures),
    limit: '40 kB',
    ...raw,
  },
  { name: `all ${guidePictures.length} guide pictures`, path: guidePictures, limit: '300 kB', ...raw },
  {
    name: `heaviest guide page with its pictures, gzip (${name(heaviestWithPictures[0])})`,
    path: heaviestWithPictures,
    limit: '150 kB',
    ...gzip,
  },

  // API reference, gzip like every HTML budget. Every page carries the site's shell (navbar, docs
  // sidebar, footer, head). Measured 2026-11-25 on the CI build (see the guides above): largest
  // 14,109 (classes/Core_API.ViewerApp, 108,804 raw); plugin pages (the …Plugin classes of the
  // plugin modules) up to 10,747 (CameraViewPlugin; VariationConfiguratorPlugin 10,732); all pages
  // 2,202,398. Limits +3 %. ViewerApp 14,672 once requestFrame and dispose stated the redraw rule
  // and the canvas rule (same day). 2026-11-26, every helper function with an example, settings and
  // defaults described, guides under each summary, material data on extension plugins: largest the
  // helpers' module page (Extra_Helpers, 37 functions with examples) 17.76 kB, plugin pages up to
  // 11.59 kB (DiamondPlugin), all pages 2.33 MB; limits +3 %. Linked names in the examples
  // (2026-11-27): Extra_Helpers 24,141 (37 examples), DiamondPlugin 13,442, all pages 2,410,349; +3 %.
  { name: `largest API page, gzip (${name(heaviest(apiPages))})`, path: heaviest(apiPages), limit: '24.9 kB', ...gzip },
  {
    name: `largest API plugin page, gzip (${name(heaviest(pluginPages))})`,
    path: heaviest(pluginPages),
    limit: '13.9 kB',
    ...gzip,
  },
  { name: `all ${apiPages.length} API pages, gzip`, path: apiPages, limit: '2480 kB', ...gzip },
  {
    name: 'docs sidebar data chunk, gzip',
    path: heaviest(chunksWith('api/modules/Core_API').filter((path) => !/\/(main|runtime)/.test(path))),
    // 5,320 since the props lost the map of every doc (plugins/doc-card-data), 2026-11-24; 5,524
    // with 12 more guides in the sidebar, 2026-11-25; 6,050 with the 37 helper functions listed
    // under their module, 2026-11-26.
    limit: '6.25 kB',
    ...gzip,
  },

  // Markdown copies of the reading pages (plugins/llms), measured on their first build 2026-11-24:
  // 299 files 1,436,189 in all, the largest 35,159 (the Plugins module page); llms-full.txt 1,424,588;
  // llms.txt 55,077. About +15 %: more means many new pages, or the converter keeps page chrome. The
  // API examples (2026-11-24) brought the copies to 1,694,873 and llms-full.txt to 1,683,825; +5 %.
  // 12 new guides (2026-11-25): 1,901,449 and 1,891,027; +3 %. The API reference's breadth
  // (2026-11-26: helper examples, settings descriptions, defaults, guides): 2.1 MB and 2.09 MB, the
  // Plugins module page 46.6 kB with its longer settings summaries; +3 %. Each page's linked sample
  // names as Markdown links, once per page (2026-11-27): 2,376,199 and 2,364,412, the largest the
  // helpers' module page 52,004; +3 %.
  { name: 'Markdown copies, total', path: markdownCopies, limit: '2450 kB', ...raw },
  {
    name: `Markdown copies, largest (${name(largest(markdownCopies))})`,
    path: largest(markdownCopies),
    limit: '53.6 kB',
    ...raw,
  },
  { name: 'llms-full.txt', path: `${BUILD}/llms-full.txt`, limit: '2440 kB', ...raw },
  { name: 'llms.txt', path: `${BUILD}/llms.txt`, limit: '65 kB', ...raw },

  // The whole site. Heaviest HTML file measured 2026-11-25 on the CI build: /docs/installation
  // 16,913 gzip, then /docs/manual/product-page 21,836 (+3 %). Build 23.1 MB measured 2026-11-22,
  // then 26.0 MB with the Markdown copies 2026-11-24 (+10 %). Linked sample names (2026-11-27):
  // heaviest HTML the helpers' module page 24,141 gzip, build 31.25 MB (28.23 before); +3 %.
  { name: `heaviest HTML file, gzip (${name(heaviestHtml)})`, path: heaviestHtml, limit: '24.9 kB', ...gzip },
  { name: 'build output, total raw', path: filesUnder(BUILD), limit: '32200 kB', ...raw },
];
