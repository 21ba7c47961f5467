import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * The robots.txt for `noIndex: false`: every crawler may index everything, and the sitemap's
 * absolute address is built from the site's url and baseUrl (SITE_URL and BASE_URL at build time),
 * which a file in static/ could not follow. With `noIndex: true` it disallows everything instead.
 * Crawlers read robots.txt only at a host's root: with a baseUrl other than "/", the host serves it.
 */
export function robotsTxt({ url, baseUrl, noIndex }: { url: string; baseUrl: string; noIndex: boolean }): string {
  const sitemap = new URL(`${baseUrl}sitemap.xml`, url).href;
  return ['User-agent: *', noIndex ? 'Disallow: /' : 'Allow: /', '', `Sitemap: ${sitemap}`, ''].join('\n');
}

export default function robotsTxtPlugin(): Plugin {
  return {
    name: 'vitrine-robots-txt',
    async postBuild({ outDir, siteConfig }) {
      await writeFile(join(outDir, 'robots.txt'), robotsTxt(siteConfig));
    },
  };
}
