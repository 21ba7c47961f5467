import type { ReactNode } from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type LineType from '@theme/CodeBlock/Line';
import type { WrapperProps } from '@docusaurus/types';

import { compactLine } from './compactLine';

type Props = WrapperProps<typeof LineType>;

/** The theme's code line, given its tokens with plain-looking runs joined (see compactLine). */
export default function LineWrapper(props: Props): ReactNode {
  return <Line {...props} line={compactLine(props.line)} />;
}
