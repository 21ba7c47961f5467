import routes from '@generated/routes';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { RouteConfig } from 'react-router-config';

/**
 * Puts a page's other addresses back to its own before the router reads the address (client
 * modules run before hydration). The router matched them wrongly and rendered over the HTML the
 * host sent: a hydration error and the layout twice (facebook/docusaurus#10053 for the suffixes).
 *
 * - `/x/index.html` and `/x/index`: static hosts serve the file of `/x` there, so only the address
 *   changes. No route ends in `/index`. Remove this part, and plugins/redirect-pages, once Docusaurus
 *   renders these addresses once (tests/browser/suffixed-urls.spec.ts shows when).
 * - A wrong-case address (`/eula`, `/eula/`, `/eula/index.html`): the router matches paths
 *   case-insensitively, static hosts do not, so the visitor got 404.html with the EULA rendered over
 *   it. The page is reloaded at the route's own address, which a visitor who typed the name in other
 *   case means. Until that address answers, the address reads as the file the host sent, which only
 *   the not-found route matches, so that a hydration that wins the race renders the not-found page
 *   the HTML holds.
 */
const INDEX_SUFFIX = /\/index(?:\.html)?$/;
const NOT_FOUND_FILE = `${siteConfig.baseUrl}404.html`;

/** The route a wrong-case address is being reloaded at, for the not-found page to name meanwhile. */
export let reloadingAt: string | undefined;

function leafPaths(list: readonly RouteConfig[]): string[] {
  return list.flatMap((route) => {
    if (route.routes) return leafPaths(route.routes);
    return typeof route.path === 'string' && !/[:*(]/.test(route.path) ? [route.path] : [];
  });
}

/** A path without its trailing slashes (`/` stays). */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The route whose path differs from `path` only in case, trailing slashes aside, if any. */
function routeInOtherCase(path: string): string | undefined {
  const bare = withoutTrailingSlash(path);
  const paths = leafPaths(routes);
  if (paths.some((candidate) => withoutTrailingSlash(candidate) === bare)) return undefined;
  const lower = bare.toLowerCase();
  return paths.find((candidate) => withoutTrailingSlash(candidate).toLowerCase() === lower);
}

if (ExecutionEnvironment.canUseDOM) {
  const { pathname, search, hash } = window.location;
  const clean = pathname.replace(INDEX_SUFFIX, '') || '/';
  const sameButCase = routeInOtherCase(clean);
  if (sameButCase) {
    reloadingAt = sameButCase;
    window.history.replaceState(window.history.state, '', NOT_FOUND_FILE);
    window.location.replace(`${sameButCase}${search}${hash}`);
  } else if (clean !== pathname) {
    window.history.replaceState(window.history.state, '', `${clean}${search}${hash}`);
  }
}
