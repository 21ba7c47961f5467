// Reading where a Docusaurus build spends its time: the phases its own timer prints
// (DOCUSAURUS_PERF_LOGGER=true) and, from a V8 CPU profile of the build (node --cpu-prof), which
// plugin of the site ran on the main thread.
import { stripVTControlCharacters } from 'node:util';

/**
 * Seconds of the first step of Docusaurus's timer whose line matches `step`, a pattern for the line
 * up to its duration (`/^\[PERF\] CLI start > Load site/`): "… - 11.09 seconds! - (Heap …)" or
 * "… - 134.76 ms - …", colours stripped. Undefined when the log does not report the step.
 * @param {string} log
 * @param {RegExp} step
 * @returns {number | undefined}
 */
export function perfSeconds(log, step) {
  const timed = new RegExp(`${step.source} - ([\\d.]+) (seconds|ms)\\b`);
  for (const line of log.split('\n')) {
    const match = timed.exec(stripVTControlCharacters(line));
    if (match) return Number(match[1]) / (match[2] === 'ms' ? 1000 : 1);
  }
  return undefined;
}

/** The top-level build phases Docusaurus's timer reports, in the order they run. */
const PHASES = {
  load: /^\[PERF\] Build > [^>]+ > Load site/,
  bundle: /^\[PERF\] Build > [^>]+ > Bundling with \w+/,
  render: /^\[PERF\] Build > [^>]+ > SSG/,
  postBuild: /^\[PERF\] Build > [^>]+ > postBuild\(\)/,
};

/**
 * Seconds per top-level phase of a build's log. A phase the log does not report is absent.
 * @param {string} log
 * @returns {Partial<Record<keyof typeof PHASES, number>>}
 */
export function phaseSeconds(log) {
  const phases = {};
  for (const [name, step] of Object.entries(PHASES)) {
    const seconds = perfSeconds(log, step);
    if (seconds !== undefined) phases[name] = seconds;
  }
  return phases;
}

/**
 * Who a script belongs to: `plugins/<name>` for the site's own plugins, the package name for
 * anything under node_modules (the innermost one), `node` for Node's own modules.
 * @param {string} url
 * @returns {string | null}
 */
export function scriptOwner(url) {
  if (!url) return null;
  const parts = url.split('node_modules/');
  if (parts.length > 1) return /^((@[^/]+\/)?[^/]+)/.exec(parts[parts.length - 1])?.[1] ?? null;
  const plugin = /\/plugins\/([^/]+)\//.exec(url);
  if (plugin) return `plugins/${plugin[1]}`;
  if (url.startsWith('node:')) return 'node';
  return url;
}

/**
 * Main-thread time by owner, from a V8 CPU profile. A sample counts for the outermost frame on its
 * stack that belongs to one of `attributeTo` (so a site plugin owns the time of the libraries it
 * calls); other samples count for the innermost frame's owner ("(garbage collector)", "(idle)"…).
 * @param {{ nodes: { id: number; callFrame: { url: string; functionName: string }; children?: number[] }[];
 *   samples: number[]; timeDeltas: number[] }} profile
 * @param {(owner: string) => boolean} attributeTo
 * @returns {Map<string, number>} microseconds per owner, largest first
 */
export function timeByOwner(profile, attributeTo) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const ownerOfSample = new Map();
  const ownerOf = (id) => {
    if (ownerOfSample.has(id)) return ownerOfSample.get(id);
    const stack = []; // innermost first
    for (let current = id; current !== undefined; current = parentOf.get(current)) stack.push(nodes.get(current));
    const outermost = stack
      .map((node) => scriptOwner(node.callFrame.url))
      .findLast((owner) => owner !== null && attributeTo(owner));
    const leaf = stack[0].callFrame;
    // V8 names its own entries in parentheses already: "(garbage collector)", "(idle)", "(program)".
    const unscripted = leaf.functionName.startsWith('(') ? leaf.functionName : `(${leaf.functionName || 'anonymous'})`;
    const owner = outermost ?? scriptOwner(leaf.url) ?? unscripted;
    ownerOfSample.set(id, owner);
    return owner;
  };
  const totals = new Map();
  // timeDeltas[i] is the time before sample i: sample i lasted until the next one.
  for (let index = 0; index < profile.samples.length - 1; index += 1) {
    const owner = ownerOf(profile.samples[index]);
    totals.set(owner, (totals.get(owner) ?? 0) + profile.timeDeltas[index + 1]);
  }
  return new Map([...totals].sort((a, b) => b[1] - a[1]));
}
