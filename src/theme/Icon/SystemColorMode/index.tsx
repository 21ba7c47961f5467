import type { ComponentProps, ReactNode } from 'react';

/**
 * The colour switch's "system" icon, drawn as the stock icon is (a disc of radius 9 whose right
 * half is hollowed to a ring of width 2) from that ring and the left half disc: half the stock
 * outline's bytes.
 */
export default function IconSystemColorMode(props: ComponentProps<'svg'>): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} {...props}>
      <circle cx={12} cy={12} r={8} fill="none" stroke="currentColor" strokeWidth={2} />
      <path fill="currentColor" d="M12 3a9 9 0 0 0 0 18z" />
    </svg>
  );
}
