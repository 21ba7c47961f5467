/**
 * Projects built with Vitrine, shown on /showcase. Each links to its live scene in the hosted
 * showcase app; each image is a hand-kept SVG drawing in static/img/showcase/.
 * tests/unit/showcase.test.ts validates every entry.
 */
import { hostedShowcaseProject } from '../constants/links';

/** Industry tags, in the order the filter shows them. */
export const TAG_IDS = [
  'jewellery',
  'watches',
  'fashion',
  'eyewear',
  'furniture',
  'automotive',
  'electronics',
  'cosmetics',
] as const;
export type TagId = (typeof TAG_IDS)[number];

export interface TagInfo {
  label: string;
  description: string;
}

export const TAGS: Record<TagId, TagInfo> = {
  jewellery: {
    label: 'Jewellery',
    description: 'Rings, pendants, earrings and bracelets with gems and precious metals.',
  },
  watches: { label: 'Watches', description: 'Mechanical and smart watches: dials, cases and straps.' },
  fashion: { label: 'Fashion', description: 'Shoes, bags and accessories sold on their materials.' },
  eyewear: { label: 'Eyewear', description: 'Frames and lenses, with transparent and tinted materials.' },
  furniture: { label: 'Furniture', description: 'Seating, tables and lighting with fabric and wood variants.' },
  automotive: { label: 'Automotive', description: 'Vehicles, wheels and parts with paint and metal finishes.' },
  electronics: { label: 'Electronics', description: 'Devices and audio products shown part by part.' },
  cosmetics: { label: 'Cosmetics', description: 'Fragrance and beauty packaging in glass and metal.' },
};

/** Size of every showcase image; the cards reserve this aspect ratio before the image loads. */
export const SHOWCASE_IMAGE_SIZE = { width: 640, height: 400 } as const;

/** Limits of a card's description, so that cards stay comparable in height. */
export const DESCRIPTION_LENGTH = { min: 90, max: 240 } as const;

export interface ShowcaseProject {
  /** URL-safe identifier: names the image file and the project in the hosted showcase. */
  slug: string;
  title: string;
  description: string;
  tags: TagId[];
  /** Site-absolute path of the image under static/. */
  image: string;
  /** Text alternative of the image: what it shows. */
  imageAlt: string;
  /** The live project in the hosted showcase app. */
  link: string;
}

function project(entry: Omit<ShowcaseProject, 'image' | 'link'>): ShowcaseProject {
  return { ...entry, image: `/img/showcase/${entry.slug}.svg`, link: hostedShowcaseProject(entry.slug) };
}

