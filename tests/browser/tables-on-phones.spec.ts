import { test, expect } from './fixtures';
import { docsRoutes } from '../routes';

/**
 * Tables on a phone: a column of code must not squeeze a column of prose into a word per line.
 * Every guide's tables at 390 px: each cell without code keeps a readable width.
 */
const PHONE = { width: 390, height: 844 };
/** Narrower, and a sentence takes a line per word or two. */
const MIN_PROSE_CELL_PX = 200;

test.use({ viewport: PHONE });

test('on a phone, prose cells of guide tables keep a readable width beside code', async ({ page }) => {
  test.setTimeout(180_000);
  const guides = docsRoutes.filter((route) => !route.path.startsWith('/docs/api'));
  expect(guides.length).toBeGreaterThan(30);
  let tablesWithCode = 0;
  const squeezed: string[] = [];
  for (const { path } of guides) {
    // Layout is CSS: the served page needs no hydration to be measured.
    await page.goto(path, { waitUntil: 'load' });
    const found = await page.evaluate((minimum) => {
      const tables = Array.from(document.querySelectorAll('article .markdown table')).filter((table) =>
        table.querySelector('td code'),
      );
      const narrow = tables.flatMap((table) =>
        Array.from(table.querySelectorAll('td'))
          .filter((cell) => !cell.querySelector('code') && (cell.textContent ?? '').trim().split(/\s+/).length > 3)
          .filter((cell) => cell.getBoundingClientRect().width < minimum)
          .map(
            (cell) => `${Math.round(cell.getBoundingClientRect().width)} px: ${(cell.textContent ?? '').slice(0, 40)}`,
          ),
      );
      return { tables: tables.length, narrow };
    }, MIN_PROSE_CELL_PX);
    tablesWithCode += found.tables;
    squeezed.push(...found.narrow.map((cell) => `${path}: ${cell}`));
  }
  expect(tablesWithCode).toBeGreaterThan(10);
  expect(squeezed).toEqual([]);
});
