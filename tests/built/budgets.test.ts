/**
 * Budgets on what each route loads, which needs Docusaurus's client manifest (`.docusaurus/`) and
 * no size tool understands (file sizes are in .size-limit.mjs, checked by size-limit). Each module
 * of budgets/ exports `budgets(buildDir)`: rows of `{ name, actual, limit }` (bytes) or of
 * `{ name, ok, detail }` for checks that are not a size. Every row is a test of its own. Each
 * limit is a measurement with a stated margin, recorded beside it.
 */
import { describe, expect, it } from 'vitest';

import * as runtime from './budgets/runtime.mjs';
import * as searchOnIntent from './budgets/search-on-intent.mjs';
import * as viewer from './budgets/viewer.mjs';

interface BudgetRow {
  name: string;
  actual?: number;
  limit?: number;
  ok?: boolean;
  detail?: string;
}

const MODULES: Record<string, { budgets: (buildDir: string) => Promise<BudgetRow[]> }> = {
  runtime,
  'search on intent': searchOnIntent,
  viewer,
};

for (const [module, { budgets }] of Object.entries(MODULES)) {
  const rows = await budgets('build');
  describe(`${module} budgets`, () => {
    for (const row of rows) {
      it(row.name, () => {
        if (row.limit === undefined) expect(row.ok, row.detail).toBe(true);
        else expect(row.actual, `${row.actual} B, limit ${row.limit} B`).toBeLessThanOrEqual(row.limit);
      });
    }
  });
}
