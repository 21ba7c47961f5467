import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { budgets } from '../built/budgets/viewer.mjs';

interface Row {
  name: string;
  ok?: boolean;
  actual?: number;
  limit?: number;
  detail?: string;
}

const sites: string[] = [];

/**
 * A miniature build: entry chunks r and m, a guide, a home page whose hero chunk x imports the
 * engine on request, and the two viewer pages whose chunks import the three.js chunk t and the
 * engine e dynamically, as the real build does.
 */
function fakeSite(files: Record<string, string>): string {
  const site = mkdtempSync(join(tmpdir(), 'viewer-budget-'));
  sites.push(site);
  mkdirSync(join(site, 'build/assets/js'), { recursive: true });
  mkdirSync(join(site, '.docusaurus'));
  const assets: Record<string, { js: { file: string }[] }> = {};
  for (const [id, text] of Object.entries(files)) {
    if (id === 'homeGroup') continue;
    const file = `assets/js/${id}.js`;
    writeFileSync(join(site, 'build', file), text);
    assets[id] = { js: [{ file }] };
  }
  const manifest = {
    entrypoints: ['main'],
    origins: {
      main: ['r', 'm'],
      doc: ['d'],
      home: files.homeGroup === undefined ? ['h'] : files.homeGroup.split(','),
      hero: ['x'],
      viewer: ['v'],
      editor: ['w'],
      engine: ['t', 'e'],
    },
    assets,
  };
  writeFileSync(join(site, '.docusaurus/client-manifest.json'), JSON.stringify(manifest));
  const routes = {
    '/-e5f': { __comp: 'home' },
    '/docs/intro-0a1': { __comp: 'doc' },
    '/realvwr-58c': { __comp: 'viewer', config: 'site-config' },
    '/editor-54e': { __comp: 'editor' },
  };
  writeFileSync(join(site, '.docusaurus/routesChunkNames.json'), JSON.stringify(routes));
  return join(site, 'build');
}

const loadsEngine = 'Promise.all([n.e("t"),n.e("e")]).then(n.bind(n,155))';
const healthy = {
  r: 'runtime',
  // main holds every route's loader; its references must not count as loads of the home page.
  m: 'main n.e("v") n.e("w")',
  d: 'guide',
  // The hero's live ring: its own chunk, imported when the visitor asks.
  h: 'home page n.e("x")',
  x: `hero ring ${loadsEngine}`,
  v: `viewer page ${loadsEngine}`,
  w: `editor page ${loadsEngine}`,
  t: 'window.__THREE__ = "187"',
  e: 'engine',
};

const OTHERS = 'routes other than /realvwr, /editor, / that load three.js';
const HOME = '/ reaches three.js on request only, not in its first load';

async function rowsOf(files: Record<string, string>): Promise<Map<string, Row>> {
  const rows = (await budgets(fakeSite(files))) as Row[];
  return new Map(rows.map((row) => [row.name, row]));
}

afterEach(() => {
  for (const site of sites.splice(0)) rmSync(site, { recursive: true, force: true });
});

describe('viewer budget', () => {
  it('passes when only the viewer pages reach three.js, and measures them', async () => {
    const rows = await rowsOf(healthy);
    expect(rows.get('three.js chunks found by content')).toMatchObject({ ok: true, detail: 'assets/js/t.js' });
    expect(rows.get(OTHERS)).toMatchObject({ ok: true });
    expect(rows.get(HOME)).toMatchObject({ ok: true, detail: 'on request' });
    expect(rows.get('/realvwr reaches the three.js chunk')).toMatchObject({ ok: true });
    const own = rows.get('/realvwr JS beyond the entry chunks, raw');
    expect(own?.actual).toBe(healthy.v.length + healthy.t.length + healthy.e.length);
    const total = rows.get('/realvwr JS in all, raw');
    expect(total?.actual).toBe((own?.actual ?? 0) + healthy.r.length + healthy.m.length);
  });

  it('fails when another page imports a chunk with three.js in it', async () => {
    const rows = await rowsOf({ ...healthy, d: 'guide n.e("t")' });
    expect(rows.get(OTHERS)).toMatchObject({ ok: false, detail: '/docs/intro' });
  });

  it('fails when three.js lands in a chunk every page loads', async () => {
    const rows = await rowsOf({ ...healthy, m: 'main BRDF_GGX' });
    expect(rows.get(OTHERS)?.ok).toBe(false);
    expect(rows.get(HOME)).toMatchObject({ ok: false, detail: 'three.js is in the first load' });
  });

  it("fails when three.js is in the home page's own chunks, or out of its reach", async () => {
    expect((await rowsOf({ ...healthy, homeGroup: 'h,t' })).get(HOME)).toMatchObject({
      ok: false,
      detail: 'three.js is in the first load',
    });
    expect((await rowsOf({ ...healthy, h: 'home page' })).get(HOME)?.ok).toBe(false);
  });

  it('fails loudly when the signatures no longer match three.js', async () => {
    const rows = await rowsOf({ ...healthy, t: 'minified beyond recognition' });
    expect(rows.get('three.js chunks found by content')?.ok).toBe(false);
    expect(rows.get('/realvwr reaches the three.js chunk')?.ok).toBe(false);
  });

  it('says what to do when the build records are missing', async () => {
    const site = mkdtempSync(join(tmpdir(), 'viewer-budget-'));
    sites.push(site);
    const rows = (await budgets(join(site, 'build'))) as Row[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.ok).toBe(false);
    expect(rows[0]?.detail).toContain('npm run build');
  });
});
