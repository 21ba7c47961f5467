import type { ReactNode } from 'react';
import Layout from '@theme-original/Admonition/Layout';
import type LayoutType from '@theme/Admonition/Layout';
import type { WrapperProps } from '@docusaurus/types';

import { ADMONITION_LABEL_ATTRIBUTE } from '@site/src/constants/pageMarkup';

type Props = WrapperProps<typeof LayoutType>;

/** The theme's admonition, its label marked so that the Markdown copy can quote it as the label. */
export default function AdmonitionLayoutWrapper({ title, ...props }: Props): ReactNode {
  const marked = title ? <span {...{ [ADMONITION_LABEL_ATTRIBUTE]: '' }}>{title}</span> : title;
  return <Layout {...props} title={marked} />;
}
