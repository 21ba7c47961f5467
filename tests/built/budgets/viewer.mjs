// Budgets of the live 3D pages (/realvwr and /editor): three.js reaches no other page (the home page
// only when the visitor asks its hero to turn the ring), and the viewer route's JavaScript stays
// under a size limit.
//
// Which chunks a route loads comes from the build's own records in .docusaurus/ (written by every
// `docusaurus build`): routesChunkNames.json names each route's chunks, client-manifest.json maps a
// chunk name to the chunk ids of its group and each id to its files. A route loads the entry chunks
// (runtime~main, main) plus its own chunk groups, and later whatever those chunks import
// dynamically (`n.e("652")` in the minified code) or start as a worker (`new Worker(new URL(n.p+n.u("8620")…`),
// followed transitively. The viewer has two ways to run its engine (host.ts): in a worker
// (ring-viewer-worker) or, where a worker cannot draw, on the page (ring-viewer-engine). A visitor
// downloads one; both are counted, so the figures are an upper bound by one engine (~9 kB gzip). References inside the
// entry chunks are not followed: main holds the loader of every route, which the route table covers.
// three.js chunks are found by content: `__THREE__` (three's core registers its revision under that
// name) or `BRDF_GGX` (its physically based shader library).
//
// Measured on 2026-11-22 (three 0.187, Docusaurus 3.10, gzip level 9), bytes raw / gzip:
//   /realvwr in all 1,302,034 / 359,392; beyond the entry chunks 662,132 / 174,760, mostly
//   three.js 572,872 / ~138,600, then the page with host.ts 29,137 / 11,274, the worker engine
//   25,016 / 10,066, the on-page engine 22,152 / 8,885 and the shared `common` chunk 11,809. The
//   entry chunks (runtime~main and main, every page) are ~640,000 / ~185,000. /editor:
//   1,305,435 / 360,179 in all, 665,533 / 175,547 beyond the entry. Before the worker (one engine
//   chunk, no host): /realvwr 629,142 / 161,682 beyond the entry.
// 2026-11-24: Markdown code is highlighted when the site is built, so Prism left the entry chunks
//   and rides only with pages that highlight code in the browser (src/components/RuntimeCodeBlock),
//   these two among them: beyond the entry /realvwr 192,562 gzip, /editor 192,685 (about 11,000 of
//   it Prism), in all 345,090 and 345,213. Own limits +8,000.
// 2026-11-26: the editor's studio choices (three studios and their bake, exposure, shadow strength
//   and softness) in both engines, which are both counted, and the editor's form and set-up file:
//   beyond the entry /realvwr 730,163 / 198,797, /editor 733,217 / 199,322. Own limits +6,000 raw,
//   +2,000 gzip.
// 2026-11-26: the turntable clip: recording in both engines and its controls, 740,055 / 202,348
//   (/editor 742,750 / 202,722), own limits +8,000 raw, +4,000 gzip; its encoder, Mediabunny's
//   WebM and MP4 writers with WebCodecs, 226,092 / 57,890 on request, outside those figures.
// 2026-11-27: /realvwr's SDK sample became a Markdown partial, highlighted when the site is built, so
//   the page no longer loads Prism: 714,072 / 193,334 (limits lowered to keep the gain). /editor with
//   its sample partial: 744,956 / 203,494 (it still reaches Prism, on request, for its live files).
//   These figures count both engines; a visitor's browser downloads one (measured in Chromium until
//   the first frame, beyond the entry: /realvwr 180.4 kB gzip, /editor 190.5).
// 2026-11-27: the editor's live files are coloured once they come near the viewport
//   (src/hooks/useNearViewport.ts), which took a long task off its load: /editor 746,269 raw,
//   own raw limit +1,000.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { chunkNamesOf, manifestChunksOf, withoutBaseUrl } from '../../../scripts/lib/build-output.mjs';

const VIEWER_ROUTES = ['/realvwr', '/editor'];
/**
 * Routes that may reach three.js only on the visitor's request (a dynamic import out of the page's
 * own chunks), never in their first load: the home page's hero turns the ring in place.
 */
const ON_INTENT_ROUTES = ['/'];
/**
 * `own`: what the route adds to the entry chunks every page loads (its page chunk, three.js, the
 * engine); measurement plus a few kB, lowered when the route sheds code. `total`: everything the route loads; measurement + 20 %, because the
 * shared entry chunk also grows with the rest of the site.
 */
