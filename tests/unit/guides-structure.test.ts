import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

import { findMarkdownFiles } from '../../plugins/code-samples/markdown';
import { docsRoutes } from '../routes';

/**
 * The hand-written guides: front matter, a heading outline the table of contents (h2 to h3) can use,
 * the sidebar order of the docs sections, and a route-table row for every page.
 */

interface Guide {
  file: string;
  frontMatter: Record<string, string>;
  headings: { level: number; text: string; line: number }[];
}

function readGuide(path: string): Guide {
  const text = readFileSync(path, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const frontMatter: Record<string, string> = {};
  for (const line of match?.[1]?.split('\n') ?? []) {
    const field = /^(\w+):\s*(.*)$/.exec(line);
    if (field?.[1]) frontMatter[field[1]] = (field[2] ?? '').replace(/^['"]|['"]$/g, '');
  }
  const headings: Guide['headings'] = [];
  let fence: string | undefined;
  text.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? undefined : marker;
    const heading = !fence && /^(#{1,6})\s+(.+)$/.exec(line);
    if (heading && heading[1] && heading[2]) {
      headings.push({ level: heading[1].length, text: heading[2], line: index + 1 });
    }
  });
  return { file: relative(process.cwd(), path), frontMatter, headings };
}

const guides = findMarkdownFiles('docs')
  .filter((path) => !path.includes('/api/') && !path.endsWith('api-changelog.mdx'))
  .map(readGuide);

/** The SDK's declaration files. */
function findSdkFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return findSdkFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The TypeDoc module of an SDK file: the `@module` tag of its folder's entry file. */
function moduleOf(path: string): string {
  const entry = readFileSync(join(dirname(path), 'index.ts'), 'utf8');
  const name = /@module (\w+)/.exec(entry)?.[1];
  if (!name) throw new Error(`no @module tag in ${join(dirname(path), 'index.ts')}`);
  return name;
}

/** The URL a docs file is served at: its `slug`, or its path without extension and /index. */
function routeOf(guide: Guide): string {
  const slug = guide.frontMatter.slug;
  if (slug) return `/docs${slug}`;
  return `/${guide.file.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`;
}

describe('the guides', () => {
  it('are all found: one for each guide row of the route table, and no other', () => {
    const guideRows = docsRoutes.filter((route) => !route.path.startsWith('/docs/api'));
    expect(guides.map(routeOf).sort()).toEqual(guideRows.map((route) => route.path).sort());
  });

  it.each(guides.map((guide) => [guide.file, guide] as const))(
    '%s has a title, a description and one h1',
    (_, guide) => {
      expect(guide.frontMatter.title, 'front matter title').toMatch(/\S/);
      expect(guide.frontMatter.description?.length ?? 0, 'front matter description').toBeGreaterThan(40);
      expect(guide.headings.filter((heading) => heading.level === 1)).toHaveLength(1);
      expect(guide.headings[0]?.level, 'the h1 comes first').toBe(1);
    },
  );

  it.each(guides.map((guide) => [guide.file, guide] as const))(
    '%s has an outline the table of contents can show',
    (_, guide) => {
      const sections = guide.headings.filter((heading) => heading.level === 2);
      expect(sections.length, 'h2 sections').toBeGreaterThanOrEqual(2);
      for (const [index, heading] of guide.headings.entries()) {
        const previous = guide.headings[index - 1];
        if (!previous) continue;
        // No skipped level (an h4 straight under an h2 would be missing from the TOC's tree).
        expect(heading.level, `${guide.file}:${heading.line} "${heading.text}"`).toBeLessThanOrEqual(
          previous.level + 1,
        );
      }
    },
  );

  it('keep the sidebar order intro, features, quickstart, installation, manual, glTF extensions, industries', () => {
    const positionOf = (file: string) =>
      Number(guides.find((guide) => guide.file === file)?.frontMatter.sidebar_position);
    expect(
      [
        'docs/intro.mdx',
        'docs/features.mdx',
        'docs/quickstart.mdx',
        'docs/installation.mdx',
        'docs/manual/index.mdx',
        'docs/gltf-extensions/index.mdx',
        'docs/industries/index.mdx',
      ].map(positionOf),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('each have a row in the route table, with the same title', () => {
    for (const guide of guides) {
      const row = docsRoutes.find((route) => route.path === routeOf(guide));
      expect(row, `route table row for ${guide.file} (${routeOf(guide)})`).toBeDefined();
      expect(row?.title).toBe(guide.frontMatter.title);
    }
  });

  it('list every concrete plugin class of sdk/ in the features catalogue, with its API page', () => {
    const features = readFileSync('docs/features.mdx', 'utf8');
    const pluginClasses = findSdkFiles('sdk').flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/^export declare class (\w+Plugin)\b/gm)].map((match) => ({
        name: match[1] ?? '',
        module: moduleOf(path),
      })),
    );
    expect(pluginClasses.length).toBeGreaterThan(20);
    for (const { name, module } of pluginClasses) {
      expect(features, name).toContain(`[\`${name}\`](/docs/api/classes/${module}.${name})`);
    }
  });

  it('give the licence key section a stable anchor', () => {
    const installation = readFileSync('docs/installation.mdx', 'utf8');
    expect(installation).toMatch(/^## Licence key \{\/\* #licence-key \*\/\}$/m);
  });
});
