// Prints the relevance of the search over the built index (run by scripts/bench-search.mjs):
//   npx vite-node tests/built/relevance-report.ts
import { builtSearchSettings, loadBuiltIndexes } from './searchIndexes';
import { relevanceFigures, relevanceReport, relevanceRows } from './searchRelevance';

const rows = relevanceRows(loadBuiltIndexes(), builtSearchSettings);
const { first, top3, count } = relevanceFigures(rows);
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
console.log(relevanceReport(rows.filter((row) => row.rank !== 1)));
console.log(`Relevance over ${count} queries: expected page first ${percent(first)}, in the top 3 ${percent(top3)}`);