export const showcaseProjects: ShowcaseProject[] = [
  project({
    slug: 'aurelle-ring-builder',
    title: 'Maison Aurelle ring builder',
    description:
      'An engagement-ring configurator: six stone shapes, four metals and carat sizes from 0.5 to 3, with per-stone dispersion, all from one glTF file and a JSON list of variants.',
    tags: ['jewellery'],
    imageAlt: 'A gold solitaire ring with a brilliant-cut diamond on a blush background.',
  }),
  project({
    slug: 'lune-pendant-studio',
    title: 'Lune & Co. pendant studio',
    description:
      'Pear-shaped pendants on fine chains, engraved live as the shopper types. Saved camera views frame the stone, the clasp and the engraving for the product gallery.',
    tags: ['jewellery'],
    imageAlt:
      'A pear-shaped sapphire pendant with a diamond halo hanging from a fine chain on a midnight-blue background.',
  }),
  project({
    slug: 'halden-chronograph',
    title: 'Halden chronograph viewer',
    description:
      'A steel chronograph with brushed and polished surfaces side by side, anisotropic highlights on the bezel, and a strap picker with leather, rubber and a steel bracelet.',
    tags: ['watches', 'jewellery'],
    imageAlt: 'A steel chronograph with three sub-dials and a brown leather strap on a slate background.',
  }),
  project({
    slug: 'sora-smartwatch',
    title: 'Sora smartwatch launch page',
    description:
      'A scroll-driven launch story: the camera moves from the case to the sensor to the strap clasp as the visitor scrolls, with the display playing the real watch face.',
    tags: ['watches', 'electronics'],
    imageAlt: 'A smartwatch with activity rings on its screen and a sport strap on a dark teal background.',
  }),
  project({
    slug: 'stride-sneaker-lab',
    title: 'Stride Lab sneaker customiser',
    description:
      'Shoppers colour the upper, laces, sole and heel tab of a running shoe, part by part, and download a snapshot of their design to share before they order.',
    tags: ['fashion'],
    imageAlt: 'A running shoe with a coral upper, white sole and navy laces on a mint background.',
  }),
  project({
    slug: 'petra-leather-bag',
    title: 'Petra leather bag configurator',
    description:
      'Six leathers with bump-mapped grain, brass or silver hardware, and an optional monogram on the flap, shown under soft studio light with a contact shadow.',
    tags: ['fashion'],
    imageAlt: 'A tan leather handbag with a brass buckle and a top handle on a sand-coloured background.',
  }),
  project({
    slug: 'optica-frames',
    title: 'Optica frames viewer',
    description:
      'Acetate and titanium frames with tinted, gradient and mirrored lenses. Transparent materials refract the background, so a clear frame still reads as clear.',
    tags: ['eyewear', 'fashion'],
    imageAlt: 'Round tortoiseshell glasses with blue-tinted lenses on a pale blue background.',
  }),
  project({
    slug: 'norrsken-lounge-chair',
    title: 'Norrsken lounge chair',
    description:
      'A lounge chair in twelve fabrics and three woods. Fabric swatches load on demand, so the first view appears quickly even on a phone over a mobile network.',
    tags: ['furniture'],
    imageAlt: 'A teal upholstered lounge chair with oak legs on a warm beige background.',
  }),
  project({
    slug: 'lumen-desk-lamp',
    title: 'Atelier Lumen desk lamp',
    description:
      'A jointed desk lamp that visitors bend with the mouse; the shade casts real light on the ground, and bloom shows the warm glow of the bulb in the dark.',
    tags: ['furniture', 'electronics'],
    imageAlt: 'A black jointed desk lamp with a glowing shade on a dark background.',
  }),
  project({
    slug: 'veloce-alloy-wheels',
    title: 'Veloce alloy wheel picker',
    description:
      'Twenty wheel designs in machined, painted and chrome finishes, with calliper colours. Depth of field keeps the wheel sharp and the car body soft behind it.',
    tags: ['automotive'],
    imageAlt: 'A five-spoke silver alloy wheel with a red brake calliper on an asphalt-grey background.',
  }),
  project({
    slug: 'sonar-headphones',
    title: 'Sonar One headphones',
    description:
      'An exploded view that pulls the ear cups apart to show the drivers and cushions, with hotspots that explain each part, and colour variants for the headband.',
    tags: ['electronics'],
    imageAlt: 'Over-ear headphones in violet and black on a deep purple background.',
  }),
  project({
    slug: 'ember-parfum',
    title: 'Ember eau de parfum',
    description:
      'A faceted glass bottle rendered with the same refraction as a gem, so the amber liquid bends the light behind it; the page lets visitors turn the bottle and engrave the cap.',
    tags: ['cosmetics'],
    imageAlt: 'A faceted glass perfume bottle with amber liquid and a gold cap on a peach background.',
  }),
];

/** The filter state of the showcase page: selected tags (any of them matches) and a search text. */
export interface ShowcaseFilter {
  tags: TagId[];
  query: string;
}

export function isTagId(value: string): value is TagId {
  return (TAG_IDS as readonly string[]).includes(value);
}

/** Projects that carry at least one selected tag (all, when none is selected) and contain the query. */
export function filterProjects(projects: ShowcaseProject[], filter: ShowcaseFilter): ShowcaseProject[] {
  const query = filter.query.trim().toLowerCase();
  return projects.filter((entry) => {
    const tagMatch = filter.tags.length === 0 || entry.tags.some((tag) => filter.tags.includes(tag));
    const queryMatch =
      query === '' ||
      [entry.title, entry.description, ...entry.tags.map((tag) => TAGS[tag].label)].some((text) =>
        text.toLowerCase().includes(query),
      );
    return tagMatch && queryMatch;
  });
}
