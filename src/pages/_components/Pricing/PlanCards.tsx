import type { CSSProperties, ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import { formatPrice, plans, type Plan } from '../../../data/pricing';
import styles from './PlanCards.module.css';

function PriceLine({ plan }: { plan: Plan }): ReactNode {
  const { price } = plan;
  const period = { free: 'no key, no charge', yearly: 'per year, excluding VAT', quote: 'yearly contract' }[price.kind];
  return (
    <p className={styles.price}>
      <span className={styles.amount}>{formatPrice(price)}</span>
      <span className={styles.period}>{period}</span>
    </p>
  );
}

function PlanCard({ plan }: { plan: Plan }): ReactNode {
  const titleId = `plan-${plan.id}`;
  return (
    <li className={clsx(styles.card, plan.recommended && styles.recommended)}>
      <article aria-labelledby={titleId} className={styles.body}>
        <div className={styles.nameRow}>
          <Heading as="h3" id={titleId} className={styles.name}>
            {plan.name}
          </Heading>
          {plan.recommended && <span className={styles.badge}>Recommended</span>}
        </div>
        <p className={styles.audience}>{plan.audience}</p>
        <PriceLine plan={plan} />
        <ul className={styles.highlights}>
          {plan.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
        <Link
          className={clsx(
            'button button--block',
            plan.recommended ? 'button--primary' : 'button--outline button--primary',
          )}
          {...('to' in plan.action ? { to: plan.action.to } : { href: plan.action.href })}
        >
          {plan.action.label}
        </Link>
      </article>
    </li>
  );
}

/** One card per licence plan: audience, price, what sets it apart, how to get it. */
export default function PlanCards(): ReactNode {
  return (
    <ul className={styles.grid} style={{ '--plan-count': plans.length } as CSSProperties}>
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </ul>
  );
}
