import type { ComponentType, ReactNode } from 'react';
import MDXCode from '@theme/MDXComponents/Code';
import MDXPre from '@theme/MDXComponents/Pre';

/** What a compiled MDX file accepts: the components its Markdown elements render with. */
type MarkdownPartial = ComponentType<{ components?: Record<string, ComponentType<never>> }>;

/** A fenced block needs only these two; the full MDX set would add every Markdown component's code and CSS. */
const CODE_BLOCK_COMPONENTS = { pre: MDXPre, code: MDXCode };

/**
 * A site page's code sample, kept as a Markdown partial beside its component (`sample.mdx`, one
 * fenced block), so that it is highlighted when the site is built, like the guides' samples (no
 * Prism download), and type-checked against sdk/ by the docs sample check.
 */
export default function PageSample({ sample }: { sample: ComponentType<unknown> }): ReactNode {
  const Sample = sample as MarkdownPartial;
  return <Sample components={CODE_BLOCK_COMPONENTS} />;
}
