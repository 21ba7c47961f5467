import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import PageHeader from '../components/PageHeader';
import { TAGS, filterProjects, showcaseProjects, type TagId } from '../data/showcase';
import Filters from './_components/Showcase/Filters';
import ProjectCard from './_components/Showcase/ProjectCard';
import { useShowcaseFilter } from './_components/Showcase/useShowcaseFilter';
import styles from './_components/Showcase/styles.module.css';

function countText(shown: number, total: number): string {
  if (shown === total) return `Showing all ${total} projects`;
  return `Showing ${shown} of ${total} ${total === 1 ? 'project' : 'projects'}`;
}

function describeFilter(tags: TagId[], query: string): string {
  const parts: string[] = [];
  if (query.trim() !== '') parts.push(`“${query.trim()}”`);
  if (tags.length > 0) parts.push(`in ${tags.map((tag) => TAGS[tag].label).join(' or ')}`);
  return parts.join(' ');
}

/** /showcase: projects built with Vitrine, filterable by industry and text, the filter kept in the URL. */
export default function ShowcasePage(): ReactNode {
  const { filter, unknownTags, toggleTag, setQuery, clear } = useShowcaseFilter();
  const shown = filterProjects(showcaseProjects, filter);
  const isFiltered = filter.tags.length > 0 || filter.query.trim() !== '' || unknownTags.length > 0;

  return (
    <Layout
      title="Showcase"
      description="Jewellery configurators, watch viewers, furniture, fashion and product pages built with the Vitrine 3D SDK, filterable by industry."
    >
      <main>
        <PageHeader
          eyebrow="Showcase"
          title="Built with Vitrine"
          lead="Ring builders, watch viewers, configurators and scroll stories that teams made with the SDK. Filter by industry, then open a project to turn it in your browser."
        />
        <div className={`container ${styles.page}`}>
          <Filters selected={filter.tags} query={filter.query} onToggle={toggleTag} onQuery={setQuery} />

          <section aria-labelledby="showcase-results" className={styles.results}>
            <div className={styles.resultsBar}>
              <Heading as="h2" id="showcase-results" className={styles.resultsTitle}>
                Projects
              </Heading>
              <p className={styles.count} role="status">
                {countText(shown.length, showcaseProjects.length)}
              </p>
              {isFiltered && (
                <button type="button" className="button button--sm button--outline button--primary" onClick={clear}>
                  Clear filters
                </button>
              )}
            </div>

            {unknownTags.length > 0 && (
              <p className={styles.notice}>
                This link asked for {unknownTags.length === 1 ? 'an industry' : 'industries'} the showcase does not have
                ({unknownTags.map((tag) => `“${tag}”`).join(', ')}), so{' '}
                {unknownTags.length === 1 ? 'it was' : 'they were'} ignored.
              </p>
            )}

            {shown.length > 0 ? (
              <ul className={styles.grid}>
                {shown.map((entry) => (
                  <ProjectCard key={entry.slug} project={entry} />
                ))}
              </ul>
            ) : (
              <div className={styles.empty}>
                <p className={styles.emptyTitle}>No project matches {describeFilter(filter.tags, filter.query)}.</p>
                <p>
                  Try fewer words, another industry, or clear the filters to see all {showcaseProjects.length} projects.
                </p>
                <button type="button" className="button button--primary" onClick={clear}>
                  Show all projects
                </button>
              </div>
            )}
          </section>
        </div>
      </main>
    </Layout>
  );
}
