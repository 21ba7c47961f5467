/**
 * Linked names in code samples: the compile that finds them (plugins/code-links), the compact form
 * the page carries (src/prism/codeReferences.ts) and the markup a line gets (src/prism/lineMarkup.ts).
 */
import { describe, expect, it } from 'vitest';

import { linkSamples } from '../../plugins/code-links';
import { exampleModule } from '../../plugins/code-samples/api-examples';
import { firstSentence, shortSignature } from '../../plugins/code-links/resolve';
import {
  decodeReferences,
  encodeReferences,
  splitAtReferences,
  type CodeReferences,
} from '../../src/prism/codeReferences';
import { lineMarkup } from '../../src/prism/lineMarkup';
import { linesOfRuns } from '../../src/prism/normalizeTokens';

// One TypeScript program over the SDK and the fixture's samples.
const COMPILE_TIMEOUT_MS = 120_000;

const SYMBOL_PAGES = {
  ViewerApp: 'classes/Core_API.ViewerApp',
  'ViewerApp.getPlugin': 'classes/Core_API.ViewerApp#getplugin',
  'ViewerAppOptions.canvas': 'interfaces/Core_API.ViewerAppOptions#canvas',
  DiamondPlugin: 'classes/Plugins.DiamondPlugin',
};

const references: CodeReferences = {
  targets: [{ href: '/docs/api/classes/Core_API.ViewerApp', signature: 'class ViewerApp', summary: 'The viewer.' }],
  spans: [[10, 9, 0]],
};

describe('the compact form of a block’s linked names', () => {
  it('reads back what it wrote', () => {
    expect(decodeReferences(encodeReferences(references))).toEqual(references);
  });

  it.each([
    ['no line of spans', '[["/a","b","c"]]'],
    ['a table that is not JSON', '[["/a",\n0.1.0'],
    ['a target of the wrong shape', '[["/a","b"]]\n0.1.0'],
    ['a span naming a missing target', '[["/a","b","c"]]\n0.1.1'],
    ['a span that is not three numbers', '[["/a","b","c"]]\n0.1'],
    ['an empty span', '[["/a","b","c"]]\n0.0.0'],
  ])('rejects %s', (_case, encoded) => {
    expect(decodeReferences(encoded)).toBeUndefined();
  });
});

describe('cutting token runs at the linked names', () => {
  const code = 'const v = ViewerApp.x;';
  const runs = [
    { types: ['keyword'], content: 'const' },
    { types: ['plain'], content: ' v = ViewerApp' },
    { types: ['punctuation'], content: '.' },
    { types: ['plain'], content: 'x;' },
  ];

  it('marks the piece of a run that a name covers, and keeps the text whole', () => {
    const pieces = splitAtReferences(runs, references.spans);
    expect(pieces.map((piece) => piece.content).join('')).toBe(code);
    expect(pieces.filter((piece) => piece.reference === 0).map((piece) => piece.content)).toEqual(['ViewerApp']);
    expect(pieces.find((piece) => piece.content === ' v = ')?.reference).toBeUndefined();
  });

  it('gives the line one link around the name, described by its tooltip', () => {
    const [line] = linesOfRuns(splitAtReferences(runs, references.spans));
    const html = lineMarkup(line!, { references, idPrefix: 'b1-' });
    expect(html).toContain(
      '<span class="code-ref"><span class="code-ref__tip" role="tooltip" id="b1-0">' +
        '<span class="code-ref__signature">class ViewerApp</span><span class="code-ref__summary">The viewer.</span></span>' +
        '<a href="/docs/api/classes/Core_API.ViewerApp" aria-describedby="b1-0">ViewerApp</a></span>',
    );
    expect(html.startsWith('<span class="token keyword">const</span> v = ')).toBe(true);
  });

  it('leaves a line without links as it was', () => {
    const [line] = linesOfRuns(runs);
    expect(lineMarkup(line!)).not.toContain('code-ref');
    expect(lineMarkup(line!, { references: { targets: [], spans: [] }, idPrefix: 'b-' })).toBe(lineMarkup(line!));
  });
});

describe('the text of a tooltip', () => {
  it('keeps the first sentence of a doc comment, without link syntax', () => {
    expect(firstSentence('Creates the [viewer](/docs/x). Then loads it.')).toBe('Creates the viewer.');
    expect(firstSentence('Tone mapping, e.g. ACES. Second.')).toBe('Tone mapping, e.g. ACES.');
    expect(firstSentence('One paragraph without a stop\n\nAnother.')).toBe('One paragraph without a stop');
    expect(firstSentence('')).toBe('');
    expect(firstSentence('Loads maps (.hdr, .exr) as a .json file. More.')).toBe(
      'Loads maps (.hdr, .exr) as a .json file.',
    );
    expect(firstSentence('With progress from AssetManagerEventMap .')).toBe('With progress from AssetManagerEventMap.');
  });

  it('shows what an imported name imports, on one line, cut at a word', () => {
    expect(shortSignature('(alias) class ViewerApp\nimport ViewerApp')).toBe('class ViewerApp');
    const long = shortSignature(`function f(${'option: string, '.repeat(20)}): void`);
    expect(long.length).toBeLessThanOrEqual(163);
    expect(long.endsWith(' …')).toBe(true);
  });
});

