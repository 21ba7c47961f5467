import AxeBuilder from '@axe-core/playwright';

import { test, expect, gotoHydrated } from './fixtures';
import { settledViewer } from './viewerHelpers';

/** Both 3D pages pass axe with the viewer running (its toolbar, overlays and the configurator). */
test.describe.configure({ timeout: 240_000 });
test.use({ reducedMotion: 'reduce' });

for (const path of ['/realvwr', '/editor']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    await settledViewer(page);
    await page.getByRole('button', { name: 'Frame time' }).click();
    await expect(page.getByTestId('frame-stats')).toBeVisible();
    // The page's own content. Left out: the navbar and the Prism theme of code blocks, which are
    // site-wide (the github theme's string colour is 4.32:1 on its background).
    const results = await new AxeBuilder({ page }).include('main').exclude('.theme-code-block').analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .slice(0, 3)
            .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
            .join(' | ')}`,
      ),
    ).toEqual([]);
  });
}
