// Links from each API page to the guides that cover it, derived from the guides' own links to the
// API (`[DiamondPlugin](/docs/api/classes/Plugins.DiamondPlugin)`): a guide that starts or stops
// linking a page changes that page's list at the next build, so the two never drift apart.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the docs are served; guides link the API under `${DOCS_ROUTE}/api/`. */
const DOCS_ROUTE = '/docs';
/** A link to an API page (a member's `#anchor` counts for its page), captured as `classes/Plugins.DiamondPlugin`. */
const API_LINK = /\/docs\/api\/((?:classes|interfaces|enums|modules)\/[A-Za-z_][\w.]*)/g;
/** Fenced code: its text is an example, not a link a reader follows. */
const FENCE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;

/**
 * @typedef {{ title: string; route: string; links: number }} GuideLink
 *   A guide that links an API page: its title, its address, and how many times it links the page.
 */

/** The front matter fields of a doc, as plain strings (the guides use simple `key: value` lines). */
function frontMatter(text) {
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const fields = {};
  for (const line of block.split('\n')) {
    const match = /^(\w+):\s*(.*)$/.exec(line);
    if (match) fields[match[1]] = match[2].trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return fields;
}

/** The address of a doc: its `slug`, else its path under the docs folder (`index` names the folder). */
function routeOf(relativeFile, fields) {
  if (fields.slug?.startsWith('/')) return `${DOCS_ROUTE}${fields.slug}`.replace(/\/$/, '');
  const withoutExtension = relativeFile
    .replace(/\.mdx?$/, '')
    .split(path.sep)
    .join('/');
  return `${DOCS_ROUTE}/${withoutExtension.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
}

/** The docs Docusaurus publishes: Markdown and MDX files, without `_` partials. */
function docFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => part.startsWith('_')));
}

/**
 * Which guides link each API page: API page (`classes/Plugins.DiamondPlugin`) → guides, the guide
 * linking it most first. Guides are the docs outside the API reference (its generated pages and
 * the changelog, served under /docs/api, are not guides).
 *
 * @param {string} docsDir the site's docs folder
 * @returns {Map<string, GuideLink[]>}
 */
export function guideLinksByApiPage(docsDir) {
  const byPage = new Map();
  for (const file of docFiles(docsDir).sort()) {
    const text = readFileSync(path.join(docsDir, file), 'utf8');
    const fields = frontMatter(text);
    const route = routeOf(file, fields);
    if (route === `${DOCS_ROUTE}/api` || route.startsWith(`${DOCS_ROUTE}/api/`)) continue;
    const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
    const title = fields.title || /^# (.+)$/m.exec(body)?.[1]?.trim() || route;
    const counts = new Map();
    for (const [, page] of body.replace(FENCE, '').matchAll(API_LINK)) {
      // `Plugins.DiamondPlugin.md` and a trailing sentence dot are not part of the page name.
      const name = page.replace(/\.(md|mdx)$/, '').replace(/\.$/, '');
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    for (const [page, links] of counts) {
      if (!byPage.has(page)) byPage.set(page, []);
      byPage.get(page).push({ title, route, links });
    }
  }
  for (const guides of byPage.values()) {
    guides.sort((a, b) => b.links - a.links || a.title.localeCompare(b.title));
  }
  return byPage;
}
