import type { ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import type { Props } from '@theme/BlogListPage';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import BlogPostItems from '@theme/BlogPostItems';
import SearchMetadata from '@theme/SearchMetadata';

import BlogListHeader from '../BlogListHeader';

/**
 * The blog list (the blog plugin's `blogListComponent`): the theme's list, composed from its
 * components, headed by the blog's title as the page's h1 (the stock list page has none). Later
 * pages say which page they are.
 */
export default function BlogList(props: Props): ReactNode {
  const { metadata, items, sidebar } = props;
  const { blogTitle, blogDescription, page } = metadata;
  const title = page > 1 ? `${blogTitle}, page ${page}` : blogTitle;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={blogTitle} description={blogDescription} />
      {/* The search index leaves list pages out by this tag; their posts are indexed on their own pages. */}
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <BlogListHeader title={title} description={blogDescription} />
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
