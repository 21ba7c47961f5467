// Which of the site's plugins spent a build's main-thread time, from the V8 CPU profile that
// `npm run bench:scale -- --profile DIR` (or `node --cpu-prof …/docusaurus.mjs build`) wrote.
// A plugin owns the time of the libraries it calls (parse5 under the Markdown copies counts for
// plugins/llms); the rest counts for whatever ran (a bundler, the garbage collector, idle).
//
//   node scripts/profile-owners.mjs FILE.cpuprofile [--top 25]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { timeByOwner } from './lib/build-profile.mjs';

const { values: options, positionals } = parseArgs({
  options: { top: { type: 'string', default: '25' } },
  allowPositionals: true,
});
if (positionals.length !== 1) throw new Error('usage: node scripts/profile-owners.mjs FILE.cpuprofile [--top N]');

/** The site's plugins and the search plugin whose indexes they rewrite. */
const isSitePlugin = (owner) => owner.startsWith('plugins/') || owner === '@cmfcmf/docusaurus-search-local';

const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const totals = timeByOwner(profile, isSitePlugin);
const all = [...totals.values()].reduce((sum, microseconds) => sum + microseconds, 0);
console.log(`${(all / 1e6).toFixed(1)} s sampled`);
for (const [owner, microseconds] of [...totals].slice(0, Number(options.top)))
  console.log(
    `${(microseconds / 1e6).toFixed(1).padStart(8)} s  ${((microseconds / all) * 100).toFixed(1).padStart(5)} %  ${owner}`,
  );
