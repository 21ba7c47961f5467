// The kinds of page the site has, recognised by the shape of their path (paths without baseUrl).
// Accessibility tests, first-load measurements, budgets and the Lighthouse benchmark all pick one
// representative page per type from a list of real paths (tests/routes.ts, build/sitemap.xml), so
// they cover a type as soon as a page of it exists; the tests fail for a type with no page.
// The table itself is page-types.json, which the TypeScript tests read too.
import { createRequire } from 'node:module';

/**
 * @typedef {object} PageType
 * @property {string} id short name used in reports and budgets
 * @property {string} label what the page is
 * @property {RegExp} pattern matches the paths of this type
 * @property {string} [preferred] the path to pick for this type when it exists (stable figures)
 */

/** @type {{ types: { id: string, label: string, pattern: string, preferred?: string }[], notFound: { id: string, label: string, samplePath: string } }} */
const table = createRequire(import.meta.url)('./page-types.json');

/** @type {readonly PageType[]} In order of precedence: the first matching pattern wins. */
export const PAGE_TYPES = Object.freeze(table.types.map((type) => ({ ...type, pattern: new RegExp(type.pattern) })));

/** The not-found page is no route: it is served for any unknown path, from 404.html. */
export const NOT_FOUND_TYPE = Object.freeze(table.notFound);

/**
 * The type of a path, or undefined when none matches.
 * @param {string} path
 * @returns {PageType | undefined}
 */
export function pageTypeOf(path) {
  return PAGE_TYPES.find((type) => type.pattern.test(path));
}

/**
 * One representative path per page type: the type's preferred path when listed, else the first
 * path of that type in the given order. Types with no path are absent from the map.
 * @param {Iterable<string>} paths
 * @returns {Map<string, string>} page type id → path
 */
export function representativePaths(paths) {
  const list = [...paths];
  /** @type {Map<string, string>} */
  const picked = new Map();
  for (const type of PAGE_TYPES) {
    const ofType = list.filter((path) => pageTypeOf(path) === type);
    const path = type.preferred && ofType.includes(type.preferred) ? type.preferred : ofType[0];
    if (path !== undefined) picked.set(type.id, path);
  }
  return picked;
}
