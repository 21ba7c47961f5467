import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import type { PhrasingContent, Root, RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';

import { BASELINE_FEATURES, BROWSERS, FEATURES, type FeatureKey } from '../../plugins/platform-facts/features';
import {
  cellText,
  ELEMENTS,
  noteNodes,
  parseFeatureList,
  remarkPlatformFacts,
  tableBrowsers,
} from '../../plugins/platform-facts/remark';
import {
  baselineVersion,
  browserName,
  compareVersions,
  firstVersion,
  linkOf,
  rawSupportOf,
  readSupport,
  releaseStatus,
  supportOf,
} from '../../plugins/platform-facts/support';
import { formatNodeRange, nodeRequirement, TOOLCHAIN } from '../../plugins/platform-facts/toolchain';
import { parseMarkdown, REPO_ROOT } from '../../plugins/code-samples/markdown';
import {
  findTypedVersions,
  formatTypedVersions,
  guideFiles,
  typedVersionsInComments,
  typedVersionsInGuides,
} from './doc-checks/versions';

const FIXTURES = 'tests/fixtures/platform-facts';
const FEATURE_KEYS = Object.keys(FEATURES) as FeatureKey[];

function typedIn(fixture: string) {
  const path = `${FIXTURES}/${fixture}`;
  return findTypedVersions(parseMarkdown(readFileSync(path, 'utf8')), path).map(({ line, text }) => `${line}: ${text}`);
}

/** A page as the site builds it: parsed as MDX, then expanded by the remark plugin. */
function expandPage(path: string): Root {
  const tree = parseMarkdown(readFileSync(path, 'utf8'));
  remarkPlatformFacts()(tree, { path });
  return tree;
}

function sdkFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sdkFiles(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('versions in the guides come from the platform-facts elements', () => {
  it('no guide types a browser or Node.js version by hand', () => {
    const found = typedVersionsInGuides();
    expect(found, formatTypedVersions(found)).toEqual([]);
  });

  it('no SDK doc comment types a browser or Node.js version by hand', () => {
    const found = sdkFiles(join(REPO_ROOT, 'sdk')).flatMap((path) =>
      typedVersionsInComments(readFileSync(path, 'utf8'), relative(REPO_ROOT, path)),
    );
    expect(found, formatTypedVersions(found)).toEqual([]);
  });

  it('reports each version and limit typed by hand, in prose, tables, code and captions', () => {
    expect(typedIn('typed.mdx')).toEqual([
      '8: Safari 16.4',
      '8: Chrome 89+',
      '10: Safari (15',
      '12: iOS 16.4',
      '14: Edge 90+',
      '14: Firefox version 108',
      '16: Node.js 20',
      '16: Node v22',
      '20: Node.js | 20 or later',
      '24: Safari on iOS | 16.4',
      '28: Chrome: 89',
      '28: Safari: 16.4',
      '31: Firefox 108+',
      '35: Safari 17',
      '37: 16 WebGL contexts',
    ]);
  });

  it('passes versions written by the elements, and numbers that are no browser versions', () => {
    expect(typedIn('valid.mdx')).toEqual([]);
  });

  it('expands every element in every guide, leaving none of them in the page', () => {
    const used = new Set<string>();
    for (const path of guideFiles()) {
      const source = readFileSync(path, 'utf8');
      for (const name of Object.keys(ELEMENTS)) if (source.includes(`<${name}`)) used.add(name);
      const tree = expandPage(path);
      const left: string[] = [];
      visitJsx(tree, (name) => {
        if (Object.hasOwn(ELEMENTS, name)) left.push(name);
      });
      expect(left, path).toEqual([]);
    }
    // The support page and the guides use every element; an unused one would be dead code.
    expect([...used].sort()).toEqual(Object.keys(ELEMENTS).sort());
  });

  it('gives the installation requirements the versions of the support page', () => {
    const support = tables(expandPage('docs/browser-support.mdx'));
    const requirements = tables(expandPage('docs/installation.mdx')).flat();
    const stated = (what: string) => {
      const text = requirements.find((row) => row.Requirement === what)?.Supported ?? '';
      return Object.fromEntries(
        [...text.matchAll(/(Chrome Android|Safari on iOS|Chrome|Edge|Firefox|Safari) ([\d.]+)/g)].map(
          ([, name = '', version]) => [name, version],
        ),
      );
    };
    const baselineRow = support.flat().find((row) => row.Feature === 'Baseline') ?? {};
    const importMaps = support.flat().find((row) => row.Feature === 'Import maps') ?? {};
    const browsers = BROWSERS.map(browserName);
    // Chrome Android shares Chrome's column where a table leaves it out.
    const column = (row: Record<string, string>, name: string) =>
      row[name] ?? (name === 'Chrome Android' ? row.Chrome : undefined);
    for (const name of browsers) {
      expect(stated('Browsers')[name], name).toBe(column(baselineRow, name));
      expect(stated('Browsers, CDN module build')[name], name).toBe(column(importMaps, name));
    }
  });
});

/** Every table of a page, each row as { header cell: text }; the requirement column keyed "Requirement". */
function tables(tree: Root): Record<string, string>[][] {
  const found: Record<string, string>[][] = [];
  const walk = (node: Root | RootContent) => {
    if (node.type === 'table') {
      const [head, ...rows] = (node as Table).children.map((row) => row.children.map((cell) => toString(cell)));
      const keys = (head ?? []).map((cell) => (cell === 'What' ? 'Requirement' : cell));
      found.push(rows.map((cells) => Object.fromEntries(keys.map((key, index) => [key, cells[index] ?? '']))));
    } else if ('children' in node) for (const child of node.children) walk(child as RootContent);
  };
  walk(tree);
  return found;
}

function visitJsx(tree: Root, onElement: (name: string) => void): void {
  const walk = (node: Root | RootContent | PhrasingContent) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) onElement(node.name);
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
}

describe('the feature mapping and MDN compatibility data', () => {
  it.each(FEATURE_KEYS)('%s names a BCD entry with data for every browser, and a page', (feature) => {
    expect(() => rawSupportOf(feature, 'chrome')).not.toThrow();
    for (const browser of BROWSERS) expect(rawSupportOf(feature, browser).kind, browser).not.toBe('no-data');
    expect(linkOf(feature)).toMatch(/^https:\/\/(developer\.mozilla\.org\/docs\/|registry\.khronos\.org\/)/);
  });

  it('shows only versions that BCD lists as released for that browser', () => {
    for (const feature of FEATURE_KEYS) {
      for (const browser of BROWSERS) {
        const support = supportOf(feature, browser);
        for (const version of [support.full, ...support.partial.map((entry) => entry.from)]) {
          if (version === undefined) continue;
          expect(releaseStatus(browser, version), `${feature} ${browser} ${version}`).toMatch(
            /^(retired|current|esr)$/,
          );
        }
      }
    }
  });

  it('gives Chrome Android a column only in tables where it differs from Chrome', () => {
    for (const feature of FEATURE_KEYS) {
      const differs = cellText(supportOf(feature, 'chrome_android')) !== cellText(supportOf(feature, 'chrome'));
      expect(tableBrowsers([feature]).includes('chrome_android'), feature).toBe(differs);
    }
  });

  it('sets each baseline version to the newest first version of the baseline features', () => {
    expect(BASELINE_FEATURES).toContain('webgl2');
    for (const browser of BROWSERS) {
      const floor = baselineVersion(browser);
      const firsts = BASELINE_FEATURES.map((feature) => firstVersion(rawSupportOf(feature, browser)) ?? 'none');
      for (const version of firsts) expect(compareVersions(version, floor), browser).toBeLessThanOrEqual(0);
      expect(firsts, browser).toContain(floor);
    }
  });

  it('drops partial support that ended below the baseline, and keeps the rest', () => {
    for (const feature of FEATURE_KEYS) {
      for (const browser of BROWSERS) {
        const kept = supportOf(feature, browser).partial;
        for (const entry of rawSupportOf(feature, browser).partial) {
          const current = !entry.to || compareVersions(entry.to, baselineVersion(browser)) >= 0;
          expect(kept.includes(entry) || kept.some((each) => JSON.stringify(each) === JSON.stringify(entry))).toBe(
            current,
          );
        }
      }
    }
  });
});

describe('reading a support statement', () => {
  it('takes the first unprefixed, unflagged, current version as full support', () => {
    const support = readSupport('safari', [
      { version_added: '16.4' },
      { version_added: '5.1', prefix: 'webkit' },
      { version_added: '14', flags: [{ type: 'preference', name: 'x' }] },
    ]);
    expect(support).toEqual({ browser: 'safari', kind: 'full', full: '16.4', partial: [] });
  });

  it('keeps partial support before full support, with its notes and last version', () => {
    const support = readSupport('safari', [
      { version_added: '27' },
      { version_added: '15', version_last: '26.6', version_removed: '27', partial_implementation: true, notes: 'a' },
    ]);
    expect(support.kind).toBe('full');
    expect(support.partial).toEqual([{ from: '15', to: '26.6', notes: ['a'] }]);
    expect(cellText(support)).toBe('15 (partial), 27');
  });

  it('reads partial support alone, removed support, previews, "No" and missing data', () => {
    const partial = readSupport('safari_ios', {
      version_added: '16.4',
      partial_implementation: true,
      notes: ['a', 'b'],
    });
    expect([partial.kind, cellText(partial)]).toEqual(['partial', '16.4 (partial)']);
    const removed = readSupport('chrome', { version_added: '56', version_removed: '62', version_last: '61' });
    expect(cellText(removed)).toBe('No');
    expect(cellText(readSupport('firefox', { version_added: 'preview' }))).toBe('Preview only');
    expect(cellText(readSupport('firefox', { version_added: false }))).toBe('No');
    expect(cellText(readSupport('firefox', { version_added: '18', prefix: 'moz' }))).toBe('No');
    expect(cellText(readSupport('edge', undefined))).toBe('No data');
  });

  it('compares versions as numbers, "≤" ranges by their bound', () => {
    expect(compareVersions('16.4', '16.10')).toBeLessThan(0);
    expect(compareVersions('≤79', '79')).toBe(0);
    expect(compareVersions('108', '89')).toBeGreaterThan(0);
    expect(compareVersions('15', '15.0')).toBe(0);
  });

  it("turns BCD's note HTML into Markdown text, code and links", () => {
    const nodes = noteNodes('Before 58, <code>a &lt;b&gt;</code> failed (see <a href="https://x.test/1">bug 1</a>).');
    expect(nodes).toEqual([
      { type: 'text', value: 'Before 58, ' },
      { type: 'inlineCode', value: 'a <b>' },
      { type: 'text', value: ' failed (see ' },
      { type: 'link', url: 'https://x.test/1', children: [{ type: 'text', value: 'bug 1' }] },
      { type: 'text', value: ').' },
    ]);
  });

  it('accepts only an array of known feature keys in features={…}', () => {
    expect(parseFeatureList(`['importMaps', "webgl2"]`)).toEqual(['importMaps', 'webgl2']);
    expect(() => parseFeatureList(`['importMap']`)).toThrow(/importMap/);
    expect(() => parseFeatureList('KEYS')).toThrow(/array/);
    expect(() => parseFeatureList('[]')).toThrow(/no features/);
  });

  it('fails the build, with file and line, on an unknown feature, browser or attribute', () => {
    const run = (markdown: string) => () => remarkPlatformFacts()(parseMarkdown(markdown), { path: 'page.mdx' });
    expect(run('Text <BrowserVersion feature="importmaps" /> here.')).toThrow(/^page\.mdx:1: .*importMaps/);
    expect(run('\n<BrowserVersion feature="importMaps" browser="opera" />')).toThrow(/^page\.mdx:2: .*opera/);
    expect(run('<NodeVersion major />')).toThrow(/no attribute major/);
    expect(run('<BrowserSupportTable />')).toThrow(/either features/);
    // An inline version for a browser without support would print nonsense ("no version or later").
    expect(run('<BrowserVersion feature="gpuTimerQuery" browser="safari" />')).toThrow(/no released support/);
  });
});

describe('the Node.js version the guides print', () => {
  it('is the engines.node range of the captured Vite, in the guides’ words', () => {
    expect(formatNodeRange('^20.19.0 || >=22.12.0')).toBe('20.19+ or 22.12+');
    expect(formatNodeRange('>=18')).toBe('18+');
    expect(formatNodeRange('>=18.0.3')).toBe('18.0.3+');
    expect(formatNodeRange('^18.0.0 || ^20.9.0 || >=22')).toBe('18+, 20.9+ or 22+');
    expect(() => formatNodeRange('~20.1')).toThrow(/understood/);
    expect(nodeRequirement()).toBe(formatNodeRange(TOOLCHAIN.vite.node));
  });

  it('stops the build when create-vite and Vite ask for different versions', () => {
    const capture = { ...TOOLCHAIN, createVite: { ...TOOLCHAIN.createVite, node: '>=24' } };
    expect(() => nodeRequirement(capture)).toThrow(/create-vite .* asks for Node >=24/);
  });

  it('was captured for the command the quickstart runs', () => {
    // Change the command (pin a version, another template) and this fails until
    // `node scripts/capture-toolchain.mjs` captures what the new command installs.
    const guide = readFileSync(TOOLCHAIN.source.file, 'utf8');
    expect(guide.split('\n')).toContain(TOOLCHAIN.source.command);
    expect(TOOLCHAIN.source.command).toContain(`vite@${TOOLCHAIN.createVite.spec} `);
    expect(TOOLCHAIN.source.command).toMatch(new RegExp(`--template ${TOOLCHAIN.template.name}( --[\\w-]+)*$`));
    expect(TOOLCHAIN.vite.node).toMatch(/\d/);
  });
});
