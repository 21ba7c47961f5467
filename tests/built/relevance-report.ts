// Prints the relevance of the search over the built index (run by scripts/bench-search.mjs):
//   npx vite-node tests/built/relevance-report.ts
import { builtSearchSettings, loadBuiltIndexes } from './searchIndexes';
import { RELEVANCE_SETS, relevanceFigures, relevanceReport, relevanceRows } from './searchRelevance';

const indexes = loadBuiltIndexes();
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
for (const { file, label, queries } of RELEVANCE_SETS) {
  const name = `${file} (${label})`;
  const rows = relevanceRows(indexes, builtSearchSettings, queries);
  const { first, top3, count } = relevanceFigures(rows);
  console.log(relevanceReport(rows.filter((row) => row.rank !== 1)));
  console.log(
    `Relevance of ${name}, ${count} queries: expected page first ${percent(first)}, in the top 3 ${percent(top3)}`,
  );
}
