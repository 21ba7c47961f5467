/**
 * The guides' figures: every picture a guide names exists at the size the manifest gives (the size
 * the page reserves), every render has alternative text, and enough guides carry a figure.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import guideImages from '../../src/data/guideImages.json';

const DOCS = new URL('../../docs/', import.meta.url).pathname;
const PICTURES = new URL('../../static/img/guides/', import.meta.url).pathname;
const MIN_GUIDES_WITH_FIGURES = 10;

function mdxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'api' ? [] : mdxFiles(path);
    return name.endsWith('.mdx') ? [path] : [];
  });
}

const guides = mdxFiles(DOCS).map((path) => ({ path: path.slice(DOCS.length), text: readFileSync(path, 'utf8') }));
const manifest = guideImages as Record<string, { width: number; height: number; widths: number[] }>;

describe('guide pictures', () => {
  it('every picture in the manifest is a WebP file at each width the manifest gives, of its shape', async () => {
    expect(Object.keys(manifest).length).toBeGreaterThan(0);
    for (const [name, { width, height, widths }] of Object.entries(manifest)) {
      // Every width the manifest lists, the full one last, each of the same shape.
      expect(widths.at(-1), name).toBe(width);
      for (const written of widths) {
        const file = written === width ? `${PICTURES}${name}.webp` : `${PICTURES}${name}-${written}.webp`;
        expect(existsSync(file), file).toBe(true);
        const metadata = await sharp(file).metadata();
        expect({ file, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
          file,
          format: 'webp',
          width: written,
          height: Math.round((height * written) / width),
        });
      }
    }
  });

  it('every <Render> in the guides names a picture of the manifest and has alternative text', () => {
    const renders = guides.flatMap(({ path, text }) =>
      [...text.matchAll(/<Render\b([^>]*)\/>/g)].map((match) => ({ path, attributes: match[1] ?? '' })),
    );
    expect(renders.length).toBeGreaterThan(0);
    for (const { path, attributes } of renders) {
      const name = /name="([^"]+)"/.exec(attributes)?.[1];
      expect(name && name in manifest, `${path}: picture ${name}`).toBe(true);
      expect(/alt="[^"]{15,}"/.test(attributes), `${path}: alt of ${name}`).toBe(true);
    }
  });

  it(`at least ${MIN_GUIDES_WITH_FIGURES} guides carry a figure with a caption`, () => {
    const withFigures = guides.filter(({ text }) => /<Figure\b[^>]*\bcaption="[^"]{20,}"/.test(text));
    expect(withFigures.length, withFigures.map(({ path }) => path).join(', ')).toBeGreaterThanOrEqual(
      MIN_GUIDES_WITH_FIGURES,
    );
  });
});
