import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import DocItemContent from '@theme-original/DocItem/Content';
import type DocItemContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';

import CopyMarkdown from '../../../components/CopyMarkdown';
import { isApiReferenceDoc } from '../../../constants/site';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocItemContentType>;

/**
 * The stock doc content, marked as API reference on generated API pages so their long titles can
 * be set smaller. The mark renders with the page itself: a rule keyed on the `<html>` class (which
 * the theme sets after render on client-side navigation) changed the title's height after the
 * browser had scrolled to a `#member` target, leaving the target 15 px too high.
 */
export default function DocItemContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const content = (
    <>
      {/* An index doc's permalink ends in a slash (/docs/api/); its Markdown is /docs/api.md. */}
      <CopyMarkdown markdownUrl={`${metadata.permalink.replace(/\/$/, '')}.md`} />
      <DocItemContent {...props} />
    </>
  );
  return isApiReferenceDoc(metadata.id) ? <div className={styles.apiReference}>{content}</div> : content;
}
