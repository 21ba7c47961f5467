import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import DocItemFooter from '@theme-original/DocItem/Footer';
import type DocItemFooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';

import ApiGuides, { isApiGuideList } from '../../../components/ApiGuides';

type Props = WrapperProps<typeof DocItemFooterType>;

/** The stock doc footer, after the guides that link an API page (its `api_guides` front matter). */
export default function DocItemFooterWrapper(props: Props): ReactNode {
  const guides: unknown = (useDoc().frontMatter as Record<string, unknown>).api_guides;
  return (
    <>
      {isApiGuideList(guides) && guides.length > 0 && <ApiGuides guides={guides} />}
      <DocItemFooter {...props} />
    </>
  );
}
