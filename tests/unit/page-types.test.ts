import { describe, expect, it } from 'vitest';

import { NOT_FOUND_TYPE, pageTypeOf, representativePaths } from '../../scripts/lib/page-types.mjs';
import { routes } from '../routes';

describe('page types', () => {
  it.each([
    ['/', 'home'],
    ['/docs/intro', 'doc'],
    ['/docs/manual/variationConfigurator/setup', 'doc'],
    ['/docs/api/classes/Core_API.ViewerApp', 'api-class'],
    ['/blog/intro-to-vitrine', 'blog-post'],
    ['/blog/tags/webgl', 'tag'],
    ['/license', 'pricing'],
    ['/showcase', 'showcase'],
    ['/EULA', 'eula'],
    ['/realvwr', 'viewer'],
    ['/editor', 'editor'],
  ])('%s is a %s page', (path, type) => {
    expect(pageTypeOf(path)?.id).toBe(type);
  });

  it.each(['/blog', '/blog/tags', '/blog/archive', '/blog/authors', '/docs/api', '/docs/api/modules'])(
    '%s is none of the measured types',
    (path) => {
      expect(pageTypeOf(path)).toBeUndefined();
    },
  );

  it("picks a type's preferred page when it exists, else its first page", () => {
    const picked = representativePaths(['/docs/features', '/docs/intro', '/blog/tags/webgl', '/blog/tags/3-d']);
    expect(picked.get('doc')).toBe('/docs/intro');
    expect(picked.get('tag')).toBe('/blog/tags/webgl');
    expect(picked.has('pricing')).toBe(false);
  });

  it('covers the pages of the route table that exist so far, and the not-found page is no route', () => {
    const picked = representativePaths(routes.map((route) => route.path));
    expect(picked.get('home')).toBe('/');
    expect(routes.some((route) => route.path === NOT_FOUND_TYPE.samplePath)).toBe(false);
  });
});
