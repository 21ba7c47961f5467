import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';

import { apiPageKind, apiSections, shorten, symbolTitle } from '../../plugins/search-index/apiSections';
import { pageIntent, pageKeywords, withoutCodeBlocks, withRoundedWeights } from '../../plugins/search-index';

/** A class page as TypeDoc's Markdown renders through Docusaurus: h1 symbol, h2 groups, h3 members. */
const CLASS_PAGE = `<html><body>
<div class="theme-doc-sidebar-container"><a class="menu__link menu__link--active">API reference</a>
<a class="menu__link menu__link--active">Core_API</a><a class="menu__link menu__link--active">Classes</a>
<a class="menu__link menu__link--active">ViewerApp</a></div>
<article><div class="theme-doc-markdown markdown">
<header><h1>Class: ViewerApp&lt;TEvents&gt;</h1></header>
<p>Defined in: sdk/core/viewer-app.ts:136</p>
<p>The viewer: owns the canvas and the render loop.</p>
<h2 id="example">Example<a href="#example" class="hash-link">&#8203;</a></h2>
<div class="language-ts"><pre><code>const viewer = new ViewerApp({ canvas });</code></pre></div>
<h2 id="properties">Properties<a href="#properties" class="hash-link">&#8203;</a></h2>
<h3 id="camera">camera?<a href="#camera" class="hash-link">&#8203;</a></h3>
<div class="language-ts"><pre><code>readonly camera: ViewerCamera;</code></pre></div>
<p>Defined in: sdk/core/viewer-app.ts:153</p>
<p>The active camera.</p>
<p>Parameters</p><table><tbody><tr><td>options</td><td>unused words</td></tr></tbody></table>
<h2 id="methods">Methods<a href="#methods" class="hash-link">&#8203;</a></h2>
<h3 id="dispose">dispose()<a href="#dispose" class="hash-link">&#8203;</a></h3>
<p>Frees the GPU resources.</p>
<p>Returns</p><p>void</p>
</div></article></body></html>`;

const INTERFACE_PAGE = `<html><body><article><div class="theme-doc-markdown markdown">
<header><h1>Interface: ViewerAppOptions</h1></header>
<p>Options of ViewerApp.</p>
<h2 id="properties">Properties<a href="#properties" class="hash-link">&#8203;</a></h2>
<table><thead><tr><th>Property</th><th>Type</th><th>Description</th></tr></thead>
<tbody><tr><td>canvas</td><td>HTMLCanvasElement</td><td>The canvas to draw on.</td></tr>
<tr><td>licenseKey?</td><td>string</td><td>Your licence key.</td></tr></tbody></table>
</div></article></body></html>`;

/** A module page: topics (h3) over tables of links, and over function headings (h4). */
const MODULE_PAGE = `<html><body><article><div class="theme-doc-markdown markdown">
<header><h1>Module: Extra_Helpers</h1></header>
<p>Small helpers.</p>
<h2 id="interfaces">Interfaces<a href="#interfaces" class="hash-link">&#8203;</a></h2>
<h3 id="options">Options<a href="#options" class="hash-link">&#8203;</a></h3>
<table><tbody><tr><td><a href="/docs/api/interfaces/X">DebounceOptions</a></td><td>Options of debounce.</td></tr></tbody></table>
<h2 id="type-aliases">Type Aliases<a href="#type-aliases" class="hash-link">&#8203;</a></h2>
<h3 id="easingfunction">EasingFunction<a href="#easingfunction" class="hash-link">&#8203;</a></h3>
<p>A curve from 0 to 1.</p>
<h2 id="functions">Functions<a href="#functions" class="hash-link">&#8203;</a></h2>
<h3 id="maths">Maths<a href="#maths" class="hash-link">&#8203;</a></h3>
<h4 id="clamp">clamp()<a href="#clamp" class="hash-link">&#8203;</a></h4>
<p>Limits a value to a range.</p>
</div></article></body></html>`;

