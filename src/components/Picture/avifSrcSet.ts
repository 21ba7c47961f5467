/**
 * The AVIF candidates of a WebP `srcset`: each file's AVIF copy sits beside it with the same name
 * (scripts/lib/avif.mjs), so only the extension changes; the width descriptors stay.
 */
export function avifSrcSet(webpSrcSet: string): string {
  return webpSrcSet
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptors] = candidate.trim().split(/\s+/);
      if (!url.endsWith('.webp')) throw new Error(`An AVIF copy exists only for WebP renders, not for "${url}".`);
      return [`${url.slice(0, -'.webp'.length)}.avif`, ...descriptors].join(' ');
    })
    .join(', ');
}
