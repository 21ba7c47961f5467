import type { ReactNode } from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

/**
 * What a 3D page ignored in its address (`Ignored "metal=…": expected …`), as a warning that
 * screen readers announce. Nothing when the address was fine.
 */
export default function AddressProblems({
  problems,
  className,
}: {
  problems: readonly string[];
  className?: string;
}): ReactNode {
  if (problems.length === 0) return null;
  return (
    <div className={clsx('alert alert--warning', styles.problems, className)} role="alert">
      <p>The link had values this page does not know; it shows the nearest valid ring instead.</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
