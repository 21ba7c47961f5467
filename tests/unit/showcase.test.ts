import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { links } from '../../src/constants/links';
import {
  DESCRIPTION_LENGTH,
  filterProjects,
  SHOWCASE_IMAGE_SIZE,
  showcaseProjects,
  TAG_IDS,
  TAGS,
} from '../../src/data/showcase';

describe('showcase data', () => {
  it('has projects with unique titles and slugs', () => {
    const titles = showcaseProjects.map((entry) => entry.title);
    const slugs = showcaseProjects.map((entry) => entry.slug);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('tags every project with one to three known, distinct tags', () => {
    for (const entry of showcaseProjects) {
      expect(entry.tags.length, entry.title).toBeGreaterThanOrEqual(1);
      expect(entry.tags.length, entry.title).toBeLessThanOrEqual(3);
      expect(new Set(entry.tags).size, entry.title).toBe(entry.tags.length);
      for (const tag of entry.tags) expect(TAG_IDS, entry.title).toContain(tag);
    }
  });

  it('describes every tag and uses each at least once', () => {
    expect(Object.keys(TAGS).sort()).toEqual([...TAG_IDS].sort());
    for (const tag of TAG_IDS) {
      expect(TAGS[tag].description.length, tag).toBeGreaterThan(20);
      expect(
        showcaseProjects.some((entry) => entry.tags.includes(tag)),
        `no project tagged ${tag}`,
      ).toBe(true);
    }
  });

  it('keeps descriptions within the card length and ending as sentences', () => {
    for (const entry of showcaseProjects) {
      expect(entry.description.length, entry.title).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
      expect(entry.description.length, entry.title).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
      expect(entry.description, entry.title).toMatch(/\.$/);
    }
  });

  it('has an image file for every project, of the size the cards reserve, with alt text', () => {
    for (const entry of showcaseProjects) {
      const file = `static${entry.image}`;
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg, file).toContain(`viewBox="0 0 ${SHOWCASE_IMAGE_SIZE.width} ${SHOWCASE_IMAGE_SIZE.height}"`);
      expect(svg, file).toContain(`width="${SHOWCASE_IMAGE_SIZE.width}" height="${SHOWCASE_IMAGE_SIZE.height}"`);
      expect(entry.imageAlt.length, entry.title).toBeGreaterThan(20);
    }
  });

  it('links every project into the hosted showcase', () => {
    for (const entry of showcaseProjects) {
      expect(entry.link).toBe(`${links.hostedShowcase}/projects/${entry.slug}`);
    }
  });
});

describe('showcase filter', () => {
  const all = showcaseProjects.length;

  it('shows everything when nothing is selected', () => {
    expect(filterProjects(showcaseProjects, { tags: [], query: '' })).toHaveLength(all);
    expect(filterProjects(showcaseProjects, { tags: [], query: '   ' })).toHaveLength(all);
  });

  it('matches any selected tag', () => {
    const watches = filterProjects(showcaseProjects, { tags: ['watches'], query: '' });
    expect(watches.length).toBeGreaterThan(0);
    for (const entry of watches) expect(entry.tags).toContain('watches');
    const either = filterProjects(showcaseProjects, { tags: ['watches', 'cosmetics'], query: '' });
    expect(either.length).toBe(
      showcaseProjects.filter((entry) => entry.tags.includes('watches') || entry.tags.includes('cosmetics')).length,
    );
  });

  it('matches the query in titles, descriptions and tag labels, ignoring case', () => {
    expect(filterProjects(showcaseProjects, { tags: [], query: 'RING' }).map((entry) => entry.slug)).toContain(
      'aurelle-ring-builder',
    );
    expect(filterProjects(showcaseProjects, { tags: [], query: 'eyewear' }).map((entry) => entry.slug)).toEqual([
      'optica-frames',
    ]);
  });

  it('combines tags and query, and can match nothing', () => {
    expect(filterProjects(showcaseProjects, { tags: ['furniture'], query: 'diamond' })).toEqual([]);
    expect(filterProjects(showcaseProjects, { tags: [], query: 'no such project anywhere' })).toEqual([]);
  });
});
