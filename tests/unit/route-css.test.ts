import { describe, expect, it } from 'vitest';
import type { RouteConfig } from '@docusaurus/types';

import { pageModuleRequests, stylesheetsByRequest, withStylesheets } from '../../plugins/route-css';

const group = (requests: string[], files: string[], initial = false) => ({
  origins: requests.map((request) => ({ request })),
  isInitial: () => initial,
  getFiles: () => files,
});

describe('route stylesheets', () => {
  it("gathers each page route's module requests with its parents', queries included", () => {
    const routes: RouteConfig[] = [
      {
        path: '/docs',
        component: '@theme/DocsRoot',
        routes: [
          {
            path: '/docs',
            component: '@theme/DocRoot',
            modules: { __props: '@generated/p/docs.json' },
            routes: [
              { path: '/docs/intro', component: '@theme/DocItem', modules: { content: '@site/docs/intro.mdx' } },
            ],
          },
        ],
      },
      {
        path: '/blog',
        component: '@theme/BlogListPage',
        exact: true,
        modules: { items: [{ content: { __import: true, path: '@site/blog/a.md', query: { truncated: true } } }] },
      },
    ];
    expect(Object.fromEntries(pageModuleRequests(routes))).toEqual({
      '/docs/intro': [
        '@theme/DocsRoot',
        '@theme/DocRoot',
        '@generated/p/docs.json',
        '@theme/DocItem',
        '@site/docs/intro.mdx',
      ],
      '/blog': ['@theme/BlogListPage', '@site/blog/a.md?truncated=true'],
    });
  });

  it('maps the requests of dynamic imports to their chunk groups’ CSS, not the entry’s', () => {
    const byRequest = stylesheetsByRequest([
      group(['./clientEntry.js'], ['assets/css/styles.css', 'assets/js/main.js'], true),
      group(['@theme/DocItem'], ['assets/js/a.js', 'assets/css/a.css']),
      group(['@site/docs/intro.mdx'], ['assets/js/b.js']),
    ]);
    expect(Object.fromEntries(byRequest)).toEqual({
      '@theme/DocItem': ['assets/css/a.css'],
      '@site/docs/intro.mdx': [],
    });
  });

  it('links missing stylesheets after the last one, once', () => {
    const html = '<head><link rel=stylesheet href=/assets/css/styles.css /><script src=/main.js></script></head>';
    const linked = withStylesheets(html, ['/assets/css/a.css', '/assets/css/styles.css']);
    expect(linked).toBe(
      '<head><link rel=stylesheet href=/assets/css/styles.css /><link rel=stylesheet href=/assets/css/a.css><script src=/main.js></script></head>',
    );
    expect(withStylesheets(linked, ['/assets/css/a.css'])).toBe(linked);
  });
});
