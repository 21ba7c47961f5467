// Reads a finished Docusaurus build: its page list (sitemap.xml), the HTML file of a path, and the
// JavaScript and CSS a page loads before it is interactive. Used by the measurement and budget
// scripts and by the browser tests (which check that this static answer matches what Chromium loads).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * @typedef {object} SiteDirs
 * @property {string} [siteDir] the project root (holds .docusaurus/, written by the same build)
 * @property {string} [buildDir] the build output
 */

/** @param {SiteDirs} [dirs] */
function resolveDirs(dirs = {}) {
  const siteDir = dirs.siteDir ?? process.cwd();
  return { siteDir, buildDir: dirs.buildDir ?? join(siteDir, 'build') };
}

/**
 * The site config as the build saw it (url, baseUrl, …), from the generated .docusaurus folder.
 * @param {SiteDirs} [dirs]
 * @returns {Promise<{ url: string, baseUrl: string, noIndex: boolean }>}
 */
export async function builtSiteConfig(dirs) {
  const { siteDir } = resolveDirs(dirs);
  const file = join(siteDir, '.docusaurus', 'docusaurus.config.mjs');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  return (await import(pathToFileURL(file).href)).default;
}

/**
 * Every page path listed in build/sitemap.xml, without the baseUrl ("/docs/intro"), in sitemap order.
 * @param {SiteDirs} [dirs]
 * @returns {Promise<string[]>}
 */
export async function sitemapPaths(dirs) {
  const { buildDir } = resolveDirs(dirs);
  const { baseUrl } = await builtSiteConfig(dirs);
  return sitemapLocations(readFileSync(join(buildDir, 'sitemap.xml'), 'utf8')).map((loc) =>
    withoutBaseUrl(new URL(loc).pathname, baseUrl),
  );
}

/**
 * The <loc> addresses of a sitemap, unescaped.
 * @param {string} xml
 * @returns {string[]}
 */
export function sitemapLocations(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>'),
  );
}

/**
 * @param {string} pathname
 * @param {string} baseUrl
 */
export function withoutBaseUrl(pathname, baseUrl) {
  if (!pathname.startsWith(baseUrl)) return pathname;
  return `/${pathname.slice(baseUrl.length)}`;
}

/**
 * The HTML file `docusaurus serve` answers a path with, relative to the build folder. The same rule
 * as plugins/page-markup/htmlFile.ts, kept apart because these tests check what those plugins wrote.
 * A folder is never the answer: the `.html` redirect pages are folders named `page.html`.
 * @param {string} buildDir
 * @param {string} path a site path without baseUrl; "/404" names the not-found page
 */
export function htmlFileFor(buildDir, path) {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  const candidates =
    trimmed === ''
      ? ['index.html']
      : [`${trimmed}/index.html`, `${trimmed}.html`, ...(trimmed.endsWith('.html') ? [trimmed] : [])];
  const found = candidates.find((file) => isFile(join(buildDir, file)));
  if (!found) throw new Error(`No HTML file in ${buildDir} for ${path} (looked for ${candidates.join(', ')}).`);
  return found;
}

/** A file, not a folder; a path through a file (`404.html/index.html`) is none either. */
function isFile(/** @type {string} */ path) {
  try {
    return statSync(path).isFile();
  } catch (error) {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return false;
    throw error;
  }
}

/** All files under a folder, relative to it, with "/" separators, sorted. */
export function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Total bytes of every file under a folder. */
export function totalBytes(dir) {
  return listFiles(dir).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
}

/**
 * Same-origin script and stylesheet URLs an HTML page references in its markup.
 * @param {string} html
 * @returns {{ scripts: string[], stylesheets: string[] }}
 */
