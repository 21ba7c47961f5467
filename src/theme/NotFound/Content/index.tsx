import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Head from '@docusaurus/Head';
import { PageMetadata } from '@docusaurus/theme-common';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';

import { reloadingAt } from '../../../clientModules/canonicalAddress';

import styles from './styles.module.css';

interface Props {
  className?: string;
}

const WAYS_FORWARD = [
  { to: '/docs/intro', label: 'Introduction', hint: 'What Vitrine is and how the docs are organised' },
  { to: '/docs/api', label: 'API reference', hint: 'Every class, interface and enumeration of the SDK' },
  { to: '/', label: 'Home page', hint: 'Start again from the front page' },
] as const;

/**
 * Body of the not-found page. Replaces the stock text (which only says the link is broken)
 * with the path that failed and ways forward. It sets the title "Page Not Found" itself: under
 * /docs/ the docs layout renders this body alone for an unknown address, without the not-found page
 * that would set it.
 */
export default function NotFoundContent({ className }: Props): ReactNode {
  const { pathname } = useLocation();
  // The static 404.html is rendered for "/404.html"; name the visited path only once hydrated.
  const isBrowser = useIsBrowser();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title="Page Not Found" />
      <Head>
        {/* Search results and link previews of a mistyped address still say what the site is. */}
        <meta
          name="description"
          content="This address has no page in the Vitrine documentation. Start from the introduction, the API reference, the home page or the search box."
        />
      </Head>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <p className={styles.code}>404</p>
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          {isBrowser && reloadingAt ? (
            <p>
              The page you asked for is at <code className={styles.path}>{reloadingAt}</code>, the same letters in other
              capitals. Opening it…
            </p>
          ) : (
            <p>
              {isBrowser ? (
                <>
                  Nothing lives at <code className={styles.path}>{pathname}</code>.{' '}
                </>
              ) : (
                'Nothing lives at this address. '
              )}
              It may have moved when the docs were reorganised, or the address has a typo. Search the docs with the box
              at the top (press <kbd>/</kbd> or <kbd>Ctrl</kbd>+<kbd>K</kbd>), or start from one of these:
            </p>
          )}
          <ul className={styles.list}>
            {WAYS_FORWARD.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
                <span className={styles.hint}> — {item.hint}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
