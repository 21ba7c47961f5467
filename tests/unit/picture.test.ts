import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { avifSrcSet } from '../../src/components/Picture/avifSrcSet';

describe('avifSrcSet', () => {
  it('names the AVIF copy of every candidate and keeps each width', () => {
    expect(avifSrcSet('/img/a-480.webp 480w, /base/img/a.webp 960w')).toBe(
      '/img/a-480.avif 480w, /base/img/a.avif 960w',
    );
  });

  it('keeps density descriptors and a lone URL', () => {
    expect(avifSrcSet('/img/a.webp 2x')).toBe('/img/a.avif 2x');
    expect(avifSrcSet('/img/a.webp')).toBe('/img/a.avif');
  });

  it('refuses a picture that has no AVIF copy', () => {
    expect(() => avifSrcSet('/img/a.webp 480w, /img/logo.png 960w')).toThrow(/\/img\/logo\.png/);
  });
});

/** The folders whose WebP renders the site offers through <Picture>. */
const RENDER_DIRS = ['static/img/guides', 'static/img/viewer/poster'];

describe('the AVIF copies of the engine renders', () => {
  const webps = RENDER_DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.webp'))
      .map((file) => join(dir, file)),
  );

  it('finds the renders', () => {
    expect(webps.length).toBeGreaterThanOrEqual(40);
  });

  // Offered first, an AVIF that is missing breaks the picture and one that is larger costs bytes.
  it.each(webps)('%s has a smaller AVIF beside it', (webp) => {
    const avif = `${webp.slice(0, -'.webp'.length)}.avif`;
    expect(existsSync(avif), `${avif} is missing: run the render script that wrote ${webp}`).toBe(true);
    expect(statSync(avif).size).toBeLessThan(statSync(webp).size);
  });
});