export function referencedAssets(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)/g)].map((m) => m[1] ?? '');
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\brel=["']?stylesheet\b/.test(tag))
    .map((tag) => /\bhref=["']?([^"'\s>]+)/.exec(tag)?.[1] ?? '');
  const local = (/** @type {string} */ url) => url !== '' && !/^(?:[a-z]+:)?\/\//i.test(url);
  return { scripts: scripts.filter(local), stylesheets: stylesheets.filter(local) };
}

/**
 * @typedef {object} RouteNode
 * @property {string} path
 * @property {{ path: string, hash?: string }} component
 * @property {boolean} [exact]
 * @property {RouteNode[]} [routes]
 */

/** Route trees already read, by routes.js path and modification time (a build rewrites it). */
/** @type {Map<string, Promise<RouteNode[]>>} */
const routeTrees = new Map();

/**
 * The route tree of the build (.docusaurus/routes.js), with each ComponentCreator call replaced
 * by its arguments, so that react-router-config can match paths exactly as the client does.
 * @param {string} siteDir
 * @returns {Promise<RouteNode[]>}
 */
function routeTree(siteDir) {
  const file = join(siteDir, '.docusaurus', 'routes.js');
  const key = `${file}@${statSync(file).mtimeMs}`;
  if (!routeTrees.has(key)) routeTrees.set(key, importRouteTree(file));
  return /** @type {Promise<RouteNode[]>} */ (routeTrees.get(key));
}

/** @param {string} routesFile */
async function importRouteTree(routesFile) {
  const source = readFileSync(routesFile, 'utf8')
    .replace(/^import .*$/gm, '')
    .replace(/^/, 'const ComponentCreator = (path, hash) => ({ path, hash });\n');
  // Imported from a temporary file: a data: URL of a few hundred routes is too long for loaders
  // (Playwright's among them) that stat every specifier as a path.
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-routes-'));
  const file = join(dir, 'routes.mjs');
  writeFileSync(file, source);
  try {
    return (await import(pathToFileURL(file).href)).default;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Looks up the chunks of a chunk name (of .docusaurus/routesChunkNames.json, or a
 * `webpackChunkName`) in the client manifest.
 * Chunk ids are strings here, whatever the manifest writes (Rspack 1 writes strings, Rspack 2 numbers).
 * @param {{ origins: Record<string, (string | number)[]> }} manifest
 * @returns {(name: string) => string[]} the chunk ids of a chunk name, none when the bundler merged it away
 */
export function manifestChunksOf(manifest) {
  return (name) => (manifest.origins[name] ?? []).map(String);
}

/**
 * Flattens the chunk names of one route (the values of a nested routesChunkNames entry).
 * @param {unknown} value
 * @returns {string[]}
 */
export function chunkNamesOf(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesOf);
  return [];
}

/**
 * The chunk ids the not-found route loads. Its loader is written by Docusaurus's ComponentCreator
 * into main.js: `loader:()=>Promise.all([n.e("14"),n.e("5"),n.e("521")])…modules:["@theme/NotFound"]`,
 * or `loader:()=>n.e("521")…` when the route has one chunk.
 * @param {string} buildDir
 * @param {string[]} entryScripts
 */
function notFoundChunkIds(buildDir, entryScripts) {
  for (const script of entryScripts) {
    const file = join(buildDir, script.replace(/^\/+/, ''));
    if (!existsSync(file)) continue;
    const match =
      /loader:\(\)=>(?:Promise\.all\(\[([^\]]*)\]\)|(\w+\.e\("?[\w~-]+"?\)))[^;]{0,120}?modules:\["@theme\/NotFound"\]/.exec(
        readFileSync(file, 'utf8'),
      );
    if (match) return [...(match[1] ?? match[2] ?? '').matchAll(/\.e\("?([\w~-]+)"?\)/g)].map((m) => m[1] ?? '');
  }
  throw new Error(
    'Could not find the not-found route loader in the entry scripts: the Docusaurus client has changed; ' +
      'update notFoundChunkIds() in scripts/lib/build-output.mjs.',
  );
}

/**
 * @typedef {object} FirstLoad
 * @property {string} html the page's HTML file, relative to the build folder
 * @property {string[]} js JavaScript files loaded before the page is interactive
 * @property {string[]} css stylesheets loaded before the page is interactive
 */

/**
 * What a first visit to a path downloads before React has rendered it: the scripts and
 * stylesheets in its HTML, then every chunk of every route the client matches for that path
 * (Docusaurus preloads them all before hydrating). Files are relative to the build folder.
 * @param {string} path a site path without baseUrl; "/404" gives the not-found page
 * @param {SiteDirs} [dirs]
 * @returns {Promise<FirstLoad>}
 */
export async function firstLoad(path, dirs) {
  const { siteDir, buildDir } = resolveDirs(dirs);
  const { baseUrl } = await builtSiteConfig(dirs);
  const html = htmlFileFor(buildDir, path);
  const referenced = referencedAssets(readFileSync(join(buildDir, html), 'utf8'));
  const toFile = (/** @type {string} */ url) => withoutBaseUrl(url, baseUrl).replace(/^\/+/, '');

  /** @type {{ origins: Record<string, string[]>, assets: Record<string, { js?: { file: string }[], css?: { file: string }[] }> }} */
  const manifest = JSON.parse(readFileSync(join(siteDir, '.docusaurus', 'client-manifest.json'), 'utf8'));
  /** @type {Record<string, unknown>} */
  const routesChunkNames = JSON.parse(readFileSync(join(siteDir, '.docusaurus', 'routesChunkNames.json'), 'utf8'));
  const chunksOfName = manifestChunksOf(manifest);

  /** @type {{ matchRoutes: (routes: RouteNode[], pathname: string) => { route: RouteNode }[] }} */
  const { matchRoutes } = require('react-router-config');
  const fullPath = `${baseUrl}${path.replace(/^\/+/, '')}`;
  const matches = matchRoutes(await routeTree(siteDir), fullPath);

  /** @type {string[]} */
  const chunkIds = [];
  for (const { route } of matches) {
    if (route.path === '*' || route.component.hash === undefined) {
      chunkIds.push(...notFoundChunkIds(buildDir, referenced.scripts.map(toFile)));
      continue;
    }
    const names = chunkNamesOf(routesChunkNames[`${route.component.path}-${route.component.hash}`]);
    // A name missing from the manifest was merged into another chunk by the bundler (as the client skips it).
    for (const name of names) chunkIds.push(...chunksOfName(name));
  }

  const js = new Set(referenced.scripts.map(toFile));
  const css = new Set(referenced.stylesheets.map(toFile));
  for (const id of chunkIds) {
    for (const asset of manifest.assets[id]?.js ?? []) js.add(asset.file);
    for (const asset of manifest.assets[id]?.css ?? []) css.add(asset.file);
  }
  return { html, js: [...js], css: [...css] };
}
