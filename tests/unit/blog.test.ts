import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { partialCode } from '../../plugins/code-samples/markdown';

const POST = 'blog/2025-05-20-intro-to-vitrine.mdx';
const REQUIRED_TAGS = ['3d', 'frontend', 'introduction', 'javascript', 'threejs', 'typescript', 'vitrine', 'webgl'];

function frontMatterList(source: string, key: string): string[] {
  const match = source.match(new RegExp(`^${key}: \\[(.*)\\]$`, 'm'));
  return match?.[1]?.split(',').map((item) => item.trim()) ?? [];
}

describe('blog', () => {
  const post = readFileSync(POST, 'utf8');
  const tagsYml = readFileSync('blog/tags.yml', 'utf8');
  const authorsYml = readFileSync('blog/authors.yml', 'utf8');

  it('publishes "Introducing Vitrine" at /blog/intro-to-vitrine', () => {
    expect(post).toMatch(/^slug: intro-to-vitrine$/m);
    expect(post).toMatch(/^title: Introducing Vitrine$/m);
  });

  it('uses the eight tags, each defined in tags.yml', () => {
    const tags = frontMatterList(post, 'tags');
    expect([...tags].sort()).toEqual([...REQUIRED_TAGS].sort());
    for (const tag of tags) expect(tagsYml, tag).toMatch(new RegExp(`^${tag}:$`, 'm'));
  });

  it('names authors defined in authors.yml', () => {
    const authors = frontMatterList(post, 'authors');
    expect(authors.length).toBeGreaterThan(0);
    for (const author of authors) expect(authorsYml, author).toMatch(new RegExp(`^${author}:$`, 'm'));
  });

  it('has a truncation marker after the opening paragraph', () => {
    const marker = post.indexOf('{/* truncate */}');
    expect(marker).toBeGreaterThan(0);
    expect(post.indexOf('\n## ')).toBeGreaterThan(marker);
  });

  it('shows the same first viewer as the introduction, which the sample check compiles', () => {
    expect(post).toContain(partialCode('src/pages/_components/Home/FirstViewer/sample.mdx'));
  });

  it('keeps every post file named by date and slug', () => {
    for (const file of readdirSync('blog').filter((name) => name.endsWith('.mdx') || name.endsWith('.md'))) {
      expect(file).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.mdx?$/);
    }
  });
});
