import type { ReactNode } from 'react';

import { comparison, plans, type Availability } from '../../../data/pricing';
import styles from './ComparisonTable.module.css';

/** `planName` labels the cell on phones, where the table is laid out as one card per feature. */
function Cell({ value, planName }: { value: Availability; planName: string }): ReactNode {
  if (typeof value === 'string') return <td data-plan={planName}>{value}</td>;
  return (
    <td data-plan={planName}>
      <span className={value ? styles.yes : styles.no} aria-hidden="true">
        {value ? '✓' : '–'}
      </span>
      <span className="visually-hidden">{value ? 'Included' : 'Not included'}</span>
    </td>
  );
}

/**
 * What each plan includes, side by side. Between tablet and desktop widths the table scrolls
 * sideways inside a focusable region (so keyboards can scroll it too) with the feature column held
 * in place; on phones each feature becomes a row of four labelled values.
 */
export default function ComparisonTable(): ReactNode {
  return (
    // A scrolling region must take focus, or keyboard users cannot scroll a table with no links in it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="compare-caption" className={styles.caption}>
          Features included in each plan
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.featureColumn}>
              Feature
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        {comparison.map((group) => (
          <tbody key={group.title}>
            <tr className={styles.groupRow}>
              <th scope="colgroup" colSpan={plans.length + 1}>
                <span className={styles.groupLabel}>{group.title}</span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className={styles.featureColumn}>
                  <span className={styles.feature}>{row.feature}</span>
                  <span className={styles.detail}>{row.detail}</span>
                </th>
                {plans.map((plan) => (
                  <Cell key={plan.id} value={row.values[plan.id]} planName={plan.name} />
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
