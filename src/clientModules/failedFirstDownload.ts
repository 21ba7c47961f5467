import routes from '@generated/routes';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { RouteConfig } from 'react-router-config';

/**
 * When a page's code fails to download on first load, the visitor keeps the page as the server
 * wrote it (site frame and text, links that work as plain links) with one error box on top: the
 * error text and a Retry button that loads the page again.
 *
 * Docusaurus preloads every route level's chunks (layout, docs root, page, content) before it
 * hydrates, and hydrates only when all of them arrive. Left alone, a failed preload leaves an
 * unexplained frozen page; rendering each level's loading error instead would replace the server
 * HTML (a hydration error) with a box per failed level, each needing its own Retry. So on first
 * load a failed preload shows the box once and never settles: the page is not hydrated until the
 * reload. After the first render the original behaviour stands: a failed preload during a
 * client-side navigation rejects, and Docusaurus reloads the page.
 */
let hasRendered = false;
let failureShown = false;

type Preloadable = { preload?: () => Promise<unknown> };

/** The error box, at the top of the page's text (its article where it has one; the docs `main` is a flex row). */
function showDownloadFailure(error: unknown): void {
  if (failureShown) return;
  failureShown = true;
  const box = document.createElement('div');
  box.className = 'alert alert--danger margin-bottom--lg';
  box.setAttribute('role', 'alert');
  // The error names the chunk's full URL, which must wrap on a phone.
  box.style.overflowWrap = 'anywhere';
  const summary = document.createElement('p');
  summary.textContent =
    'Part of this page’s code did not download, so its search, tabs and buttons do not respond yet. The text below is complete.';
  const detail = document.createElement('p');
  detail.textContent = String(error);
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--secondary button--sm';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  box.append(summary, detail, retry);
  (document.querySelector('article') ?? document.querySelector('main') ?? document.body).prepend(box);
}

const never = new Promise<never>(() => undefined);

function holdHydrationWhenPreloadFails(route: RouteConfig): void {
  const component = route.component as Preloadable | undefined;
  const preload = component?.preload;
  if (component && preload) {
    component.preload = () =>
      preload().catch((error: unknown) => {
        if (hasRendered) throw error;
        showDownloadFailure(error);
        return never;
      });
  }
  route.routes?.forEach(holdHydrationWhenPreloadFails);
}

if (ExecutionEnvironment.canUseDOM) routes.forEach(holdHydrationWhenPreloadFails);

export function onRouteDidUpdate(): void {
  hasRendered = true;
}
