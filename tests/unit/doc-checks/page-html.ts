/**
 * Complete examples are complete: every element a page's TypeScript samples look up by a literal
 * selector (`querySelector('#views')`, `getElementById('viewer')`, `container: '#configurator'`)
 * must exist in an ```html block of the same page, so that a reader can run the sample as shown.
 *
 * Selectors are matched part by part against the HTML's tags, ids, classes and attributes, which is
 * enough for the simple selectors samples use (`#id`, `.class`, `tag`, `[data-x]`,
 * `section[data-view]`, `#stage canvas`). A sample that builds the element itself queries it from a
 * template string or a variable, which this check leaves alone.
 *
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { parse, parseFragment } from 'parse5';

import { elements } from './html';
import { extractSamples, findMarkdownFiles, isChecked, REPO_ROOT } from '../../../plugins/code-samples/markdown';

export interface MissingElement {
  file: string;
  /** Line of the sample's opening fence. */
  line: number;
  selector: string;
}

/**
 * Literal selectors of one sample. A lookup typed as the viewer's canvas
 * (`querySelector<HTMLCanvasElement>('#viewer')`, `getElementById('c') as HTMLCanvasElement`) is
 * left out: every viewer needs that one element, the Quickstart shows it, and a sample that needs
 * nothing else need not repeat it.
 */
export function selectorsOf(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/\.querySelector(?:All)?(?:<([^>]+)>)?\(\s*'([^']+)'\s*\)/g)) {
    if (match[2] && match[1] !== 'HTMLCanvasElement') found.add(match[2]);
  }
  for (const match of code.matchAll(/\.getElementById\(\s*'([^']+)'\s*\)(\s+as\s+HTMLCanvasElement)?/g)) {
    if (match[1] && !match[2]) found.add(`#${match[1]}`);
  }
  for (const match of code.matchAll(/\bcontainer:\s*'([#.][^']+)'/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** What the HTML of a page provides: tag names, ids, classes and attribute names. */
interface HtmlProvides {
  tags: Set<string>;
  ids: Set<string>;
  classes: Set<string>;
  attributes: Set<string>;
}

function readHtml(html: string): HtmlProvides {
  const provides: HtmlProvides = { tags: new Set(), ids: new Set(), classes: new Set(), attributes: new Set() };
  const isDocument = /^\s*(<!doctype|<html)/i.test(html);
  for (const element of elements(isDocument ? parse(html) : parseFragment(html))) {
    provides.tags.add(element.tagName);
    for (const { name, value } of element.attrs) {
      provides.attributes.add(name);
      if (name === 'id') provides.ids.add(value);
      if (name === 'class') value.split(/\s+/).forEach((className) => provides.classes.add(className));
    }
  }
  return provides;
}

/** Whether every simple part of a selector (`section[data-view]` → `section`, `[data-view]`) exists. */
function provided(selector: string, html: HtmlProvides): boolean {
  return selector
    .split(/[\s>+~,]+/)
    .filter(Boolean)
    .every((compound) =>
      [...compound.matchAll(/#([\w-]+)|\.([\w-]+)|\[([\w-]+)[^\]]*\]|^([a-z][\w-]*)/gi)].every(
        ([, id, className, attribute, tag]) =>
          (id === undefined || html.ids.has(id)) &&
          (className === undefined || html.classes.has(className)) &&
          (attribute === undefined || html.attributes.has(attribute.toLowerCase())) &&
          (tag === undefined || html.tags.has(tag.toLowerCase())),
      ),
    );
}

/** The selectors of a page's samples that none of its HTML blocks provide. */
export function missingElements(markdown: string, file: string): MissingElement[] {
  const samples = extractSamples(markdown, file);
  const html = readHtml(
    samples
      .filter((sample) => sample.language === 'html')
      .map((sample) => sample.code)
      .join('\n'),
  );
  return samples
    .filter((sample) => isChecked(sample))
    .flatMap((sample) => {
      // Elements the sample creates itself (`createElement('button')`) are there when it queries them.
      const created = [...sample.code.matchAll(/createElement\(\s*'([\w-]+)'\s*\)/g)].map((match) => match[1] ?? '');
      const withCreated = { ...html, tags: new Set([...html.tags, ...created]) };
      return selectorsOf(sample.code)
        .filter((selector) => !provided(selector, withCreated))
        .map((selector) => ({ file, line: sample.line, selector }));
    });
}

/** Every guide's missing elements (docs/api/ excluded). */
export function checkDocPageHtml(dir = join(REPO_ROOT, 'docs')): MissingElement[] {
  return findMarkdownFiles(dir).flatMap((path) =>
    missingElements(readFileSync(path, 'utf8'), relative(REPO_ROOT, path)),
  );
}