describe('API pages in the search index', () => {
  it('indexes a module page by the symbols it documents, not by its topic headings', () => {
    expect(apiSections(MODULE_PAGE, 'modules/Extra_Helpers').sections.slice(1)).toEqual([
      { title: 'EasingFunction', hash: '#easingfunction', content: 'A curve from 0 to 1.', kind: 'type' },
      { title: 'clamp()', hash: '#clamp', content: 'Limits a value to a range.', kind: 'function' },
    ]);
  });

  const page = apiSections(CLASS_PAGE, 'classes/Core_API.ViewerApp');

  it('indexes the symbol with its summary, and each member with its own', () => {
    expect(page.pageTitle).toBe('ViewerApp');
    expect(page.sections).toEqual([
      { title: 'ViewerApp', hash: '', content: 'The viewer: owns the canvas and the render loop.', kind: 'class' },
      { title: 'camera', hash: '#camera', content: 'The active camera.', kind: 'member' },
      { title: 'dispose()', hash: '#dispose', content: 'Frees the GPU resources.', kind: 'member' },
    ]);
  });

  it('lists the members of tables (interface properties, enum members) by name with the symbol', () => {
    const [top] = apiSections(INTERFACE_PAGE, 'interfaces/Core_API.ViewerAppOptions').sections;
    expect(top).toEqual({
      title: 'ViewerAppOptions',
      hash: '',
      content: 'Options of ViewerApp. canvas licenseKey',
      kind: 'interface',
    });
  });

  it('writes names as readers do', () => {
    expect(symbolTitle('Class: ViewerPlugin<TSettings, TEvents<X>>')).toBe('ViewerPlugin');
    expect(symbolTitle('camera?')).toBe('camera');
    expect(symbolTitle('addPlugin()')).toBe('addPlugin()');
    expect(symbolTitle('Enumeration: GemType')).toBe('GemType');
  });

  it('knows each reference folder', () => {
    expect(['classes/A', 'interfaces/A', 'enums/A', 'modules/A', 'modules', 'Changelog'].map(apiPageKind)).toEqual([
      'class',
      'interface',
      'enum',
      'module',
      'guide',
      'guide',
    ]);
  });

  it('cuts long summaries at a word', () => {
    expect(shorten('one two three four', 10)).toBe('one two…');
    expect(shorten('short', 10)).toBe('short');
  });
});

describe('guides and weights in the search index', () => {
  it('leaves guides’ code blocks out', () => {
    expect(withoutCodeBlocks('<p>Text</p><pre class="x"><code>viewer.addPlugin()</code></pre><p>More</p>')).toBe(
      '<p>Text</p><p>More</p>',
    );
  });

  it('rounds weights to two digits and drops empty vectors and empty posting fields, keeping term positions', () => {
    const index = withRoundedWeights({
      fieldVectors: [
        ['title/1', [0, 1.23456, 7, 0.0123456]],
        ['tags/1', []],
      ],
      invertedIndex: [['ring', { _index: 0, title: { 1: {} }, content: {}, tags: {} }]],
    });
    expect(index).toEqual({
      fieldVectors: [['title/1', [0, 1.2, 7, 0.012]]],
      invertedIndex: [['ring', { _index: 0, title: { 1: {} } }]],
    });
  });
});

describe('what a guide says it answers', () => {
  const head = (meta: string) => fromHtml(`<html><head>${meta}</head><body></body></html>`);

  it('reads the description and the keywords Docusaurus writes from the front matter', () => {
    const tree = head(
      '<meta name="description" content="Every release."><meta data-rh=true name=keywords content="release notes,what\'s new, upgrade">',
    );
    expect(pageIntent(tree)).toBe("Every release. release notes what's new upgrade");
    expect(pageKeywords(tree)).toEqual(['release notes', "what's new", 'upgrade']);
  });

  it('gives lunr each keyword as its own words, not run together at the commas', () => {
    const tree = head('<meta name=keywords content="event list,cameraChange,requestFrame">');
    const tokens = lunr.tokenizer(pageIntent(tree)).map(String);
    expect(tokens).toEqual(['event', 'list', 'camerachange', 'requestframe']);
  });

  it('has none where the page states none', () => {
    expect(pageIntent(head(''))).toBe('');
    expect(pageKeywords(head(''))).toEqual([]);
  });
});
