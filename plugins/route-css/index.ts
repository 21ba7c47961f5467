import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { stringify } from 'node:querystring';
import type { Module, Plugin, RouteConfig, RouteModules } from '@docusaurus/types';

import { builtHtmlFile } from '../page-markup/htmlFile';

/**
 * Keeps each page's CSS with that page's code, and links it from the page's HTML.
 *
 * Docusaurus gathers the CSS of every chunk into one stylesheet that every page loads (its `styles`
 * split-chunks group), so the pricing table, the showcase and the 3D viewer styles were downloaded
 * by a first visit to a guide: about 28 kB gzip on every page, where a docs page needs 16. It does
 * so because its pages link only the entry's stylesheet; a route's own CSS would arrive with the
 * route's scripts, after first paint. Here that group takes only the entry's CSS (Infima, the
 * theme's layout, src/css/custom.css); a route's CSS modules stay in files of their own, which the
 * client loads with the route's chunks on navigation, and which `postBuild` links from each page's
 * HTML so that a first visit is styled at first paint.
 *
 * Which files a page needs: Docusaurus loads every module of a route (`component`, `modules`) with
 * `import()` of the module path given in the route config, so each such request is the origin of a
 * chunk group of the client build, whose files Rspack reports. A route module with no such chunk
 * group fails the build (the assumption broke), and tests/built/budgets/runtime.mjs checks every
 * page type's links against Docusaurus's client manifest.
 *
 * Merging all CSS guarded against stylesheets that restyle a page when they arrive in another
 * order. That cannot happen here: a CSS module's class names are its own, and Infima and the theme
 * sit in cascade layers (`future.v4`), below any unlayered rule whatever the load order.
 */

const NAME = 'vitrine-route-css';

/** The component Docusaurus's not-found route (`*`, written as 404.html) imports. */
const NOT_FOUND_COMPONENT = '@theme/NotFound';
const NOT_FOUND_PATH = '404.html';

/** What the plugin reads of Rspack's compilation (public API: chunk groups, their origins and files). */
interface ChunkGroupLike {
  origins: readonly { request?: string | null }[];
  isInitial(): boolean;
  getFiles(): readonly string[];
}
interface CompilerLike {
  hooks: { emit: { tap(name: string, run: (compilation: { chunkGroups: readonly ChunkGroupLike[] }) => void): void } };
}

/** For each request of a dynamic import in the client build, the CSS files its chunk group loads. */
export type StylesheetsByRequest = Map<string, string[]>;

export function stylesheetsByRequest(chunkGroups: readonly ChunkGroupLike[]): StylesheetsByRequest {
  const byRequest: StylesheetsByRequest = new Map();
  for (const group of chunkGroups) {
    if (group.isInitial()) continue;
    const css = group.getFiles().filter((file) => file.endsWith('.css'));
    for (const { request } of group.origins) {
      if (request) byRequest.set(request, [...new Set([...(byRequest.get(request) ?? []), ...css])]);
    }
  }
  return byRequest;
}

/** The request Docusaurus imports a route module with: its path, and its query if it has one. */
function moduleRequest(module: Module): string {
  if (typeof module === 'string') return module;
  return module.query ? `${module.path}?${stringify(module.query)}` : module.path;
}

function isModule(value: Module | RouteModules | RouteModules[]): value is Module {
  return typeof value === 'string' || (typeof value === 'object' && !Array.isArray(value) && value.__import === true);
}

/** Every module request of a route's `modules` (nested objects and arrays included). */
function moduleRequests(modules: RouteModules | RouteModules[]): string[] {
  return Object.values(modules).flatMap((value: Module | RouteModules | RouteModules[]) =>
    isModule(value) ? [moduleRequest(value)] : moduleRequests(value),
  );
}

/** The module requests of each page route (a route without sub-routes), with those of its parents. */
export function pageModuleRequests(routes: readonly RouteConfig[], inherited: string[] = []): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const route of routes) {
    const requests = [...inherited, route.component, ...moduleRequests(route.modules ?? {})];
    if (route.routes?.length) {
      for (const [path, own] of pageModuleRequests(route.routes, requests)) if (!pages.has(path)) pages.set(path, own);
    } else if (!pages.has(route.path)) {
      pages.set(route.path, requests);
    }
  }
  return pages;
}

/** The HTML with links to the stylesheets it lacks, after its last stylesheet (the client's order). */
export function withStylesheets(html: string, hrefs: readonly string[]): string {
  const missing = hrefs.filter((href) => !html.includes(`href=${href}`) && !html.includes(`href="${href}"`));
  if (missing.length === 0) return html;
  const lastStylesheet = [...html.matchAll(/<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/g)].at(-1);
  if (!lastStylesheet) throw new Error(`${NAME}: the page links no stylesheet to place its own after.`);
  const at = lastStylesheet.index + lastStylesheet[0].length;
  return html.slice(0, at) + missing.map((href) => `<link rel=stylesheet href=${href}>`).join('') + html.slice(at);
}

/**
 * Writes a page as a new file renamed over the old one. Docusaurus runs every plugin's postBuild at
 * the same time, and others read these pages (the search index, the Markdown copies, in a worker
 * too): a file rewritten in place is empty or half written for a moment.
 */
async function replaceFile(file: string, content: string): Promise<void> {
  const written = `${file}.${randomUUID()}.partial`;
  await writeFile(written, content);
  await rename(written, file);
}

export default function routeCssPlugin(): Plugin {
  let recorded: StylesheetsByRequest | undefined;
  const recorder = {
    apply(compiler: CompilerLike) {
      compiler.hooks.emit.tap(NAME, (compilation) => {
        recorded = stylesheetsByRequest(compilation.chunkGroups);
      });
    },
  };
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        // Docusaurus's group: the entry's CSS only (its own `chunks: 'all'` took every chunk's).
        optimization: { splitChunks: { cacheGroups: { styles: { chunks: 'initial' } } } },
        plugins: [recorder],
      };
    },
    async postBuild({ routes, routesPaths, outDir, baseUrl }) {
      if (!recorded) throw new Error(`${NAME}: the client build reported no chunk groups.`);
      const stylesheets = recorded;
      const pages = pageModuleRequests(routes);
      await Promise.all(
        routesPaths.map(async (routePath) => {
          const relativePath = routePath.slice(baseUrl.length);
          const requests = relativePath === NOT_FOUND_PATH ? [NOT_FOUND_COMPONENT] : pages.get(routePath);
          if (!requests) throw new Error(`${NAME}: ${routePath} is not a page of the route tree.`);
          const files = requests.flatMap((request) => {
            const css = stylesheets.get(request);
            if (!css) throw new Error(`${NAME}: no chunk group of the client build is imported as ${request}.`);
            return css;
          });
          if (files.length === 0) return;
          const htmlFile = builtHtmlFile(outDir, relativePath);
          if (!htmlFile) throw new Error(`${NAME}: no HTML file in ${outDir} for ${relativePath}.`);
          const html = await readFile(htmlFile, 'utf8');
          const linked = withStylesheets(
            html,
            [...new Set(files)].map((file) => `${baseUrl}${file}`),
          );
          if (linked !== html) await replaceFile(htmlFile, linked);
        }),
      );
    },
  };
}
