/**
 * The docs sidebar's rows (src/theme/DocSidebarItem) carry only the markup infima and the site use:
 * no docs page's sidebar has the theme's per-row `theme-doc-sidebar-item…` classes or a `tabindex`
 * on a link. Every docs page carries the whole sidebar, so either would cost bytes on each one.
 * Fails, too, when no page has a sidebar (then the pattern no longer matches what the theme writes).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, it } from 'vitest';

import { listFiles } from '../../scripts/lib/build-output.mjs';

const BUILD_DIR = 'build';
const SIDEBAR = /<nav aria-label="Docs sidebar"[^>]*>[\s\S]*?<\/nav>/;

it('no docs sidebar row carries the theme classes or a tabindex on a link', () => {
  const pages = listFiles(join(BUILD_DIR, 'docs')).filter((name) => name.endsWith('.html'));
  let withSidebar = 0;
  const problems: string[] = [];
  for (const page of pages) {
    const sidebar = SIDEBAR.exec(readFileSync(join(BUILD_DIR, 'docs', page), 'utf8'))?.[0];
    if (sidebar === undefined) continue;
    withSidebar += 1;
    if (sidebar.includes('theme-doc-sidebar-item')) problems.push(`${page}: theme-doc-sidebar-item class`);
    if (/<a\b[^>]*\stabindex=/i.test(sidebar)) problems.push(`${page}: tabindex on a link`);
  }
  expect(withSidebar, 'docs pages with a sidebar').toBeGreaterThan(300);
  expect(problems).toEqual([]);
});