const LIMITS = {
  '/realvwr': { own: { raw: 718_000, gzip: 196_000 }, total: { raw: 1_562_000, gzip: 431_000 } },
  '/editor': { own: { raw: 747_000, gzip: 207_000 }, total: { raw: 1_566_000, gzip: 432_000 } },
};
const THREE_SIGNATURES = ['__THREE__', 'BRDF_GGX'];
/**
 * The turntable clip's encoder (Mediabunny, which names itself in its codec registry) loads when
 * the visitor asks for a clip, never before: it has a budget of its own, outside the route's.
 */
const CLIP_ENCODER_SIGNATURE = 'Mediabunny Codec Registry';
const CLIP_ENCODER_LIMIT = { raw: 240_000, gzip: 63_000 };
const DYNAMIC_IMPORT = /\.e\("?([\w~-]+)"?\)/g;
/** `new Worker(new URL(n.p+n.u("8620"),n.b))`: the viewer's engine worker, a chunk of its own. */
const WORKER_START = /new Worker\(new URL\(\w+\.p\+\w+\.u\("?([\w~-]+)"?\)/g;

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** "/realvwr-58c" → "/realvwr", with the site's baseUrl taken off. */
function routePath(key, baseUrl) {
  return withoutBaseUrl(key.replace(/-[0-9a-f]{3}$/, ''), baseUrl).replace(/\/+/g, '/') || '/';
}

export async function budgets(buildDir) {
  // Docusaurus writes .docusaurus/ beside the build folder, in the site's root.
  const generated = join(dirname(resolve(buildDir)), '.docusaurus');
  const manifestFile = join(generated, 'client-manifest.json');
  const routesFile = join(generated, 'routesChunkNames.json');
  if (!existsSync(manifestFile) || !existsSync(routesFile)) {
    return [
      {
        name: 'route chunk records',
        ok: false,
        detail: `${generated} has no client-manifest.json or routesChunkNames.json: run \`npm run build\` first`,
      },
    ];
  }
  const manifest = readJson(manifestFile);
  const routes = readJson(routesFile);
  const baseUrl = process.env.BASE_URL ?? '/';

  const source = new Map();
  const read = (file) => {
    if (!source.has(file)) source.set(file, readFileSync(join(buildDir, file)));
    return source.get(file);
  };
  const jsFilesOfChunk = (id) => (manifest.assets[id]?.js ?? []).map((asset) => asset.file);
  const chunksOfName = manifestChunksOf(manifest);

  const entryChunks = new Set(manifest.entrypoints.flatMap(chunksOfName));

  /** Chunk ids a route loads first: the entry chunks and the route's own chunk groups. */
  function firstLoadChunks(names) {
    return new Set([...entryChunks, ...names.flatMap(chunksOfName)]);
  }

  /** Chunk ids a route loads, following dynamic imports out of its own chunks. */
  function routeChunks(names) {
    const chunks = new Set(entryChunks);
    const queue = names.flatMap(chunksOfName).filter((id) => !chunks.has(id));
    while (queue.length > 0) {
      const id = queue.shift();
      if (chunks.has(id)) continue;
      chunks.add(id);
      for (const file of jsFilesOfChunk(id)) {
        const code = read(file).toString('utf8');
        for (const [, child] of [...code.matchAll(DYNAMIC_IMPORT), ...code.matchAll(WORKER_START)]) {
          // A dynamic import loads the whole chunk group of its target.
          const group = chunksOfName(child);
          if (group.length === 0) group.push(child);
          for (const member of group) if (!chunks.has(member)) queue.push(member);
        }
      }
    }
    return chunks;
  }

  const allChunkIds = Object.keys(manifest.assets);
  const threeChunks = new Set(
    allChunkIds.filter((id) =>
      jsFilesOfChunk(id).some((file) => {
        const text = read(file).toString('utf8');
        return THREE_SIGNATURES.some((signature) => text.includes(signature));
      }),
    ),
  );

  const encoderChunks = new Set(
    allChunkIds.filter((id) =>
      jsFilesOfChunk(id).some((file) => read(file).toString('utf8').includes(CLIP_ENCODER_SIGNATURE)),
    ),
  );

  const rows = [
    {
      name: 'three.js chunks found by content',
      ok: threeChunks.size > 0,
      detail:
        threeChunks.size > 0
          ? [...threeChunks].flatMap(jsFilesOfChunk).join(', ')
          : `no chunk contains ${THREE_SIGNATURES.join(' or ')}: the signatures need updating, so the check below proves nothing`,
    },
  ];

  const offenders = [];
  const onIntent = new Map();
  const viewerSizes = new Map();
  for (const [key, value] of Object.entries(routes)) {
    const path = routePath(key, baseUrl);
    const names = chunkNamesOf(value);
    const chunks = routeChunks(names);
    const isViewer = VIEWER_ROUTES.includes(path);
    const loadsThree = [...chunks].some((id) => threeChunks.has(id));
    const threeFirst = [...firstLoadChunks(names)].some((id) => threeChunks.has(id));
    if (ON_INTENT_ROUTES.includes(path)) onIntent.set(path, { loadsThree, threeFirst });
    else if (loadsThree && !isViewer) offenders.push(path);
    if (isViewer) {
      const measure = (ids) => {
        const bytes = [...new Set([...ids].flatMap(jsFilesOfChunk))].map((file) => read(file));
        return {
          raw: bytes.reduce((sum, buffer) => sum + buffer.length, 0),
          gzip: bytes.reduce((sum, buffer) => sum + gzipSync(buffer, { level: 9 }).length, 0),
        };
      };
      viewerSizes.set(path, {
        own: measure([...chunks].filter((id) => !entryChunks.has(id) && !encoderChunks.has(id))),
        total: measure([...chunks].filter((id) => !encoderChunks.has(id))),
        encoder: measure([...chunks].filter((id) => encoderChunks.has(id))),
        encoderFirst: [...firstLoadChunks(names)].some((id) => encoderChunks.has(id)),
        loadsThree,
      });
    }
  }

  rows.push({
    name: `routes other than ${[...VIEWER_ROUTES, ...ON_INTENT_ROUTES].join(', ')} that load three.js`,
    ok: offenders.length === 0,
    detail: offenders.length === 0 ? 'none' : offenders.join(', '),
  });
  for (const path of ON_INTENT_ROUTES) {
    const found = onIntent.get(path);
    rows.push({
      name: `${path} reaches three.js on request only, not in its first load`,
      ok: found !== undefined && found.loadsThree && !found.threeFirst,
      detail: !found
        ? 'not in the build'
        : found.threeFirst
          ? 'three.js is in the first load'
          : found.loadsThree
            ? 'on request'
            : 'never: the live viewer is no longer reachable from it, so this check proves nothing',
    });
  }

  for (const path of VIEWER_ROUTES) {
    const size = viewerSizes.get(path);
    if (!size) {
      rows.push({ name: `${path} route`, ok: false, detail: 'not in the build: was the page removed or renamed?' });
      continue;
    }
    rows.push({
      name: `${path} reaches the three.js chunk`,
      ok: size.loadsThree,
      detail: size.loadsThree ? 'yes' : 'the viewer route does not reach the three.js chunk: the check above is blind',
    });
    rows.push({
      name: `${path} reaches the clip encoder on request only`,
      ok: size.encoder.raw > 0 && !size.encoderFirst,
      detail: size.encoderFirst
        ? 'the encoder is in the first load'
        : size.encoder.raw > 0
          ? 'on request'
          : `no chunk it reaches contains ${CLIP_ENCODER_SIGNATURE}: the signature needs updating, so the route budgets count the encoder`,
    });
    rows.push({ name: `${path} clip encoder, raw`, actual: size.encoder.raw, limit: CLIP_ENCODER_LIMIT.raw });
    rows.push({ name: `${path} clip encoder, gzip`, actual: size.encoder.gzip, limit: CLIP_ENCODER_LIMIT.gzip });
    for (const part of ['own', 'total']) {
      const label = part === 'own' ? 'JS beyond the entry chunks' : 'JS in all';
      rows.push({ name: `${path} ${label}, raw`, actual: size[part].raw, limit: LIMITS[path][part].raw });
      rows.push({ name: `${path} ${label}, gzip`, actual: size[part].gzip, limit: LIMITS[path][part].gzip });
    }
  }
  return rows;
}
