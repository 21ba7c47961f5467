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
  { path: '/license', title: 'Pricing', heading: 'Free to build with, licensed when you go live' },
  { path: '/EULA', title: 'End-User Licence Agreement', heading: 'End-User Licence Agreement' },
  { path: '/showcase', title: 'Showcase', heading: 'Built with Vitrine' },
];

export const docsRoutes: RouteExpectation[] = [
  { path: '/docs/intro', title: 'Introduction', heading: 'Introduction to Vitrine' },
];

/** The generated API reference (a sample of its ~260 pages; tests/browser/api-reference.spec.ts visits the rest). */
export const apiRoutes: RouteExpectation[] = [
  { path: '/docs/api', title: 'Vitrine SDK API reference', heading: 'Vitrine SDK API reference' },
  { path: '/docs/api/Changelog', title: 'Changelog', heading: 'Changelog' },
  ...[
    'Asset_Management',
    'Core_API',
    'Extra_Helpers',
    'Interaction',
    'Plugins',
    'UI_Plugins',
    'Viewer_Editor_Templates',
  ].map((module) => ({ path: `/docs/api/modules/${module}`, title: module, heading: module })),
  { path: '/docs/api/classes/Core_API.ViewerApp', title: 'Class: ViewerApp', heading: 'Class: ViewerApp' },
  { path: '/docs/api/classes/Plugins.DiamondPlugin', title: 'Class: DiamondPlugin', heading: 'Class: DiamondPlugin' },
  {
    path: '/docs/api/classes/Plugins.VariationConfiguratorPlugin',
    title: 'Class: VariationConfiguratorPlugin',
    heading: 'Class: VariationConfiguratorPlugin',
  },
  {
    path: '/docs/api/interfaces/Core_API.ViewerAppOptions',
    title: 'Interface: ViewerAppOptions',
    heading: 'Interface: ViewerAppOptions',
  },
  {
    path: '/docs/api/interfaces/Plugins.VariationConfiguratorConfig',
    title: 'Interface: VariationConfiguratorConfig',
    heading: 'Interface: VariationConfiguratorConfig',
  },
  {
    path: '/docs/api/enums/Asset_Management.MetalPreset',
    title: 'Enumeration: MetalPreset',
    heading: 'Enumeration: MetalPreset',
  },
  {
    path: '/docs/api/enums/Plugins.ToneMapping',
    title: 'Enumeration: ToneMapping',
    heading: 'Enumeration: ToneMapping',
  },
];

/** The blog's tags (blog/tags.yml): label shown on the tag page, and permalink under /blog/tags. */
const blogTags = [
  { label: '3D', slug: '3-d' },
  { label: 'frontend', slug: 'frontend' },
  { label: 'introduction', slug: 'introduction' },
  { label: 'javascript', slug: 'javascript' },
  { label: 'threejs', slug: 'threejs' },
  { label: 'typescript', slug: 'typescript' },
  { label: 'vitrine', slug: 'vitrine' },
  { label: 'webgl', slug: 'webgl' },
] as const;

export const blogRoutes: RouteExpectation[] = [
  { path: '/blog', title: 'Blog', heading: 'Blog' },
  { path: '/blog/archive', title: 'Archive', heading: 'Archive' },
  { path: '/blog/intro-to-vitrine', title: 'Introducing Vitrine', heading: 'Introducing Vitrine' },
  { path: '/blog/tags', title: 'Tags', heading: 'Tags' },
  ...blogTags.map(({ label, slug }) => ({
    path: `/blog/tags/${slug}`,
    title: `One post tagged with "${label}"`,
    heading: `One post tagged with "${label}"`,
  })),
];

export const routes: RouteExpectation[] = [...siteRoutes, ...docsRoutes, ...apiRoutes, ...blogRoutes];

/** Paths SPEC 2 says resolve to another route (trailing .html and /index stripped, docs root). */
export const aliases: { from: string; to: string }[] = [
  { from: '/docs/intro.html', to: '/docs/intro' },
  { from: '/docs/', to: '/docs/intro' },
  { from: '/docs/api/modules', to: '/docs/api' },
];