describe('an API example as a module', () => {
  const example = {
    file: 'docs/api/x.md',
    line: 3,
    code: "import { Mesh } from 'three';\nconst m = new Mesh();\nawait m;",
  };
  const module = exampleModule(example, 0, ['ViewerApp', 'DiamondPlugin']);
  const lines = module.text.split('\n');

  it('keeps each line of the example word for word, and knows where each came from', () => {
    example.code.split('\n').forEach((line, number) => {
      expect(lines[module.exampleLine.indexOf(number)]).toBe(line);
    });
    expect(module.exampleLine.filter((origin) => origin !== -1)).toHaveLength(3);
  });

  it('leaves out of the page-side imports a name the example imports itself', () => {
    const imports = lines.filter((line) => line.startsWith('import '));
    expect(imports.filter((line) => /\bMesh\b/.test(line))).toEqual(["import { Mesh } from 'three';"]);
    expect(imports.some((line) => /\bBox3\b/.test(line))).toBe(true);
    expect(lines[0]).toBe("import { Mesh } from 'three';");
  });

  it('imports the SDK names the example and the page-side names use, and no other', () => {
    const uses = exampleModule(
      { file: 'docs/api/y.md', line: 3, code: 'const plugin = new DiamondPlugin();\nawait viewer.addPlugin(plugin);' },
      1,
      ['ViewerApp', 'DiamondPlugin', 'MetalPreset', 'RenderPassContext'],
    );
    const sdkImport = uses.text.split('\n').filter((line) => line.endsWith("from 'vitrine';"));
    // ViewerApp and RenderPassContext type the page's `viewer` and a helper's parameter.
    expect(sdkImport).toEqual(["import { ViewerApp, DiamondPlugin, RenderPassContext } from 'vitrine';"]);
  });
});

describe('linking the names of compiled samples', () => {
  it(
    'links SDK names, members and option keys to their pages, three.js and DOM types to their docs, and nothing else',
    () => {
      const linked = linkSamples(
        { baseUrl: '/' },
        { folders: ['tests/fixtures/code-links/good'], symbolPages: SYMBOL_PAGES, apiExamples: false },
      );
      const page = linked.get('tests/fixtures/code-links/good/page.mdx');
      expect(page?.blocks.size).toBe(2);
      const [sample] = [...(page?.references.values() ?? [])];
      const code = [...(page?.references.keys() ?? [])][0] ?? '';
      const links = (sample?.spans ?? []).map(([start, length, target]) => [
        code.slice(start, start + length),
        sample?.targets[target]?.href,
      ]);
      expect(links).toEqual([
        ['Mesh', 'https://threejs.org/docs/#Mesh'],
        ['DiamondPlugin', '/docs/api/classes/Plugins.DiamondPlugin'],
        ['ViewerApp', '/docs/api/classes/Core_API.ViewerApp'],
        ['HTMLCanvasElement', 'https://developer.mozilla.org/en-US/docs/Web/API/HTMLCanvasElement'],
        ['ViewerApp', '/docs/api/classes/Core_API.ViewerApp'],
        ['canvas', '/docs/api/interfaces/Core_API.ViewerAppOptions#canvas'],
        ['getPlugin', '/docs/api/classes/Core_API.ViewerApp#getplugin'],
        ['DiamondPlugin', '/docs/api/classes/Plugins.DiamondPlugin'],
        ['Mesh', 'https://threejs.org/docs/#Mesh'],
      ]);
      const viewerApp = sample?.targets.find((target) => target.href.endsWith('Core_API.ViewerApp'));
      expect(viewerApp?.summary).toMatch(/^The viewer: .*\.$/);
      const mdn = sample?.targets.find((target) => target.href.includes('mozilla'));
      expect(mdn).toMatchObject({ signature: 'interface HTMLCanvasElement', summary: '' });
    },
    COMPILE_TIMEOUT_MS,
  );

  it(
    'stops the build at a sample that names a symbol the SDK does not export, with its page and line',
    () => {
      expect(() =>
        linkSamples(
          { baseUrl: '/' },
          { folders: ['tests/fixtures/code-links/renamed'], symbolPages: SYMBOL_PAGES, apiExamples: false },
        ),
      ).toThrow(/tests\/fixtures\/code-links\/renamed\/page\.mdx:4 .*DiamondPlugn/);
    },
    COMPILE_TIMEOUT_MS,
  );
});
