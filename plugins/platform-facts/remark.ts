/**
 * A remark plugin for the docs: replaces the elements below with plain Markdown nodes when the site
 * is built, so a page states browser versions, the Node.js version and browser limits from their
 * sources (BCD, the captured Vite metadata, limits.ts) and ships none of that data. The Markdown
 * copies for assistants (plugins/llms) read the result as ordinary text and tables.
 *
 * - `<BrowserSupportTable features={['webgl2', 'importMaps']} />`, or `<BrowserSupportTable baseline />`
 *   for the baseline features with a last row of baseline versions: a table of first versions per
 *   browser, each feature linked to MDN, followed by BCD's notes on partial support.
 * - `<BrowserVersion feature="importMaps" browser="safari" />`: "Safari 16.4". Without `browser`:
 *   every browser, "Chrome 89, Edge 89, … and Chrome Android 89".
 * - `<BrowserBaseline />` (or with `browser`): the baseline versions in the same form.
 * - `<BrowserDataRelease />`: the BCD release the versions come from.
 * - `<NodeVersion />`: "20.19+ or 22.12+", from vite-capture.json (scripts/capture-toolchain.mjs).
 * - `<WebGLContextLimit />`: the number of live WebGL contexts Chromium keeps on desktop, or with
 *   `engine="…"` another engine's figure (limits.ts).
 *
 * A wrong feature or browser key, an unknown attribute, or an inline version for a browser without
 * support fails the build with the file and line.
 */
import type { Link, PhrasingContent, Root, RootContent, Table, TableCell, TableRow, Text } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { SKIP, visit } from 'unist-util-visit';

import {
  BASELINE_FEATURES,
  BROWSERS,
  FEATURES,
  isBrowserKey,
  isFeatureKey,
  type BrowserKey,
  type FeatureKey,
} from './features';
import { WEBGL_CONTEXT_LIMITS, isWebGLContextEngine } from './limits';
import {
  baseline,
  browserName,
  dataRelease,
  linkOf,
  supportOf,
  type BrowserSupport,
  type PartialSupport,
} from './support';
import { nodeRequirement } from './toolchain';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The elements this plugin expands, with the attributes each accepts. */
export const ELEMENTS = {
  BrowserSupportTable: ['features', 'baseline'],
  BrowserVersion: ['feature', 'browser'],
  BrowserBaseline: ['browser'],
  BrowserDataRelease: [],
  NodeVersion: [],
  WebGLContextLimit: ['engine'],
} as const satisfies Record<string, readonly string[]>;

type ElementName = keyof typeof ELEMENTS;

function isOurs(node: JsxElement): node is JsxElement & { name: ElementName } {
  return node.name !== null && Object.hasOwn(ELEMENTS, node.name);
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|[a-z]+);/g, (entity, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? entity),
  );
}

/** BCD's notes are small HTML: `<code>` and `<a href>` are kept as Markdown, other tags dropped. */
export function noteNodes(html: string): PhrasingContent[] {
  const nodes: PhrasingContent[] = [];
  for (const part of html.split(/(<code>[\s\S]*?<\/code>|<a\s+href="[^"]*"[^>]*>[\s\S]*?<\/a>)/)) {
    if (!part) continue;
    const code = /^<code>([\s\S]*)<\/code>$/.exec(part);
    const link = /^<a\s+href="([^"]*)"[^>]*>([\s\S]*)<\/a>$/.exec(part);
    if (code) nodes.push({ type: 'inlineCode', value: decodeEntities(code[1] ?? '') });
    else if (link) {
      const children = noteNodes(link[2] ?? '');
      nodes.push({ type: 'link', url: decodeEntities(link[1] ?? ''), children } as Link);
    } else nodes.push({ type: 'text', value: decodeEntities(part.replace(/<[^>]+>/g, '')) });
  }
  return nodes;
}

/** A table cell's text: "16.4", "15 (partial), 27", "16.4 (partial)", "No", "No data". */
export function cellText(support: BrowserSupport): string {
  switch (support.kind) {
    case 'full':
      return support.partial[0] ? `${support.partial[0].from} (partial), ${support.full}` : (support.full ?? '');
    case 'partial':
      return `${support.partial[0]?.from} (partial)`;
    case 'preview':
      return 'Preview only';
    case 'none':
      return 'No';
    case 'no-data':
      return 'No data';
  }
}

