/** Content of the home page sections, kept apart from their markup. */
import type { RenderName } from '../components/Figure/Render';

export interface Capability {
  title: string;
  description: string;
  /** Shape drawn in the card's icon (see Capabilities/icons.tsx), where no render shows it. */
  icon: 'diamond' | 'metal' | 'light' | 'configurator' | 'camera' | 'plugin';
  /** A render of the ring viewer that shows it (static/img/guides), with its alternative text. */
  render?: { name: RenderName; alt: string };
  /** The guide that explains it. */
  guide: { to: string; label: string };
}

export const capabilities: Capability[] = [
  {
    title: 'Diamonds and gems',
    icon: 'diamond',
    render: {
      name: 'stone-diamond-dark',
      alt: "The ring seen from above on a near-black background: the diamond's star pattern of white and grey facets with faint tints of colour, held by four white-gold prongs, with small diamonds in the yellow-gold band.",
    },
    guide: { to: '/docs/gltf-extensions/VITRINE_materials_diamond', label: 'How a diamond is described' },
    description:
      'Ray-traced refraction inside each stone, an index of refraction per gem, dispersion that splits light into colour, and internal reflections traced against each stone’s own geometry.',
  },
  {
    title: 'Metals that read as metal',
    icon: 'metal',
    render: { name: 'ring-rose-gold', alt: 'The ring with band and prongs in rose gold.' },
    guide: { to: '/docs/industries/jewellery', label: 'The jewellery guide' },
    description:
      'Physically based gold, rose gold, white gold and platinum presets, saved as standard glTF materials, with anisotropic brushing and bump maps stored as VITRINE_ extensions.',
  },
  {
    title: 'Studio lighting in the browser',
    icon: 'light',
    render: {
      name: 'ring-default',
      alt: 'A yellow-gold solitaire ring with a round diamond in white-gold prongs, on a light grey background with a soft shadow under it.',
    },
    guide: { to: '/docs/manual/rendering-and-effects', label: 'Rendering and effects' },
    description:
      'HDR environment maps, tone mapping, soft contact shadows on a ground, ambient occlusion and bloom; progressive anti-aliasing refines every still frame.',
  },
  {
    title: 'Configurators without code',
    icon: 'configurator',
    render: {
      name: 'ring-rose-gold-sapphire',
      alt: 'The ring configured with band and prongs in rose gold and a deep blue sapphire as the centre stone.',
    },
    guide: { to: '/docs/manual/variationConfigurator/setup', label: 'Set up a variation configurator' },
    description:
      'The variation configurator reads metals, stones and parts from the model and a small JSON file, and its UI plugin builds the choice buttons from them, so merchandisers add variants themselves.',
  },
  {
    title: 'Camera views and scroll stories',
    icon: 'camera',
    render: { name: 'view-side', alt: 'The platinum ring in profile, showing how high the stone sits above the band.' },
    guide: { to: '/docs/manual/camera-control', label: 'Camera control' },
    description:
      'Save camera views, animate between them with easing, or bind them to page scroll for storytelling product pages.',
  },
  {
    title: 'A plugin for everything else',
    icon: 'plugin',
    guide: { to: '/docs/manual/plugins-basics', label: 'Plugin basics' },
    description:
      'The core only loads and draws. Picking, fullscreen, snapshots, recording, a loading screen and settings panels are plugins; your own plugins use the same API.',
  },
];

export interface Audience {
  title: string;
  description: string;
}

export const audiences: Audience[] = [
  {
    title: 'Jewellery brands and retailers',
    description:
      'Rings, pendants and watches shown with real stones and metals, configurable by metal and stone, on product pages that must load fast on phones.',
  },
  {
    title: 'Furniture, fashion and product makers',
    description:
      'Fabric, leather and wood variants, exploded views and scroll-driven launches for products that sell on their materials.',
  },
  {
    title: 'Agencies and studios',
    description:
      'One SDK for many clients: templates for viewers and editors, a settings panel for art direction, glTF in and glTF out.',
  },
];

export interface DocsPath {
  title: string;
  description: string;
  to: string;
}

/** The ways into the docs shown at the bottom of the home page; each points to a page that exists. */
export const docsPaths: DocsPath[] = [
  {
    title: 'Introduction',
    description: 'What Vitrine is, how the SDK is built, and how these docs are organised.',
    to: '/docs/intro',
  },
  {
    title: 'Quickstart',
    description: 'A working ring viewer in your page in five minutes, from an empty folder.',
    to: '/docs/quickstart',
  },
  {
    title: 'Installation',
    description: 'npm, a CDN build, Vite, webpack, React, Vue, Next.js, and where the licence key goes.',
    to: '/docs/installation',
  },
  {
    title: 'SDK manual',
    description: 'One task per page: the viewer API, plugins, assets, cameras, animation and custom shaders.',
    to: '/docs/manual',
  },
  {
    title: 'Variation configurator',
    description: 'Let shoppers switch metals, stones and parts, driven by a small JSON file and your model.',
    to: '/docs/manual/variationConfigurator',
  },
  {
    title: 'Jewellery',
    description: 'Model preparation, diamonds and gems, metals, lighting and mobile performance for rings.',
    to: '/docs/industries/jewellery',
  },
  {
    title: 'API reference',
    description: 'Every class, interface and enum of the SDK, generated from its TypeScript source.',
    to: '/docs/api',
  },
  {
    title: 'See it live',
    description: 'A diamond ring rendered in real time in your browser, with the techniques explained.',
    to: '/realvwr',
  },
];
