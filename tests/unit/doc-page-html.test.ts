import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { checkDocPageHtml, missingElements, selectorsOf } from './doc-checks/page-html';

describe('complete examples show the HTML they rely on', () => {
  it('every element a guide sample looks up is in an html block of its page', () => {
    const missing = checkDocPageHtml().map(({ file, line, selector }) => `${file}:${line} ${selector}`);
    expect(missing).toEqual([]);
  });

  it('reports the elements a page does not show, and only those', () => {
    const file = 'tests/fixtures/doc-page-html/incomplete.mdx';
    const missing = missingElements(readFileSync(file, 'utf8'), file).map(({ selector }) => selector);
    // #viewer (the canvas) and #views are shown; `button` is queried on an element the page
    // shows but is neither in the HTML nor created by the sample.
    expect(missing).toEqual(['.info-card', 'button', 'section[data-view]', '#choices']);
  });

  it('reads literal selectors, skips the canvas lookup, and accepts elements the sample creates', () => {
    expect(
      selectorsOf(
        [
          "document.querySelector<HTMLCanvasElement>('#viewer')",
          "document.getElementById('c') as HTMLCanvasElement",
          "document.getElementById('choices')",
          "ConfiguratorTemplate.create({ container: '#configurator' })",
          'panel.querySelectorAll(`fieldset[data-variation="${id}"] button`)',
        ].join('\n'),
      ),
    ).toEqual(['#choices', '#configurator']);
    const page = [
      '```html',
      '<div id="views"></div>',
      '```',
      '',
      '```ts',
      "const views = document.querySelector('#views')!;",
      "views.append(document.createElement('button'));",
      "views.querySelectorAll('button');",
      '```',
    ].join('\n');
    expect(missingElements(page, 'page.mdx')).toEqual([]);
  });
});
