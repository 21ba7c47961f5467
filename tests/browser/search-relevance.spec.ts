import { test, expect, gotoHydrated } from './fixtures';
import { searchBox, resultOptions, waitForAnswer } from './search-helpers';
import { searchQueries } from '../search-queries';

/** Share of queries whose expected page must come first. */
const FIRST_SHARE = 0.9;

function pageOf(href: string | null): string {
  return (href ?? '').split('#')[0] ?? '';
}

test.describe('search relevance (tests/search-queries.ts)', () => {
  test.setTimeout(180_000);

  test('the expected page is first for 90% of the queries, in the top 3 for all, first for every exact title', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/intro');
    const box = searchBox(page);
    await box.click();

    const rows: { query: string; page: string; rank: number; exact: boolean; got: string[] }[] = [];
    for (const { query, page: expected, exact = false } of searchQueries) {
      await box.fill(query);
      await waitForAnswer(page);
      const got = (
        await resultOptions(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      ).map(pageOf);
      rows.push({ query, page: expected, rank: got.indexOf(expected) + 1, exact, got });
    }

    const report = rows
      .map(({ query, page: expected, rank, got }) =>
        rank === 1
          ? `  1  ${query}`
          : `  ${rank || '-'}  ${query} → expected ${expected}, got ${got.slice(0, 3).join(', ')}`,
      )
      .join('\n');
    const first = rows.filter((row) => row.rank === 1).length;
    test.info().annotations.push({ type: 'relevance', description: `${first}/${rows.length} first\n${report}` });

    expect(rows.length, 'at least 30 queries').toBeGreaterThanOrEqual(30);
    expect(
      rows.filter((row) => row.rank < 1 || row.rank > 3).map((row) => row.query),
      `expected page in the top 3:\n${report}`,
    ).toEqual([]);
    expect(
      rows.filter((row) => row.exact && row.rank !== 1).map((row) => row.query),
      `exact titles and symbol names first:\n${report}`,
    ).toEqual([]);
    expect(first / rows.length, `share of queries with the expected page first:\n${report}`).toBeGreaterThanOrEqual(
      FIRST_SHARE,
    );
  });
});
