import type { PageKind } from './convert';

/**
 * Which routes have reading content worth a Markdown copy, and of what kind. Everything under
 * /docs is a doc; a blog route is a post unless it is a list (the blog, its archive, tag, author
 * and pagination pages); of the site pages, pricing and the EULA are prose, whereas the home,
 * showcase and the 3D pages are mostly pictures and widgets.
 */
const SITE_PAGES_WITH_PROSE = new Set(['license', 'EULA']);
const BLOG_LISTS = new Set(['archive', 'tags', 'authors', 'page']);

/** The kind of a route given without the baseUrl (`/docs/intro`), or undefined when it has no reading content. */
export function readingPageKind(path: string): PageKind | undefined {
  const segments = path.split('/').filter(Boolean);
  const [area, second] = segments;
  if (area === 'docs' && segments.length > 1) return 'doc';
  if (area === 'blog' && second !== undefined && !BLOG_LISTS.has(second)) return 'blog-post';
  if (area !== undefined && segments.length === 1 && SITE_PAGES_WITH_PROSE.has(area)) return 'page';
  return undefined;
}

/** The Markdown file of a route, relative to the build folder: `/docs/intro` → `docs/intro.md`. */
export function markdownFileOf(path: string): string {
  return `${path.replace(/^\/+|\/+$/g, '')}.md`;
}
