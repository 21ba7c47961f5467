/**
 * The site's route table (SPEC 2): every public route, with the page title and main heading it
 * must answer with. tests/browser/routes.spec.ts visits each one. Sections are kept apart so that
 * each area of the site adds its own rows.
 */
export interface RouteExpectation {
  path: string;
  /** Document title before the " | Vitrine" suffix. */
  title: string;
  /** Text of the page's one h1. */
  heading: string | RegExp;
}

export const SITE_TITLE = 'Vitrine';

export const siteRoutes: RouteExpectation[] = [
  {
    path: '/',
    title: 'Realistic 3D for the web',
    heading: 'Realistic 3D for the web, down to the last facet',
  },
  { path: '/realvwr', title: 'Real-time viewer', heading: 'A diamond ring, rendered live in your browser' },
  { path: '/editor', title: 'Editor', heading: 'The Vitrine editor' },
];

export const docsRoutes: RouteExpectation[] = [
  { path: '/docs/intro', title: 'Introduction', heading: 'Introduction to Vitrine' },
];

export const apiRoutes: RouteExpectation[] = [];

export const blogRoutes: RouteExpectation[] = [];

export const routes: RouteExpectation[] = [...siteRoutes, ...docsRoutes, ...apiRoutes, ...blogRoutes];

/** Paths SPEC 2 says resolve to another route (trailing .html and /index stripped, docs root). */
export const aliases: { from: string; to: string }[] = [
  { from: '/docs/intro.html', to: '/docs/intro' },
  { from: '/docs/', to: '/docs/intro' },
];
