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
 * - A wrong-case address (`/eula`): the router matches paths case-insensitively, static hosts do
 *   not, so the visitor got 404.html with the EULA rendered over it. The page is reloaded at the
 *   route's own address, which a visitor who typed the name in other case means. Until that
 *   address answers, the address reads as the file the host sent, which no route matches, so that
 *   a hydration that wins the race renders the not-found page the HTML holds.
 */
const INDEX_SUFFIX = /\/index(?:\.html)?$/;
const NOT_FOUND_FILE = `${siteConfig.baseUrl}404.html`;

function leafPaths(list: readonly RouteConfig[]): string[] {
  return list.flatMap((route) => {
    if (route.routes) return leafPaths(route.routes);
    return typeof route.path === 'string' && !/[:*(]/.test(route.path) ? [route.path] : [];
  });
}

if (ExecutionEnvironment.canUseDOM) {
  const { pathname, search, hash } = window.location;
  if (INDEX_SUFFIX.test(pathname)) {
    const clean = pathname.replace(INDEX_SUFFIX, '') || '/';
    window.history.replaceState(window.history.state, '', `${clean}${search}${hash}`);
  } else {
    const paths = leafPaths(routes);
    if (!paths.includes(pathname)) {
      const lower = pathname.toLowerCase();
      const sameButCase = paths.find((path) => path.toLowerCase() === lower);
      if (sameButCase) {
        window.history.replaceState(window.history.state, '', NOT_FOUND_FILE);
        window.location.replace(`${sameButCase}${search}${hash}`);
      }
    }
  }
}
