import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import PageHeader from '../components/PageHeader';
import { links } from '../constants/links';
import PlanCards from './_components/Pricing/PlanCards';
import ComparisonTable from './_components/Pricing/ComparisonTable';
import LicenseKeyGuide from './_components/Pricing/LicenseKeyGuide';
import Faq from './_components/Pricing/Faq';
import styles from './_components/Pricing/page.module.css';

/** /license: the licence plans, what each includes, how a key is applied, and licensing questions. */
export default function LicensePage(): ReactNode {
  return (
    <Layout
      title="Pricing"
      description="Vitrine licence plans: free evaluation with a watermark, and Individual, Business and Enterprise licences compared by domains, plugins, support, white label and source access."
    >
      <main>
        <PageHeader
          eyebrow="Pricing and licences"
          title="Free to build with, licensed when you go live"
          lead="Every feature of the SDK works without a key, with a small watermark. Buy a licence when a site goes into production: the key removes the watermark on your domains."
        />

        <section className={styles.section} aria-labelledby="plans">
          <div className="container">
            <Heading as="h2" id="plans" className={styles.title}>
              Plans
            </Heading>
            <p className={styles.intro}>
              Paid plans are yearly subscriptions in euros, excluding VAT. Every plan is granted under the{' '}
              <Link to="/EULA">end-user licence agreement</Link>.
            </p>
            <PlanCards />
          </div>
        </section>

        <section className={styles.section} aria-labelledby="compare">
          <div className="container">
            <Heading as="h2" id="compare" className={styles.title}>
              Compare plans
            </Heading>
            <p className={styles.intro}>
              All plans run the same SDK build; the licence key decides what is unlocked on which domain.
            </p>
            <ComparisonTable />
          </div>
        </section>

        <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="licence-key">
          <div className="container">
            <Heading as="h2" id="licence-key" className={styles.title}>
              Applying your licence key
            </Heading>
            <LicenseKeyGuide />
          </div>
        </section>

        <section className={styles.section} aria-labelledby="faq">
          <div className="container">
            <Heading as="h2" id="faq" className={styles.title}>
              Frequently asked questions
            </Heading>
            <Faq />
            <p className={styles.contact}>
              Something not covered here? <Link href={links.salesEmail}>Write to sales</Link> or read the{' '}
              <Link to="/EULA">full licence agreement</Link>.
            </p>
          </div>
        </section>
      </main>
    </Layout>
  );
}
