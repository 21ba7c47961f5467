// Links from each API page to the guides that cover it, derived from the guides themselves: their
// links to the API (`[DiamondPlugin](/docs/api/classes/Plugins.DiamondPlugin)`) and the API names
// their prose puts in code (`ViewerApp.load`, `BloomPlugin`). A guide that starts or stops naming a
// page changes that page's list at the next build, so the two never drift apart.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the docs are served; guides link the API under `${DOCS_ROUTE}/api/`. */
const DOCS_ROUTE = '/docs';
/** A link to an API page (a member's `#anchor` counts for its page), captured as `classes/Plugins.DiamondPlugin`. */
const API_LINK = /\/docs\/api\/((?:classes|interfaces|enums|modules)\/[A-Za-z_][\w.]*)/g;
/** Fenced code: its text is an example, not a link a reader follows. */
const FENCE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;
/** Inline code that names a symbol, alone or with a member: `ViewerApp`, `ViewerApp.load()`, `new ViewerApp(…)`, `debounce()`. */
const CODE_MENTION = /`(?:new\s+)?([A-Za-z][A-Za-z0-9_]*)(?:[.(<][^`]*)?`/g;
/** Names in code; those of the SDK's symbols count. */
const IDENTIFIER = /\b[A-Za-z_][A-Za-z0-9_]*\b/g;
/** How much a link, a name in prose and a sample count towards a guide covering a page. */
const WEIGHT = { link: 3, prose: 2, sample: 1 };
/** The most guides a page lists: the ones that discuss it most. */
const MAX_GUIDES = 5;

/**
 * @typedef {{ title: string; route: string; weight: number }} GuideLink
 *   A guide that covers an API page: its title, its address, and how much it says about the page
 *   (each link counts 3, each name in prose 2, each sample using it 1).
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
 * Which guides cover each API page: API page (`classes/Plugins.DiamondPlugin`) → guides, the guide
 * that says most about it first, at most five. Guides are the docs outside the API reference (its
 * generated pages and the changelog, served under /docs/api, are not guides).
 *
 * @param {string} docsDir the site's docs folder
 * @param {Map<string, string>} symbolPages the page of each symbol by name (`ViewerApp` →
 *   `classes/Core_API.ViewerApp`); a guide that names one in code covers its page
 * @returns {Map<string, GuideLink[]>}
 */
export function guideLinksByApiPage(docsDir, symbolPages = new Map()) {
  const byPage = new Map();
  for (const file of docFiles(docsDir).sort()) {
    const text = readFileSync(path.join(docsDir, file), 'utf8');
    const fields = frontMatter(text);
    const route = routeOf(file, fields);
    if (route === `${DOCS_ROUTE}/api` || route.startsWith(`${DOCS_ROUTE}/api/`)) continue;
    const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
    const title = fields.title || /^# (.+)$/m.exec(body)?.[1]?.trim() || route;
    const counts = new Map();
    const prose = body.replace(FENCE, '');
    const count = (page, weight) => counts.set(page, (counts.get(page) ?? 0) + weight);
    for (const [, page] of prose.matchAll(API_LINK)) {
      // `Plugins.DiamondPlugin.md` and a trailing sentence dot are not part of the page name.
      count(page.replace(/\.(md|mdx)$/, '').replace(/\.$/, ''), WEIGHT.link);
    }
    for (const [, symbol] of prose.matchAll(CODE_MENTION)) {
      const page = symbolPages.get(symbol);
      if (page) count(page, WEIGHT.prose);
    }
    // A sample that uses a class or reads a type covers it too: its names count once per sample.
    for (const [sample] of body.matchAll(FENCE)) {
      for (const symbol of new Set(sample.match(IDENTIFIER) ?? [])) {
        const page = symbolPages.get(symbol);
        if (page) count(page, WEIGHT.sample);
      }
    }
    for (const [page, weight] of counts) {
      if (!byPage.has(page)) byPage.set(page, []);
      byPage.get(page).push({ title, route, weight });
    }
  }
  for (const [page, guides] of byPage) {
    guides.sort((a, b) => b.weight - a.weight || a.title.localeCompare(b.title));
    byPage.set(page, guides.slice(0, MAX_GUIDES));
  }
  return byPage;
}

/**
 * Gives a page that no guide covers the guides of the pages that name it in their types, the most
 * shared first: BloomSettings gets BloomPlugin's guides, a payload gets its event map's. Repeated
 * until nothing changes, so a payload reached through an event map gets them too.
 *
 * @param {Map<string, GuideLink[]>} byPage guides by page, as guideLinksByApiPage returns them
 * @param {Map<string, Set<string>>} referencesByPage the pages each page names in its types
 * @returns {Map<string, GuideLink[]>} a new map, the pages without guides filled where possible
 */
export function withGuidesOfReferrers(byPage, referencesByPage) {
  const result = new Map(byPage);
  for (let changed = true; changed;) {
    changed = false;
    const inherited = new Map();
    for (const [referrer, targets] of referencesByPage) {
      const guides = result.get(referrer);
      if (!guides?.length) continue;
      for (const target of targets) {
        if (byPage.has(target)) continue;
        if (!inherited.has(target)) inherited.set(target, new Map());
        const tally = inherited.get(target);
        for (const guide of guides) {
          const entry = tally.get(guide.route) ?? { ...guide, weight: 0 };
          entry.weight += guide.weight;
          tally.set(guide.route, entry);
        }
      }
    }
    for (const [target, tally] of inherited) {
      const guides = [...tally.values()]
        .sort((a, b) => b.weight - a.weight || a.title.localeCompare(b.title))
        .slice(0, MAX_GUIDES);
      const before =
        result
          .get(target)
          ?.map((guide) => guide.route)
          .join() ?? '';
      if (guides.map((guide) => guide.route).join() !== before) {
        result.set(target, guides);
        changed = true;
      }
    }
  }
  return result;
}
