import type { ComponentProps, ReactNode } from 'react';

/**
 * The colour switch's moon, drawn as the stock icon is (the outline of a crescent: the disc of
 * radius 9 bitten by one of radius 5.4, less the disc of radius 7 bitten by one of radius 7.4)
 * with four circle arcs instead of the stock outline's curves: a third of the bytes.
 */
export default function IconDarkMode(props: ComponentProps<'svg'>): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} {...props}>
      <path
        fill="currentColor"
        d="M13.36 3.1A9 9 0 1 0 20.9 10.64 5.4 5.4 0 1 1 13.36 3.1zM9.37 5.51A7.4 7.4 0 0 0 18.49 14.63 7 7 0 1 1 9.37 5.51z"
      />
    </svg>
  );
}
