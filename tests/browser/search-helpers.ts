import type { Locator, Page, Route } from '@playwright/test';

import { expect } from './fixtures';

/** The navbar search input (a combobox once its code has loaded, and before). */
export function searchBox(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Search the documentation' });
}

export function resultOptions(page: Page): Locator {
  return page.getByRole('option');
}

export function noResults(page: Page): Locator {
  return page.getByText('No results found.', { exact: true });
}

/** Clicks the box and waits for the panel. */
export async function openSearch(page: Page): Promise<Locator> {
  const box = searchBox(page);
  await box.click();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  return box;
}

/** Types a query into the open box and waits until results or the no-results message show. */
export async function searchFor(page: Page, query: string): Promise<Locator> {
  const box = searchBox(page);
  if ((await box.getAttribute('aria-expanded')) !== 'true') await openSearch(page);
  await box.fill(query);
  await waitForAnswer(page);
  return box;
}

export async function waitForAnswer(page: Page): Promise<void> {
  await expect(resultOptions(page).first().or(noResults(page))).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Searching' })).toHaveCount(0);
}

/** Titles of the listed results. */
export async function resultTitles(page: Page): Promise<string[]> {
  return resultOptions(page).getByTestId('search-result-title').allTextContents();
}

/** Holds matching requests until `release()`: for slow-network cases without sleeping. */
export async function holdRequests(page: Page, url: string | RegExp) {
  const held: Route[] = [];
  let releasing = false;
  await page.route(url, (route) => {
    if (releasing) void route.continue();
    else held.push(route);
  });
  return {
    held,
    async release() {
      releasing = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}
