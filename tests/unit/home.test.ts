import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { partialCode } from '../../plugins/code-samples/markdown';
import { audiences, capabilities, docsPaths } from '../../src/data/home';

describe('home page data', () => {
  it('shows the same first sample as the introduction, which the sample check compiles', () => {
    const intro = readFileSync('docs/intro.mdx', 'utf8');
    expect(intro).toContain(partialCode('src/pages/_components/Home/FirstViewer/sample.mdx'));
  });

  it('has unique, non-empty capability and audience entries', () => {
    for (const list of [capabilities, audiences, docsPaths]) {
      const titles = list.map((entry) => entry.title);
      expect(new Set(titles).size).toBe(titles.length);
      for (const entry of list) expect(entry.description.length).toBeGreaterThan(40);
    }
  });

  it('points every path at a site-absolute route', () => {
    for (const path of docsPaths) expect(path.to).toMatch(/^\/(docs\/)?[\w/-]+$/);
  });
});
