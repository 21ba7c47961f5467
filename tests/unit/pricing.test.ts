import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { links } from '../../src/constants/links';
import { partialCode } from '../../plugins/code-samples/markdown';
import { comparison, faq, formatPrice, LICENSE_KEY_GUIDE, PLAN_IDS, plans, type Plan } from '../../src/data/pricing';
import { routes } from '../routes';

const knownRoutes = new Set(routes.map((route) => route.path));
const knownAddresses = new Set<string>(Object.values(links));

function yearlyAmount(plan: Plan): number | undefined {
  return plan.price.kind === 'yearly' ? plan.price.amount : undefined;
}

describe('pricing plans', () => {
  it('has one plan per plan id, in the declared order', () => {
    expect(plans.map((plan) => plan.id)).toEqual([...PLAN_IDS]);
  });

  it('starts with a free evaluation plan and ends with a quoted enterprise plan', () => {
    expect(plans[0]?.price).toEqual({ kind: 'free' });
    expect(plans.at(-1)?.price).toEqual({ kind: 'quote' });
  });

  it('prices paid plans in whole, positive, rising amounts', () => {
    const amounts = plans.map(yearlyAmount).filter((amount) => amount !== undefined);
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) {
      expect(Number.isInteger(amount)).toBe(true);
      expect(amount).toBeGreaterThan(0);
    }
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
  });

  it('gives every plan an audience, three or four highlights and an action that leads somewhere real', () => {
    for (const plan of plans) {
      expect(plan.audience.length, plan.id).toBeGreaterThan(30);
      expect(plan.highlights.length, plan.id).toBeGreaterThanOrEqual(3);
      expect(plan.highlights.length, plan.id).toBeLessThanOrEqual(4);
      expect(plan.action.label.length, plan.id).toBeGreaterThan(5);
      if ('to' in plan.action) expect(knownRoutes, plan.id).toContain(plan.action.to);
      else expect(knownAddresses, plan.id).toContain(plan.action.href);
    }
  });

  it('recommends exactly one plan', () => {
    expect(plans.filter((plan) => plan.recommended)).toHaveLength(1);
  });

  it('formats prices as shown on the cards', () => {
    expect(formatPrice({ kind: 'free' })).toBe('Free');
    expect(formatPrice({ kind: 'quote' })).toBe('Custom');
    expect(formatPrice({ kind: 'yearly', amount: 2400 })).toBe('€2,400');
  });
});

describe('plan comparison', () => {
  const rows = comparison.flatMap((group) => group.rows);

  it('covers domains, diamond rendering, support, white label and source access', () => {
    const features = rows.map((row) => row.feature);
    for (const needed of [
      'Production domains',
      'Diamond rendering',
      'Support channel',
      'White label',
      'Source access',
    ]) {
      expect(features).toContain(needed);
    }
  });

  it('has unique features, each explained, with a value for every plan and no other key', () => {
    const features = rows.map((row) => row.feature);
    expect(new Set(features).size).toBe(features.length);
    for (const row of rows) {
      expect(row.detail.length, row.feature).toBeGreaterThan(20);
      expect(Object.keys(row.values).sort(), row.feature).toEqual([...PLAN_IDS].sort());
      for (const value of Object.values(row.values)) {
        if (typeof value === 'string') expect(value.trim().length, row.feature).toBeGreaterThan(0);
      }
    }
  });

  it('never takes a feature away from a dearer plan, except what evaluation unlocks for trying', () => {
    const paid = PLAN_IDS.slice(1);
    for (const row of rows) {
      const included = paid.map((id) => row.values[id] !== false);
      const firstIncluded = included.indexOf(true);
      if (firstIncluded >= 0) expect(included.slice(firstIncluded), row.feature).not.toContain(false);
    }
  });

  it('has no empty group', () => {
    for (const group of comparison) expect(group.rows.length, group.title).toBeGreaterThan(0);
  });
});

describe('licence key section and FAQ', () => {
  it('shows the constructor call exactly as the introduction does', () => {
    const intro = readFileSync('docs/intro.mdx', 'utf8');
    const sample = partialCode('src/pages/_components/Pricing/licenseKeySample.mdx');
    const constructorLine = sample.split('\n').find((line) => line.includes('new ViewerApp('));
    expect(constructorLine).toBe("const viewer = new ViewerApp({ canvas, licenseKey: 'YOUR_LICENSE_KEY' });");
    expect(intro).toContain(constructorLine);
  });

  it('links the setup guide to a route that exists', () => {
    expect(knownRoutes).toContain(LICENSE_KEY_GUIDE.to.split('#')[0]);
  });

  it('has unique, answered questions with anchor-safe ids', () => {
    const ids = faq.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of faq) {
      expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(entry.question.endsWith('?'), entry.id).toBe(true);
      expect(entry.answer.length, entry.id).toBeGreaterThan(80);
    }
  });
});
