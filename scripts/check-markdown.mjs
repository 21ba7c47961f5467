// The Markdown copies of the build: every content page in the sitemap has its `.md` next to it,
// with the same headings and the same code blocks (language and text) as the page; `/llms.txt`
// links every one of them and nothing else; `/llms-full.txt` holds every docs page; no `.md` is in
// the sitemap. Reads the page with its own selectors, not the converter's, so the two can disagree.
// Exits 1 on any difference.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { toString as hastText } from 'hast-util-to-string';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString as mdastText } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';

import { builtSiteConfig, htmlFileFor, sitemapLocations, withoutBaseUrl } from './lib/build-output.mjs';

const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
if (!existsSync(join(BUILD_DIR, 'sitemap.xml'))) {
  console.error(`No build in ${BUILD_DIR}/: run \`npm run build\` first.`);
  process.exit(1);
}

/** Sitemap pages without reading content: the home page, lists of posts, pictures and 3D widgets. */
const WITHOUT_MARKDOWN = [
  /^\/$/,
  /^\/blog$/,
  /^\/blog\/(archive|authors|tags|page)(\/|$)/,
  /^\/(showcase|realvwr|editor)$/,
];

const { url, baseUrl } = await builtSiteConfig({ buildDir: BUILD_DIR });
const siteRoot = new URL(baseUrl, url).href;
const read = (/** @type {string} */ file) => readFileSync(join(BUILD_DIR, file), 'utf8');
const squash = (/** @type {string} */ text) => text.replace(/[\s\u200b]+/g, ' ').trim();

/** @typedef {{ level: number, text: string }} Heading */
/** @typedef {{ lang: string, text: string }} CodeBlock */

/** @param {string} html */
function pageParts(html) {
  const main = select('main', fromHtml(html));
  if (!main) return { headings: [], code: [], tabs: new Set() };
  for (const anchor of selectAll('a.hash-link', main)) anchor.children = [];
  /** @type {Heading[]} */
  const headings = selectAll('h1, h2, h3, h4, h5, h6', main).map((node) => ({
    level: Number(node.tagName.slice(1)),
    text: squash(hastText(node)),
  }));
  /** @type {CodeBlock[]} */
  const code = selectAll('pre', main).map((pre) => {
    const container = selectAll('.theme-code-block', main).find((block) => selectAll('pre', block).includes(pre));
    const classes = /** @type {string[]} */ ((container ?? pre).properties.className ?? []).map(String);
    const lines = selectAll('.token-line', pre);
    const text = lines.length > 0 ? lines.map((line) => hastText(line)).join('\n') : hastText(pre);
    return {
      lang: classes.find((name) => name.startsWith('language-'))?.slice('language-'.length) ?? '',
      text: text.replace(/\n+$/, ''),
    };
  });
  const tabs = new Set(selectAll('[role="tab"]', main).map((tab) => squash(hastText(tab))));
  return { headings, code, tabs };
}

/** @param {string} markdown */
function markdownParts(markdown) {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  /** @type {Heading[]} */
  const headings = [];
  /** @type {CodeBlock[]} */
  const code = [];
  visit(tree, (node) => {
    if (node.type === 'heading') headings.push({ level: node.depth, text: squash(mdastText(node)) });
    if (node.type === 'code') code.push({ lang: node.lang ?? '', text: node.value });
  });
  return { headings, code };
}

/** A value as short JSON, for messages. */
const brief = (/** @type {unknown} */ value) => {
  const json = JSON.stringify(value);
  return json === undefined ? 'nothing' : json.length > 160 ? `${json.slice(0, 157)}...` : json;
};

/** The first difference between two lists, as text, or undefined. */
function difference(/** @type {string} */ what, /** @type {unknown[]} */ page, /** @type {unknown[]} */ markdown) {
  const length = Math.max(page.length, markdown.length);
  for (let index = 0; index < length; index += 1) {
    if (JSON.stringify(page[index]) !== JSON.stringify(markdown[index])) {
      return `${what} #${index + 1}: page has ${brief(page[index])}, Markdown has ${brief(markdown[index])}`;
    }
  }
  return undefined;
}

/** @type {string[]} */
const problems = [];
const locations = sitemapLocations(read('sitemap.xml'));
for (const location of locations.filter((loc) => loc.endsWith('.md'))) problems.push(`sitemap lists ${location}`);

const contentPaths = locations
  .map((location) => withoutBaseUrl(new URL(location).pathname, baseUrl))
  .filter((path) => !WITHOUT_MARKDOWN.some((pattern) => pattern.test(path)));

const llmsTxt = existsSync(join(BUILD_DIR, 'llms.txt')) ? read('llms.txt') : '';
const llmsFull = existsSync(join(BUILD_DIR, 'llms-full.txt')) ? read('llms-full.txt') : '';
if (!llmsTxt) problems.push('llms.txt is missing');
if (!llmsFull) problems.push('llms-full.txt is missing');
const listed = new Set([...llmsTxt.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]));

let headingCount = 0;
let codeCount = 0;
for (const path of contentPaths) {
  const markdownFile = `${path.replace(/^\/+|\/+$/g, '')}.md`;
  const markdownUrl = new URL(markdownFile, siteRoot).href;
  if (!listed.delete(markdownUrl)) problems.push(`${path}: llms.txt does not list ${markdownUrl}`);
  if (path.startsWith('/docs/') && !llmsFull.includes(`\nSource: ${new URL(path.slice(1), siteRoot).href}\n`)) {
    problems.push(`${path}: not in llms-full.txt`);
  }
  if (!existsSync(join(BUILD_DIR, markdownFile))) {
    problems.push(`${path}: ${markdownFile} is missing`);
    continue;
  }
  const page = pageParts(read(htmlFileFor(BUILD_DIR, path)));
  const markdown = markdownParts(read(markdownFile));
  // Tabs are flattened into headings named after each tab; the page shows those names as tabs.
  const markdownHeadings = markdown.headings.filter((heading) => !page.tabs.has(heading.text));
  if (page.headings.length === 0) problems.push(`${path}: the page has no headings in <main>`);
  const problem =
    difference('heading', page.headings, markdownHeadings) ?? difference('code block', page.code, markdown.code);
  if (problem) problems.push(`${path}: ${problem}`);
  headingCount += page.headings.length;
  codeCount += page.code.length;
}
for (const extra of listed) problems.push(`llms.txt lists ${extra}, which is no content page of the sitemap`);

for (const problem of problems) console.error(`  ${problem}`);
console.log(
  `Markdown copies: ${contentPaths.length} content pages of ${locations.length} in the sitemap, ` +
    `${headingCount} headings and ${codeCount} code blocks compared, ${problems.length} problems.`,
);
process.exit(problems.length === 0 ? 0 : 1);