/** "Safari 16.4", "Safari on iOS 16.4 (partial)", "Safari 15 (partial; full from 27)". */
export function inlineVersion(feature: FeatureKey, browser: BrowserKey): string {
  const support = supportOf(feature, browser);
  const name = browserName(browser);
  const partial = support.partial[0];
  if (support.kind === 'full' && partial) return `${name} ${partial.from} (partial; full from ${support.full})`;
  if (support.kind === 'full') return `${name} ${support.full}`;
  if (support.kind === 'partial') return `${name} ${partial?.from} (partial)`;
  throw new Error(
    `${FEATURES[feature].label} has no released support in ${name} (BCD: ${cellText(support)}); ` +
      'name it with a <BrowserSupportTable> instead of an inline version',
  );
}

/** "A, B and C". */
function listOf(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function cell(children: PhrasingContent[]): TableCell {
  return { type: 'tableCell', children };
}

function text(value: string): Text {
  return { type: 'text', value };
}

/** BCD's notes on partial support: one list item per feature and note, naming every browser it is about. */
function notesList(features: FeatureKey[]): RootContent[] {
  const items = features.flatMap((feature) => {
    const groups = new Map<string, { browsers: BrowserKey[]; partial: PartialSupport }>();
    for (const browser of BROWSERS) {
      for (const partial of supportOf(feature, browser).partial) {
        const key = JSON.stringify(partial);
        const group = groups.get(key) ?? { browsers: [], partial };
        group.browsers.push(browser);
        groups.set(key, group);
      }
    }
    return [...groups.values()].map(({ browsers, partial }) => {
      const range = partial.to ? `${partial.from} to ${partial.to}` : `${partial.from} and later`;
      const notes = partial.notes.length ? partial.notes : ['BCD gives no details.'];
      const children: PhrasingContent[] = [
        text(FEATURES[feature].label),
        text(`, ${listOf(browsers.map(browserName))} ${range} (partial): `),
        ...notes.flatMap((note, index) => [...(index > 0 ? [text(' ')] : []), ...noteNodes(note)]),
      ];
      return { type: 'listItem' as const, spread: false, children: [{ type: 'paragraph' as const, children }] };
    });
  });
  return items.length ? [{ type: 'list', ordered: false, spread: false, children: items }] : [];
}

/**
 * The browsers a table has a column for: all but Chrome Android, which only where one of the
 * table's features has other versions there than in Chrome (it mostly shares Chrome's).
 */
export function tableBrowsers(features: FeatureKey[]): BrowserKey[] {
  const differs = features.some(
    (feature) => cellText(supportOf(feature, 'chrome_android')) !== cellText(supportOf(feature, 'chrome')),
  );
  return BROWSERS.filter((browser) => browser !== 'chrome_android' || differs);
}

/** A table of first versions, with BCD's notes on partial support after it. */
export function supportTable(features: FeatureKey[], withBaselineRow = false): RootContent[] {
  const browsers = tableBrowsers(features);
  const header: TableRow = {
    type: 'tableRow',
    children: [cell([text('Feature')]), ...browsers.map((browser) => cell([text(browserName(browser))]))],
  };
  const rows: TableRow[] = features.map((feature) => ({
    type: 'tableRow',
    children: [
      cell([{ type: 'link', url: linkOf(feature), children: [text(FEATURES[feature].label)] }]),
      ...browsers.map((browser) => cell([text(cellText(supportOf(feature, browser)))])),
    ],
  }));
  if (withBaselineRow) {
    const versions = new Map(baseline().map(({ browser, version }) => [browser, version]));
    rows.push({
      type: 'tableRow',
      children: [
        cell([{ type: 'strong', children: [text('Baseline')] }]),
        ...browsers.map((browser) => cell([{ type: 'strong', children: [text(versions.get(browser) ?? '')] }])),
      ],
    });
  }
  const table: Table = { type: 'table', align: [null, ...browsers.map(() => null)], children: [header, ...rows] };
  return [table, ...notesList(features)];
}

function attributesOf(node: JsxElement & { name: ElementName }): Map<string, string | true> {
  const allowed: readonly string[] = ELEMENTS[node.name];
  const attributes = new Map<string, string | true>();
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !allowed.includes(attribute.name)) {
      const name = attribute.type === 'mdxJsxAttribute' ? attribute.name : '{...spread}';
      throw new Error(`<${node.name}> has no attribute ${name} (it takes: ${allowed.join(', ') || 'none'})`);
    }
    const value = attribute.value;
    attributes.set(
      attribute.name,
      value === null || value === undefined ? true : typeof value === 'string' ? value : value.value,
    );
  }
  if (node.children.length) throw new Error(`<${node.name}> takes no children`);
  return attributes;
}

