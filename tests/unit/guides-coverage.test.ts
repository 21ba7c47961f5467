import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The guides a buyer needs to take a viewer to production: each page exists with substance, is
 * reachable from the manual's index and the introduction, and the troubleshooting page covers every
 * error code the SDK declares.
 */

const PRODUCTION_GUIDES = [
  'docs/manual/asset-pipeline.mdx',
  'docs/manual/rendering-and-effects.mdx',
  'docs/manual/accessibility.mdx',
  'docs/manual/editor-and-export.mdx',
  'docs/manual/performance.mdx',
  'docs/troubleshooting.mdx',
] as const;

const MIN_PROSE_WORDS = 600;

/** Words a reader reads: without front matter, code blocks, MDX comments and link targets. */
function proseWordCount(mdx: string): number {
  const prose = mdx
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\]\([^)]*\)/g, ']');
  return prose.match(/[A-Za-z][\w'’-]*/g)?.length ?? 0;
}

/** Relative links of a page, resolved to repository paths of docs files (`./x.mdx` → `docs/…/x.mdx`). */
function linkedDocFiles(file: string): Set<string> {
  const dir = file.slice(0, file.lastIndexOf('/'));
  const targets = [...readFileSync(file, 'utf8').matchAll(/\]\((\.{1,2}\/[^)#\s]+\.mdx)(?:#[^)]*)?\)/g)].map(
    (match) => match[1] ?? '',
  );
  return new Set(
    targets.map((target) => {
      const parts = [...dir.split('/'), ...target.split('/')];
      const resolved: string[] = [];
      for (const part of parts) {
        if (part === '.' || part === '') continue;
        if (part === '..') resolved.pop();
        else resolved.push(part);
      }
      return resolved.join('/');
    }),
  );
}

/** The string values of `ViewerErrorCode`, read from the SDK's declaration. */
function viewerErrorCodes(): { name: string; value: string }[] {
  const enums = readFileSync('sdk/core/enums.ts', 'utf8');
  const body = /export declare enum ViewerErrorCode \{([\s\S]*?)\n\}/.exec(enums)?.[1];
  if (!body) throw new Error('ViewerErrorCode not found in sdk/core/enums.ts');
  return [...body.matchAll(/^\s*(\w+) = '([^']+)',?$/gm)].map((match) => ({
    name: match[1] ?? '',
    value: match[2] ?? '',
  }));
}

describe('production guides', () => {
  it.each(PRODUCTION_GUIDES)('%s exists with at least 600 words of prose', (file) => {
    expect(existsSync(file), file).toBe(true);
    expect(proseWordCount(readFileSync(file, 'utf8'))).toBeGreaterThanOrEqual(MIN_PROSE_WORDS);
  });

  it.each(PRODUCTION_GUIDES)('%s is linked from the manual index and the introduction', (file) => {
    expect(linkedDocFiles('docs/manual/index.mdx')).toContain(file);
    expect(linkedDocFiles('docs/intro.mdx')).toContain(file);
  });

  it('count prose words without code, comments or link targets', () => {
    const page = '---\ntitle: T\n---\n\nOne two [three](/docs/a-b-c).\n\n```ts\nconst x = 1;\n```\n{/* hidden */}\n';
    expect(proseWordCount(page)).toBe(3);
  });
});

describe('the introduction', () => {
  it('links to every part of the docs', () => {
    const intro = readFileSync('docs/intro.mdx', 'utf8');
    const linked = linkedDocFiles('docs/intro.mdx');
    for (const file of [
      'docs/features.mdx',
      'docs/quickstart.mdx',
      'docs/installation.mdx',
      'docs/manual/index.mdx',
      'docs/gltf-extensions/index.mdx',
      'docs/industries/index.mdx',
      'docs/troubleshooting.mdx',
    ]) {
      expect(linked, file).toContain(file);
    }
    expect(intro).toContain('](/docs/api)');
    expect(intro).toContain('](/docs/api/Changelog)');
  });
});

describe('the troubleshooting page', () => {
  const page = readFileSync('docs/troubleshooting.mdx', 'utf8');
  const headings = page.split('\n').filter((line) => /^#{2,3} /.test(line));
  const codes = viewerErrorCodes();

  it('reads the error codes from the SDK', () => {
    expect(codes.length).toBeGreaterThanOrEqual(7);
  });

  it.each(codes.map(({ name, value }) => [name, value]))('has a section for ViewerErrorCode.%s (%s)', (_, value) => {
    expect(headings).toContain(`### \`${value}\``);
  });
});

describe('links to the live pages', () => {
  it('the real-time viewer and the editor are linked from at least four guides', () => {
    const guides = [
      ...PRODUCTION_GUIDES,
      'docs/manual/material-configurators.mdx',
      'docs/manual/variationConfigurator/setup.mdx',
    ];
    const linking = guides.filter((file) => /\]\(\/(realvwr|editor)\)/.test(readFileSync(file, 'utf8')));
    expect(linking.length).toBeGreaterThanOrEqual(4);
  });

  it('the interactions guide says that keyboard shortcuts need a focusable canvas', () => {
    const interactions = readFileSync('docs/manual/interactions.mdx', 'utf8');
    expect(interactions).toMatch(/tabindex/);
  });
});
