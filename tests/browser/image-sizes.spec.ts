import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { test, expect, gotoHydrated } from './fixtures';
import { sitemapServedPathsSync } from '../buildOutput';

/**
 * Every responsive image's `sizes` tells the truth: at widths from 320 to 1,920 px, at 1x and 2x,
 * the file the browser picks from `sizes` is the one the image's drawn width needs (the smallest
 * candidate at least as wide in device pixels, else the largest). A `sizes` too small gives a
 * blurry picture; one too large downloads a file several times heavier than the picture shown.
 * The pages are those of the build that have any image with `sizes`; widths are layout widths.
 */

const BUILD = 'build';
const WIDTHS = Array.from({ length: (1920 - 320) / 40 + 1 }, (_, i) => 320 + i * 40);
const HEIGHT = 800;

function htmlOf(path: string): string {
  const relative = decodeURIComponent(path).replace(/^\/|\/$/g, '');
  const file = [join(BUILD, relative, 'index.html'), join(BUILD, `${relative}.html`)].find((candidate) =>
    existsSync(candidate),
  );
  if (!file) throw new Error(`No HTML file in ${BUILD}/ for ${path}.`);
  return readFileSync(file, 'utf8');
}

const pagesWithSizes = sitemapServedPathsSync().filter((path) => /<img[^>]*\ssizes=/.test(htmlOf(path)));

interface Mismatch {
  src: string;
  drawn: number;
  sizesWidth: number;
  needed: number;
  picked: number;
}

/** Images whose `sizes` leads the browser to another file than their drawn width needs. */
async function sizesMismatches(page: Page): Promise<Mismatch[]> {
  return page.evaluate(() => {
    /** The entries of a `sizes` list, split at the commas outside parentheses. */
    const entries = (sizes: string): string[] => {
      const parts: string[] = [];
      let depth = 0;
      let current = '';
      for (const character of sizes) {
        if (character === '(') depth += 1;
        if (character === ')') depth -= 1;
        if (character === ',' && depth === 0) {
          parts.push(current.trim());
          current = '';
        } else current += character;
      }
      return [...parts, current.trim()];
    };
    /** A CSS length in pixels, as the page lays it out now. */
    const cssPixels = (length: string): number => {
      const probe = document.createElement('div');
      probe.style.cssText = `position:absolute;visibility:hidden;height:0;width:${length}`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    /** The width `sizes` gives: the length of the first entry whose media condition matches. */
    const sizesWidth = (sizes: string): number => {
      for (const entry of entries(sizes)) {
        if (!entry.startsWith('(')) return cssPixels(entry);
        let depth = 0;
        let end = 0;
        for (; end < entry.length; end += 1) {
          if (entry[end] === '(') depth += 1;
          if (entry[end] === ')' && --depth === 0) break;
        }
        if (matchMedia(entry.slice(0, end + 1)).matches) return cssPixels(entry.slice(end + 1).trim());
      }
      throw new Error(`sizes="${sizes}" has no entry for this width`);
    };
    const pick = (widths: number[], cssWidth: number): number =>
      widths.find((width) => width >= cssWidth * devicePixelRatio) ?? widths.at(-1) ?? 0;

    return Array.from(document.querySelectorAll<HTMLImageElement>('img[sizes][srcset]')).flatMap((image) => {
      // The layout width, which `sizes` describes: a transform that scales a picture afterwards (the
      // 3D pages' poster, fitted to what their overlays leave free) is not the markup's to know.
      const drawn = image.offsetWidth;
      if (drawn === 0) return [];
      const widths = image.srcset
        .split(',')
        .map((candidate: string) => Number(/\s(\d+)w$/.exec(candidate.trim())?.[1]))
        .sort((a: number, b: number) => a - b);
      const fromSizes = sizesWidth(image.sizes);
      const needed = pick(widths, drawn);
      const picked = pick(widths, fromSizes);
      return needed === picked
        ? []
        : [
            {
              src: image.getAttribute('src') ?? '',
              drawn: Math.round(drawn),
              sizesWidth: Math.round(fromSizes),
              needed,
              picked,
            },
          ];
    });
  });
}

test('some pages have responsive images', () => {
  expect(pagesWithSizes.length).toBeGreaterThanOrEqual(5);
});

for (const deviceScaleFactor of [1, 2]) {
  test.describe(`at ${deviceScaleFactor}x`, () => {
    test.use({ deviceScaleFactor });
    for (const path of pagesWithSizes) {
      test(`${path}: the file sizes picks is the one the drawn width needs`, async ({ page }) => {
        await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: HEIGHT });
        await gotoHydrated(page, path);
        const wrong: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          for (const mismatch of await sizesMismatches(page)) {
            wrong.push(
              `${width} px: ${mismatch.src} drawn ${mismatch.drawn} px needs the ${mismatch.needed} w file, sizes says ${mismatch.sizesWidth} px → ${mismatch.picked} w`,
            );
          }
        }
        expect(wrong).toEqual([]);
      });
    }
  });
}