function featureKey(value: string | true | undefined, element: string): FeatureKey {
  if (typeof value === 'string' && isFeatureKey(value)) return value;
  throw new Error(
    `<${element}> needs feature="…", one of ${Object.keys(FEATURES).join(', ')} (plugins/platform-facts/features.ts); got ${String(value)}`,
  );
}

function browserKey(value: string | true | undefined, element: string): BrowserKey | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && isBrowserKey(value)) return value;
  throw new Error(`<${element}> browser="${String(value)}" is not one of ${BROWSERS.join(', ')}`);
}

/** `features={['a', "b"]}`: an array of string literals, nothing else. */
export function parseFeatureList(expression: string | true | undefined): FeatureKey[] {
  if (typeof expression !== 'string' || !/^\s*\[\s*(?:(?:'[^']*'|"[^"]*")\s*,?\s*)*\]\s*$/.test(expression)) {
    throw new Error(`<BrowserSupportTable features={…}> must be an array of feature keys; got ${String(expression)}`);
  }
  const keys = [...expression.matchAll(/'([^']*)'|"([^"]*)"/g)].map((match) => match[1] ?? match[2] ?? '');
  if (!keys.length) throw new Error('<BrowserSupportTable> lists no features');
  return keys.map((key) => featureKey(key, 'BrowserSupportTable'));
}

/** The Markdown an element stands for: block content for a table, phrasing for the rest. */
export function expand(node: JsxElement & { name: ElementName }): RootContent[] | PhrasingContent[] {
  const attributes = attributesOf(node);
  switch (node.name) {
    case 'BrowserSupportTable': {
      if (attributes.has('baseline') === attributes.has('features')) {
        throw new Error('<BrowserSupportTable> takes either features={[…]} or baseline');
      }
      if (node.type !== 'mdxJsxFlowElement') throw new Error('<BrowserSupportTable> must stand on its own line');
      return attributes.has('baseline')
        ? supportTable(BASELINE_FEATURES, true)
        : supportTable(parseFeatureList(attributes.get('features')));
    }
    case 'BrowserVersion': {
      const feature = featureKey(attributes.get('feature'), node.name);
      const browser = browserKey(attributes.get('browser'), node.name);
      const browsers = browser ? [browser] : [...BROWSERS];
      return [text(listOf(browsers.map((each) => inlineVersion(feature, each))))];
    }
    case 'BrowserBaseline': {
      const browser = browserKey(attributes.get('browser'), node.name);
      const versions = baseline().filter((entry) => !browser || entry.browser === browser);
      return [text(listOf(versions.map((entry) => `${browserName(entry.browser)} ${entry.version}`)))];
    }
    case 'BrowserDataRelease': {
      const { version, date } = dataRelease();
      return [text(`${version} (data of ${date})`)];
    }
    case 'NodeVersion':
      return [text(nodeRequirement())];
    case 'WebGLContextLimit': {
      const engine = attributes.get('engine') ?? 'chromium';
      if (!isWebGLContextEngine(engine)) {
        throw new Error(
          `<WebGLContextLimit> engine="${String(engine)}" is not one of ${Object.keys(WEBGL_CONTEXT_LIMITS).join(', ')}`,
        );
      }
      return [text(String(WEBGL_CONTEXT_LIMITS[engine]))];
    }
  }
}

/** The remark plugin (docs only; see docusaurus.config.ts). */
export function remarkPlatformFacts() {
  return (tree: Root, file: { path?: string }): void => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
      if (!isOurs(node) || !parent || index === undefined) return undefined;
      let replacement: RootContent[] | PhrasingContent[];
      try {
        replacement = expand(node);
      } catch (error) {
        const where = `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
        throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      // An inline element alone on its line is a flow element in MDX: give its text a paragraph.
      const nodes =
        node.type === 'mdxJsxFlowElement' && node.name !== 'BrowserSupportTable'
          ? [{ type: 'paragraph', children: replacement as PhrasingContent[] } as RootContent]
          : replacement;
      (parent.children as RootContent[]).splice(index, 1, ...(nodes as RootContent[]));
      return [SKIP, index + nodes.length];
    });
  };
}
