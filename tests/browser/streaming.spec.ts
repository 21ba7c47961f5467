import type { Page } from '@playwright/test';

import { test, expect } from './fixtures';

/**
 * A slow connection or a busy phone paints a page before its HTML has finished arriving. Whatever
 * part of the first screen has arrived must already sit where it will stay: nothing the parser adds
 * later may push it aside (a centred column growing, a grid stretching its only card).
 *
 * The page is checked as the parser leaves it before each element of the first screen. For
 * well-formed HTML that tree is the whole one without the element and everything after it in
 * document order, so each cut is made in the loaded page by deleting from there to the end, from
 * the last cut to the first; a few cuts are also served as truncated HTML to confirm the model.
 * JavaScript is off: no script runs before the HTML is parsed.
 */

/** Every page type with a first screen of its own: the custom pages, a guide, an API page, the blog. */
const PAGES = [
  '/',
  '/license',
  '/showcase',
  '/EULA',
  '/realvwr',
  '/editor',
  '/docs/intro',
  '/docs/api/classes/Core_API.ViewerApp',
  '/blog',
];

/** A phone, a tablet, the docs' breakpoint, a laptop and a wide screen. */
const WIDTHS = [390, 700, 997, 1280, 1920];
const SCREEN_HEIGHT = 900;

test.use({ javaScriptEnabled: false });

interface Box {
  tag: string;
  x: number;
  y: number;
  /** Has an area and is visible, so the browser paints something there. */
  painted: boolean;
  /**
   * Inside a wrapping flex row (swatches, buttons, tags) or a multi-column list: its items take the
   * next line or column as their content arrives, as words do in a paragraph. The container itself
   * is held to the rule.
   */
  flows: boolean;
}

interface CutReport {
  /** Elements of main in the whole page. */
  elements: number;
  /** Cuts made: before each element that starts in the first screen, and one after the last. */
  cuts: number;
  moved: string[];
  /** Boxes of the elements present at the first, middle and last cut, to compare with served cuts. */
  sampled: Record<number, Box[]>;
}

/**
 * In the loaded page: every element of main with its box, then each cut from the last to the
 * first, listing each painted element of the first screen that is not where the whole page has it.
 */
function measureCuts(page: Page): Promise<CutReport> {
  return page.evaluate(
    ({ screenHeight }) => {
      const main = document.querySelector('main');
      if (!main) return { elements: 0, cuts: 0, moved: ['no <main>'], sampled: {} };
      const elements = [main, ...Array.from(main.querySelectorAll('*'))];
      const boxesNow = (count: number): Box[] => {
        const flowing = new Set<Element>();
        return elements.slice(0, count).map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          const parent = element.parentElement;
          const style = parent ? getComputedStyle(parent) : undefined;
          const wraps =
            style !== undefined &&
            ((style.display.endsWith('flex') && style.flexWrap === 'wrap') ||
              style.columnCount !== 'auto' ||
              style.columnWidth !== 'auto');
          const flows = parent !== null && (flowing.has(parent) || (element !== main && wraps));
          if (flows) flowing.add(element);
          return {
            tag: element.tagName,
            x: Math.round(x * 10) / 10,
            y: Math.round(y * 10) / 10,
            painted: width > 0 && height > 0 && getComputedStyle(element).visibility === 'visible',
            flows,
          };
        });
      };
      const whole = boxesNow(elements.length);
      // Before each element that starts in the first screen, and after the last of them. (Not before
      // each element below it, such as a long article's body before the table of contents beside it:
      // every cut relays out the page, and a guide has thousands of elements.)
      const inFirstScreen = whole.flatMap((box, index) => (index >= 1 && box.y < screenHeight ? [index] : []));
      const afterLast = (inFirstScreen.at(-1) ?? elements.length) + 1;
      const cuts = [...inFirstScreen, ...(afterLast < elements.length ? [afterLast] : [])].reverse();
      const moved: string[] = [];
      const sampled: Record<number, Box[]> = {};
      const sample = [cuts.at(-1), cuts[Math.floor(cuts.length / 2)], cuts[0]];
      for (const cut of cuts) {
        const range = document.createRange();
        range.setStartBefore(elements[cut]!);
        range.setEndAfter(document.body.lastChild!);
        range.deleteContents();
        const boxes = boxesNow(cut);
        if (sample.includes(cut)) sampled[cut] = boxes;
        boxes.forEach((box, index) => {
          const end = whole[index]!;
          if (!box.painted || box.flows || Math.min(box.y, end.y) >= screenHeight) return;
          if (box.x !== end.x || box.y !== end.y) {
            moved.push(`cut before element ${cut}: ${box.tag} #${index} at ${box.x},${box.y} → ${end.x},${end.y}`);
          }
        });
      }
      return { elements: elements.length, cuts: cuts.length, moved, sampled };
    },
    { screenHeight: SCREEN_HEIGHT },
  );
}

for (const path of PAGES) {
  test(`${path}: what has arrived of the first screen stays where it ends up`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const start = html.indexOf('<main');
    const end = html.indexOf('</main>', start);
    expect(start, 'the page has a <main>').toBeGreaterThan(0);
    // Where each element of main starts in the HTML.
    const starts = [...html.slice(start, end).matchAll(/<[a-z]/gi)].map((match) => start + match.index);

    let served = html;
    await page.route(path, (route) => route.fulfill({ contentType: 'text/html', body: served }));
    const moved: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: SCREEN_HEIGHT });
      served = html;
      await page.goto(path);
      const report = await measureCuts(page);
      // One element per start tag, in the same order: the n-th cut is the one before the n-th element.
      expect(report.elements, 'elements in main, against start tags in its HTML').toBe(starts.length);
      expect(report.cuts).toBeGreaterThan(10);
      expect(Object.keys(report.sampled)).toHaveLength(3);
      moved.push(...report.moved.map((line) => `${width} px, ${line}`));

      // The model against the parser: the same boxes when the HTML really stops there.
      if (width !== 1280) continue;
      for (const [cut, simulated] of Object.entries(report.sampled)) {
        served = html.slice(0, starts[Number(cut)]);
        await page.goto(path);
        const boxes = await page.evaluate(() =>
          Array.from(document.querySelectorAll('main, main *')).map((element) => {
            const { x, y } = element.getBoundingClientRect();
            return `${element.tagName} ${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`;
          }),
        );
        expect(boxes, `served cut ${cut}`).toEqual(simulated.map((box) => `${box.tag} ${box.x},${box.y}`));
      }
    }
    expect(moved).toEqual([]);
  });
}
