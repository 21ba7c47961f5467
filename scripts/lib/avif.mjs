// AVIF copies of the engine's renders. Every WebP the render scripts write gets an AVIF of the same
// pixels beside it, same name, `.avif`: the site's <Picture> offers it first and keeps the WebP for
// browsers without AVIF.
import { writeFileSync } from 'node:fs';

/**
 * Quality 50 at effort 6 (sharp keeps chroma at 4:4:4) writes about half the WebP's bytes at
 * quality 78: the 800 px rose-gold poster is 22.2 kB as WebP and 11.7 kB as AVIF, and the prongs
 * and the band's small stones look the same in both when compared side by side at 2x.
 */
export const AVIF_OPTIONS = { quality: 50, effort: 6 };

/** The AVIF beside a WebP: same path, `.avif`. */
export function avifPath(webpPath) {
  if (!webpPath.endsWith('.webp')) throw new Error(`Not a WebP path: ${webpPath}`);
  return `${webpPath.slice(0, -'.webp'.length)}.avif`;
}

/** Writes one picture as `webpFile` and as its AVIF beside it. */
export function writeWebpAndAvif(webpFile, webp, avif) {
  writeFileSync(webpFile, webp);
  writeFileSync(avifPath(webpFile), avif);
}
