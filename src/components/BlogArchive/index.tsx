import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { PageMetadata } from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { Props } from '@theme/BlogArchivePage';

type Post = Props['archive']['blogPosts'][number];

const TITLE = 'Archive';
const DESCRIPTION = 'Every post of the Vitrine blog by year, newest first.';

/** "25 November", in the post's own date (UTC), the same on the server and in the browser. */
const dayAndMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** Posts grouped by the year of their date, newest year first, keeping the blog's order within a year. */
function postsByYear(posts: readonly Post[]): [string, Post[]][] {
  const years = new Map<string, Post[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years].sort(([a], [b]) => b.localeCompare(a));
}

/**
 * The blog archive (the blog plugin's `blogArchiveComponent`): the page title, then one h2 per
 * year, so that headings go down one level at a time.
 */
export default function BlogArchive({ archive }: Props): ReactNode {
  return (
    <>
      <PageMetadata title={TITLE} description={DESCRIPTION} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {TITLE}
            </Heading>
            <p className="hero__subtitle">{DESCRIPTION}</p>
          </div>
        </header>
        <main className="container margin-vert--lg">
          {postsByYear(archive.blogPosts).map(([year, posts]) => (
            <section key={year} className="margin-bottom--lg">
              <Heading as="h2" id={year}>
                {year}
              </Heading>
              <ul>
                {posts.map((post) => (
                  <li key={post.metadata.permalink}>
                    <time dateTime={post.metadata.date}>{dayAndMonth.format(new Date(post.metadata.date))}</time>
                    {': '}
                    <Link to={post.metadata.permalink}>{post.metadata.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </main>
      </Layout>
    </>
  );
}
