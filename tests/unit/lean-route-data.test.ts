import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { GlobalPluginData } from '@docusaurus/plugin-content-docs/client';
import type { RouteConfig } from '@docusaurus/types';

import { withNeededDocIds, withoutDocsMap } from '../../plugins/lean-docs-data';

const require = createRequire(import.meta.url);
const registryLoader = require('../../plugins/lean-route-data/registry-loader.cjs') as (source: string) => string;

describe('the client copy of the route registry', () => {
  it('drops the module paths and keeps the loaders, chunk names and module ids', () => {
    const path = '@site/docs/intro.mdx';
    const source = `export default {\n  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "${path}"), "${path}", require.resolveWeak("${path}")],\n};\n`;
    expect(registryLoader(source)).toBe(
      `export default {\n  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "${path}"), 0, require.resolveWeak("${path}")],\n};\n`,
    );
  });
});

describe('the docs data', () => {
  it("keeps only the doc ids the navbar names and the version's main doc", () => {
    const docs = [
      { id: 'intro', path: '/docs/intro', sidebar: 'docs' },
      { id: 'quickstart', path: '/docs/quickstart', sidebar: 'docs' },
      { id: 'api/classes/X', path: '/docs/api/classes/X', sidebar: 'docs' },
    ];
    const data = { path: '/docs', versions: [{ name: 'current', mainDocId: 'intro', docs }] };
    const lean = withNeededDocIds(data as unknown as GlobalPluginData, new Set(['quickstart']));
    expect(lean.versions[0]?.docs).toEqual([
      { id: 'intro', path: '/docs/intro', sidebar: 'docs' },
      { id: 'quickstart', path: '/docs/quickstart', sidebar: 'docs' },
      { path: '/docs/api/classes/X', sidebar: 'docs' },
    ]);
  });

  it("empties the version's map of docs, in nested routes, and leaves the sidebars", () => {
    const version = { docs: { intro: { id: 'intro', title: 'Intro' } }, docsSidebars: { docs: [] } };
    const route: RouteConfig = {
      path: '/docs',
      component: '@theme/DocsRoot',
      routes: [{ path: '/docs', component: '@theme/DocVersionRoot', props: { version } }],
    };
    expect(withoutDocsMap(route).routes?.[0]?.props).toEqual({ version: { docs: {}, docsSidebars: { docs: [] } } });
    expect(version.docs).toHaveProperty('intro');
  });
});
