import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import PageHeader from '../components/PageHeader';
import { EULA_META, EULA_SUMMARY, eulaSections } from '../data/eula';
import ClauseBody from './_components/Eula/ClauseBody';
import PrintButton from './_components/Eula/PrintButton';
import styles from './_components/Eula/styles.module.css';

const effectiveDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
  new Date(`${EULA_META.effective}T00:00:00Z`),
);

/** /EULA: the full end-user licence agreement, numbered, with a table of contents and a print layout. */
export default function EulaPage(): ReactNode {
  return (
    <Layout
      title="End-User Licence Agreement"
      description="The end-user licence agreement of the Vitrine SDK: evaluation and commercial licences, licence keys and domains, restrictions, warranty, liability and termination."
    >
      <main className={styles.page}>
        <PageHeader
          className={styles.header}
          eyebrow="Legal"
          title="End-User Licence Agreement"
          lead={`The terms under which ${EULA_META.licensor} licenses the Vitrine SDK, for every plan from the free evaluation to Enterprise.`}
        >
          <dl className={styles.meta}>
            <div>
              <dt>Version</dt>
              <dd>{EULA_META.version}</dd>
            </div>
            <div>
              <dt>Effective</dt>
              <dd>
                <time dateTime={EULA_META.effective}>{effectiveDate}</time>
              </dd>
            </div>
          </dl>
          <PrintButton className={styles.print} />
        </PageHeader>

        <div className={`container ${styles.layout}`}>
          <nav className={styles.toc} aria-labelledby="eula-contents">
            {/* A plain h2: the contents need no "#" link of their own. */}
            <h2 id="eula-contents" className={styles.tocTitle}>
              Contents
            </h2>
            <ol className={styles.tocList}>
              {eulaSections.map((section, index) => (
                <li key={section.id}>
                  <Link to={`#${section.id}`}>
                    <span className={styles.tocNumber}>{index + 1}.</span> {section.title}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>

          <article className={styles.agreement} aria-label={EULA_META.title}>
            <section className={styles.summary} aria-labelledby="eula-summary">
              <Heading as="h2" id="eula-summary" className={styles.summaryTitle}>
                In short
              </Heading>
              <p>This summary helps you read the agreement; it is not part of it. The numbered sections are binding.</p>
              <ul>
                {EULA_SUMMARY.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <p className={styles.noPrint}>
                Prices and what each plan includes are on the <Link to="/license">pricing page</Link>.
              </p>
            </section>

            {eulaSections.map((section, sectionIndex) => {
              const number = sectionIndex + 1;
              return (
                <section key={section.id} className={styles.section} aria-labelledby={section.id}>
                  <Heading as="h2" id={section.id} className={styles.sectionTitle}>
                    <span className={styles.number}>{number}.</span> {section.title}
                  </Heading>
                  {section.clauses.map((clause, clauseIndex) => (
                    <div key={clauseIndex} className={styles.clause}>
                      <span className={styles.clauseNumber}>
                        {number}.{clauseIndex + 1}
                      </span>
                      <div className={styles.clauseBody}>
                        <ClauseBody clause={clause} />
                      </div>
                    </div>
                  ))}
                </section>
              );
            })}
          </article>
        </div>
      </main>
    </Layout>
  );
}
