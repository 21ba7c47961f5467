/**
 * Typed access, for the browser tests, to the build readers and the page-type table in
 * scripts/lib/ (plain ES modules, which Playwright's loader only accepts through dynamic import).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import pageTypeTable from '../scripts/lib/page-types.json';
import type * as BuildOutputModule from '../scripts/lib/build-output.mjs';
import type * as PageTypesModule from '../scripts/lib/page-types.mjs';

type BuildOutput = typeof BuildOutputModule;
type PageTypes = typeof PageTypesModule;

const buildOutput = (): Promise<BuildOutput> => import('../scripts/lib/build-output.mjs');
const pageTypes = (): Promise<PageTypes> => import('../scripts/lib/page-types.mjs');

/** Page types by id and label, known synchronously (to name one test per type). */
export const PAGE_TYPE_LIST: { id: string; label: string }[] = pageTypeTable.types;
export const NOT_FOUND = pageTypeTable.notFound;

/**
 * The script files of chunks named in the code (`webpackChunkName: "ring-viewer-worker"`), as a
 * pattern for request URLs, looked up in Docusaurus's client manifest (which maps a chunk name to
 * its chunk ids and each id to its files). Throws when the build has no such chunk.
 */
export function namedChunkScript(...names: string[]): RegExp {
  const manifest = JSON.parse(readFileSync(join('.docusaurus', 'client-manifest.json'), 'utf8')) as {
    origins: Record<string, string[]>;
    assets: Record<string, { js?: { file: string }[] }>;
  };
  const files = names.flatMap((name) => {
    const ids = manifest.origins[name];
    // The chunk's own id comes last in its origins (before it, the chunks loaded with it).
    const own = ids?.length ? (manifest.assets[ids.at(-1)!]?.js ?? []).map((asset) => asset.file) : [];
    if (own.length === 0) throw new Error(`The client manifest has no chunk named ${name}: run \`npm run build\`.`);
    return own;
  });
  return new RegExp(`/(?:${files.map((file) => file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`);
}

/** What a first visit to a path downloads before it is interactive (see scripts/lib/build-output.mjs). */
export async function firstLoad(path: string): ReturnType<BuildOutput['firstLoad']> {
  return (await buildOutput()).firstLoad(path);
}

/** Every page path in build/sitemap.xml, without baseUrl. */
export async function sitemapPaths(): Promise<string[]> {
  return (await buildOutput()).sitemapPaths();
}

/** One path per page type, taken from the given paths. */
export async function representativePaths(paths: string[]): Promise<Map<string, string>> {
  return (await pageTypes()).representativePaths(paths);
}

/**
 * The route table's page of a page type. Throws when the table has none, so that a renamed or
 * removed route fails the tests of its page type instead of skipping them.
 */
export async function representativePath(routePaths: string[], type: { id: string; label: string }): Promise<string> {
  const path = (await representativePaths(routePaths)).get(type.id);
  if (!path) throw new Error(`tests/routes.ts has no page of the type "${type.label}": add one.`);
  return path;
}

/**
 * The page paths of build/sitemap.xml as the test server serves them (with baseUrl), read
 * synchronously so that a spec can declare one test per page.
 */
export function sitemapServedPathsSync(buildDir = 'build'): string[] {
  const file = join(buildDir, 'sitemap.xml');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL((match[1] ?? '').replaceAll('&amp;', '&')).pathname,
  );
}
