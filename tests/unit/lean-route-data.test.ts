import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
type Loader = (
  this: { getOptions(): object; resourcePath: string; addDependency(file: string): void },
  source: string,
) => string;
const registryLoader = require('../../plugins/lean-route-data/registry-loader.cjs') as Loader;
const routesChunkNamesLoader = require('../../plugins/lean-route-data/routes-chunk-names-loader.cjs') as Loader;
const globalDataLoader = require('../../plugins/lean-route-data/global-data-loader.cjs') as Loader;
const { shortChunkNames } = require('../../plugins/lean-route-data/chunk-names.cjs') as {
  shortChunkNames: (source: string) => Map<string, string>;
};

/** A registry.js as Docusaurus writes it, one entry per chunk name. */
function registrySource(names: string[]): string {
  const entries = names.map(
    (name) =>
      `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/docs/${name}.md"), "@site/docs/${name}.md", require.resolveWeak("@site/docs/${name}.md")],`,
  );
  return `export default {\n${entries.join('\n')}\n};\n`;
}

function context(options: object, resourcePath = '/x') {
  return { getOptions: () => options, resourcePath, addDependency: () => {} };
}

describe('the lean client copy of the route data', () => {
  const names = Array.from({ length: 600 }, (_, index) =>
    ((index * 2654435761) % 2 ** 32).toString(16).padStart(8, '0'),
  );

  it('gives every registry chunk a distinct short name of letters only', () => {
    const short = shortChunkNames(registrySource(names));
    const values = [...short.values()];
    expect(short.size).toBe(new Set(names).size);
    expect(new Set(values).size).toBe(values.length);
    expect(values.every((value) => /^[a-z]{1,2}$/.test(value))).toBe(true);
  });

  it('drops module paths from the registry and renames its keys with their chunks', () => {
    const source = registrySource(['0058b4c6', 'ff00aa11']);
    const lean = registryLoader.call(context({ shortNames: true }), source);
    expect(lean).not.toContain('", require.resolveWeak');
    expect(lean).toContain('"a": [() => import(/* webpackChunkName: "a" */ "@site/docs/0058b4c6.md"), 0,');
    expect(lean).toContain('"b": [() => import(/* webpackChunkName: "b" */ "@site/docs/ff00aa11.md"), 0,');
    // Development keeps the names.
    expect(registryLoader.call(context({ shortNames: false }), source)).toContain('"0058b4c6": [');
  });

  it('renames the route map to the registry names, leaving route keys and unknown values', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lean-route-data-'));
    writeFileSync(join(dir, 'registry.js'), registrySource(['0058b4c6', 'ff00aa11']));
    const routes = { '/docs/intro-536': { __comp: 'ff00aa11', __context: { plugin: '0058b4c6' }, other: 'kept' } };
    const lean = JSON.parse(
      routesChunkNamesLoader.call(context({}, join(dir, 'routesChunkNames.json')), JSON.stringify(routes)),
    );
    expect(lean).toEqual({ '/docs/intro-536': { __comp: 'b', __context: { plugin: 'a' }, other: 'kept' } });
  });

  it("keeps only the doc ids the navbar names and the version's main doc", () => {
    const docs = [
      { id: 'intro', path: '/docs/intro', sidebar: 'docs' },
      { id: 'quickstart', path: '/docs/quickstart', sidebar: 'docs' },
      { id: 'api/classes/X', path: '/docs/api/classes/X', sidebar: 'docs' },
    ];
    const globalData = { 'docusaurus-plugin-content-docs': { default: { versions: [{ mainDocId: 'intro', docs }] } } };
    const lean = JSON.parse(globalDataLoader.call(context({ keepIds: ['quickstart'] }), JSON.stringify(globalData)));
    expect(lean['docusaurus-plugin-content-docs'].default.versions[0].docs).toEqual([
      { id: 'intro', path: '/docs/intro', sidebar: 'docs' },
      { id: 'quickstart', path: '/docs/quickstart', sidebar: 'docs' },
      { path: '/docs/api/classes/X', sidebar: 'docs' },
    ]);
  });
});
