import type { ComponentProps, ReactNode } from 'react';

/**
 * The colour switch's sun, drawn as the stock icon is (a ring of radius 3 to 5 and eight rays of
 * width 2 with round ends) from a circle and line strokes: 0.3 kB instead of the stock outline's
 * 1.5 kB of curves, which every page's navbar carries.
 */
export default function IconLightMode(props: ComponentProps<'svg'>): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} {...props}>
      <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
        <circle cx={12} cy={12} r={4} />
        <path d="M2 12h2m16 0h2M12 2v2m0 16v2M5.29 5.29l1.06 1.06m11.31 11.31 1.06 1.06m0-13.43-1.06 1.06M6.35 17.65l-1.06 1.06" />
      </g>
    </svg>
  );
}
