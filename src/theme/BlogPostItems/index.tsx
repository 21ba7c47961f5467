import type { ReactNode } from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type { WrapperProps } from '@docusaurus/types';

import BlogListHeader, { useBlogListHeading } from '../../components/BlogListHeader';

type Props = WrapperProps<typeof BlogPostItemsType>;

/** The stock post excerpts, headed by the blog's h1 when they are the blog list (not a tag page). */
export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const heading = useBlogListHeading();
  return (
    <>
      {heading && <BlogListHeader {...heading} />}
      <BlogPostItems {...props} />
    </>
  );
}
