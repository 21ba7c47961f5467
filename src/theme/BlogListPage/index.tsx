import type { ReactNode } from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type { WrapperProps } from '@docusaurus/types';

import { BlogListHeadingContext } from '../../components/BlogListHeader';

type Props = WrapperProps<typeof BlogListPageType>;

/** The stock blog list, told (through context) to show the blog's title as the page's h1. */
export default function BlogListPageWrapper(props: Props): ReactNode {
  const { blogTitle, blogDescription, page } = props.metadata;
  const title = page > 1 ? `${blogTitle}, page ${page}` : blogTitle;
  return (
    <BlogListHeadingContext.Provider value={{ title, description: blogDescription }}>
      <BlogListPage {...props} />
    </BlogListHeadingContext.Provider>
  );
}
