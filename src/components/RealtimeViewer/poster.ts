/**
 * The ring's poster: stills rendered by the engine itself (scripts/render-viewer-posters.ts), shown
 * with the page while the engine loads, and as the still when the live view cannot run.
 *
 * Each is the hero view of one metal on a transparent backdrop, cropped to 4:3 around the ring.
 * The engine fits the ring to the frame's height on any frame at least as wide as it is tall, so a
 * poster drawn at the frame's height and centred sits where the first live frame will draw the ring,
 * at every breakpoint; the stage's own backdrop shows around it as it does around the live ring.
 */
import { DEFAULT_CONFIGURATION, type RingConfiguration } from './configuration';
import { metals, type MetalId } from '../../data/ringViewer';

/** Widths written per metal: a phone's frame at 1x up to a desktop's at 2x. */
export const POSTER_WIDTHS = [480, 800, 1200, 1600] as const;
export const POSTER_ASPECT = 4 / 3;
/**
 * The poster's drawn width: 4/3 of the frame's height (styles.module.css), which is
 * clamp(340px, 92vw, 520px) up to 996 px and clamp(420px, 68vh, 720px) above.
 */
export const POSTER_SIZES = '(max-width: 996px) clamp(453px, 123vw, 694px), clamp(560px, 91vh, 960px)';

export function posterPath(metal: MetalId, width: number): string {
  return `/img/viewer/poster/ring-${metal}-${width}.webp`;
}

export function posterSrcSet(metal: MetalId, withBaseUrl: (path: string) => string): string {
  return POSTER_WIDTHS.map((width) => `${withBaseUrl(posterPath(metal, width))} ${width}w`).join(', ');
}

export function posterAlt(metal: MetalId): string {
  return `Still of the ring in ${metals[metal].label.toLowerCase()}: a round brilliant diamond held by four prongs, with small diamonds along the band.`;
}

/**
 * The metal whose poster shows `configuration` as the live view will draw it, or null: posters
 * exist for one metal throughout, with every other choice at its default except the backdrop, which
 * is the page's own (no backdrop drawn by the engine).
 */
export function posterMetal(configuration: RingConfiguration): MetalId | null {
  const { bandMetal, settingMetal, background, ...rest } = configuration;
  const restAtDefaults = (Object.keys(rest) as (keyof typeof rest)[]).every(
    (key) => rest[key] === DEFAULT_CONFIGURATION[key],
  );
  return settingMetal === bandMetal && background === 'transparent' && restAtDefaults ? bandMetal : null;
}
