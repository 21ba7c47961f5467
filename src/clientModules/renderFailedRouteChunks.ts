import routes from '@generated/routes';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { RouteConfig } from 'react-router-config';

/**
 * Makes a page whose code fails to download show the loading error box (the error text and a
 * Retry button) instead of staying a frozen, never-hydrated copy of the HTML.
 *
 * Docusaurus preloads the route's chunks before its first render and renders nothing when that
 * preload rejects. We let the first preload succeed in any case: the route's loadable component
 * then renders with the stored error, which shows the theme's Loading component with Retry. After
 * the first render the original behaviour stands: a failed preload during a client-side
 * navigation rejects, and Docusaurus reloads the page.
 */
let hasRendered = false;

type Preloadable = { preload?: () => Promise<unknown> };

function renderEvenWhenPreloadFails(route: RouteConfig): void {
  const component = route.component as Preloadable | undefined;
  const preload = component?.preload;
  if (component && preload) {
    component.preload = () =>
      preload().catch((error: unknown) => {
        if (hasRendered) throw error;
        return undefined;
      });
  }
  route.routes?.forEach(renderEvenWhenPreloadFails);
}

if (ExecutionEnvironment.canUseDOM) routes.forEach(renderEvenWhenPreloadFails);

export function onRouteDidUpdate(): void {
  hasRendered = true;
}
