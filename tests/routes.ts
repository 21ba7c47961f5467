/**
 * The site's route table: every public route, with the page title and main heading it
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
  { path: '/realvwr', title: 'Real-time viewer', heading: 'A diamond ring, rendered live in your browser' },
  { path: '/editor', title: 'Editor', heading: 'The Vitrine editor' },
];

export const docsRoutes: RouteExpectation[] = [
  { path: '/docs/intro', title: 'Introduction', heading: 'Introduction to Vitrine' },
  { path: '/docs/features', title: 'Features and plugins', heading: 'Features and plugins' },
  { path: '/docs/quickstart', title: 'Quickstart', heading: 'Quickstart' },
  { path: '/docs/installation', title: 'Installation', heading: 'Installation' },
  { path: '/docs/browser-support', title: 'Browser support', heading: 'Browser support' },
  { path: '/docs/manual', title: 'SDK manual', heading: 'SDK manual' },
  { path: '/docs/manual/asset-management', title: 'Asset management', heading: 'Asset management' },
  { path: '/docs/manual/camera-control', title: 'Camera control', heading: 'Camera control' },
  { path: '/docs/manual/custom-plugins', title: 'Custom plugins', heading: 'Custom plugins' },
  { path: '/docs/manual/custom-shader-material', title: 'Custom shader material', heading: 'Custom shader material' },
  { path: '/docs/manual/custom-threejs', title: 'Custom three.js', heading: 'Custom three.js' },
  { path: '/docs/manual/gltf-animations', title: 'glTF animations', heading: 'glTF animations' },
  { path: '/docs/manual/interactions', title: 'Interactions', heading: 'Interactions' },
  { path: '/docs/manual/material-configurators', title: 'Material configurators', heading: 'Material configurators' },
  { path: '/docs/manual/plugins-basics', title: 'Plugin basics', heading: 'Plugin basics' },
  { path: '/docs/manual/popmotion-animate', title: 'Animating with popmotion', heading: 'Animating with popmotion' },
  {
    path: '/docs/manual/scrollable-camera-views',
    title: 'Scrollable camera views',
    heading: 'Scrollable camera views',
  },
  { path: '/docs/manual/viewer-api', title: 'Viewer API', heading: 'Viewer API' },
  { path: '/docs/manual/variationConfigurator', title: 'Variation configurator', heading: 'Variation configurator' },
  {
    path: '/docs/manual/variationConfigurator/setup',
    title: 'Set up a variation configurator',
    heading: 'Set up a variation configurator',
  },
  {
    path: '/docs/manual/variationConfigurator/preparing-models',
    title: 'Preparing models for the variation configurator',
    heading: 'Preparing models for the variation configurator',
  },
  {
    path: '/docs/manual/variationConfigurator/icons-and-titles',
    title: 'Icons and titles',
    heading: 'Icons and titles',
  },
  {
    path: '/docs/manual/variationConfigurator/custom-ui-plugin',
    title: 'Custom UI plugin',
    heading: 'Custom UI plugin',
  },
  { path: '/docs/gltf-extensions', title: 'glTF extensions', heading: 'glTF extensions' },
  {
    path: '/docs/gltf-extensions/VITRINE_materials_anisotropy',
    title: 'VITRINE_materials_anisotropy',
    heading: 'VITRINE_materials_anisotropy',
  },
  {
    path: '/docs/gltf-extensions/VITRINE_materials_bumpmap',
    title: 'VITRINE_materials_bumpmap',
    heading: 'VITRINE_materials_bumpmap',
  },
  {
    path: '/docs/gltf-extensions/VITRINE_materials_diamond',
    title: 'VITRINE_materials_diamond',
    heading: 'VITRINE_materials_diamond',
  },
  { path: '/docs/industries', title: 'Industries', heading: 'Industries' },
  { path: '/docs/industries/jewellery', title: 'Jewellery', heading: 'Jewellery' },
  { path: '/docs/manual/asset-pipeline', title: 'Asset pipeline', heading: 'Asset pipeline' },
  { path: '/docs/manual/rendering-and-effects', title: 'Rendering and effects', heading: 'Rendering and effects' },
  { path: '/docs/manual/accessibility', title: 'Accessibility', heading: 'Accessibility' },
  { path: '/docs/manual/editor-and-export', title: 'Editor and export', heading: 'Editor and export' },
  { path: '/docs/manual/performance', title: 'Performance', heading: 'Performance' },
  { path: '/docs/manual/many-viewers', title: 'Many viewers on one page', heading: 'Many viewers on one page' },
  { path: '/docs/manual/ar', title: 'Augmented reality', heading: 'Augmented reality' },
  {
    path: '/docs/manual/embedding',
    title: 'Embedding in shops and CMSs',
    heading: 'Embedding in shops and CMSs',
  },
  { path: '/docs/manual/product-page', title: 'Vitrine on a product page', heading: 'Vitrine on a product page' },
  { path: '/docs/manual/hotspots', title: 'Hotspots and annotations', heading: 'Hotspots and annotations' },
  { path: '/docs/manual/materials-and-textures', title: 'Materials and textures', heading: 'Materials and textures' },
  { path: '/docs/manual/lights', title: 'Lights', heading: 'Lights' },
  { path: '/docs/manual/testing', title: 'Testing and CI', heading: 'Testing and CI' },
  { path: '/docs/manual/debugging', title: 'Debugging', heading: 'Debugging' },
  { path: '/docs/troubleshooting', title: 'Troubleshooting', heading: 'Troubleshooting' },
];

/** The generated API reference (a sample of its ~260 pages; tests/browser/api-reference.spec.ts visits the rest). */
export const apiRoutes: RouteExpectation[] = [
  { path: '/docs/api', title: 'Vitrine SDK API reference', heading: 'Vitrine SDK API reference' },
  { path: '/docs/api/Changelog', title: 'Changelog', heading: 'Changelog' },
  { path: '/docs/api/modules', title: 'Modules', heading: 'Modules' },
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

/** Paths that resolve to another route (trailing .html and /index stripped, docs root). */
export const aliases: { from: string; to: string }[] = [
  { from: '/docs/intro.html', to: '/docs/intro' },
  { from: '/docs/', to: '/docs/intro' },
  // Section index pages answer at their folder path, with or without /index.
  { from: '/docs/manual/index', to: '/docs/manual' },
  { from: '/docs/manual/variationConfigurator/index', to: '/docs/manual/variationConfigurator' },
  { from: '/docs/gltf-extensions/index', to: '/docs/gltf-extensions' },
  { from: '/docs/industries/index', to: '/docs/industries' },
  // Renamed pages: the old address is a redirect page (config/redirects.ts).
  {
    from: '/docs/manual/variationConfigurator/cutom-ui-plugin',
    to: '/docs/manual/variationConfigurator/custom-ui-plugin',
  },
  { from: '/docs/quickstart.html', to: '/docs/quickstart' },
];
