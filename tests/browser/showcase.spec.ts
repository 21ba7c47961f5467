import { test, expect, gotoHydrated, waitForHydration } from './fixtures';
import { showcaseProjects, TAGS } from '../../src/data/showcase';

const total = showcaseProjects.length;
const watchProjects = showcaseProjects.filter((entry) => entry.tags.includes('watches'));

test.describe('showcase filter', () => {
  test('a selected tag is kept in the URL, survives a reload, and clears', async ({ page }) => {
    await gotoHydrated(page, '/showcase');
    const status = page.getByRole('status');
    const cards = page.locator('main article');
    const watches = page.getByRole('checkbox', { name: new RegExp(`^${TAGS.watches.label}\\b`) });
    await expect(status).toHaveText(`Showing all ${total} projects`);
    await expect(cards).toHaveCount(total);

    // Click the visible chip, as a visitor does; the checkbox behind it is visually hidden.
    await page.locator('label[for="showcase-tag-watches"]').click();
    await expect(watches).toBeChecked();
    await expect(page).toHaveURL(/\/showcase\?tags=watches$/);
    await expect(status).toHaveText(`Showing ${watchProjects.length} of ${total} projects`);
    await expect(cards).toHaveCount(watchProjects.length);
    for (const entry of watchProjects) {
      await expect(page.getByRole('heading', { level: 3, name: entry.title })).toBeVisible();
    }

    await page.reload();
    await waitForHydration(page);
    await expect(watches).toBeChecked();
    await expect(status).toHaveText(`Showing ${watchProjects.length} of ${total} projects`);
    await expect(cards).toHaveCount(watchProjects.length);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/showcase$/);
    await expect(watches).not.toBeChecked();
    await expect(status).toHaveText(`Showing all ${total} projects`);
    await expect(cards).toHaveCount(total);
  });

  test('the search text is kept in the URL and an empty result offers the way back', async ({ page }) => {
    await gotoHydrated(page, '/showcase?tags=furniture');
    await page.getByLabel('Search projects').fill('diamond');
    await expect(page).toHaveURL(/tags=furniture/);
    await expect(page).toHaveURL(/q=diamond/);
    await expect(page.getByRole('status')).toHaveText(`Showing 0 of ${total} projects`);
    await expect(page.getByText('No project matches “diamond” in Furniture.')).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(0);

    await page.getByRole('button', { name: 'Show all projects' }).click();
    await expect(page).toHaveURL(/\/showcase$/);
    await expect(page.getByLabel('Search projects')).toHaveValue('');
    await expect(page.locator('main article')).toHaveCount(total);
  });

  test('an unknown tag in the URL is named and ignored', async ({ page }) => {
    await gotoHydrated(page, '/showcase?tags=spaceships&tags=eyewear');
    await expect(
      page.getByText('This link asked for an industry the showcase does not have (“spaceships”)'),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Eyewear\b/ })).toBeChecked();
    const eyewear = showcaseProjects.filter((entry) => entry.tags.includes('eyewear')).length;
    await expect(page.locator('main article')).toHaveCount(eyewear);
  });

  test('images keep their place before loading and load lazily', async ({ page }) => {
    await gotoHydrated(page, '/showcase');
    const images = page.locator('main article img');
    await expect(images).toHaveCount(total);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', '640');
      await expect(image).toHaveAttribute('height', '400');
    }
    // The last card is far below the fold: its box already has the image's aspect ratio.
    const box = await images.last().boundingBox();
    expect(box).not.toBeNull();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(640 / 400, 1);
  });
});
