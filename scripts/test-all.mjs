// `npm test`: every quality gate, then one summary line. The gates of a stage run at the same time
// (typecheck and lint are single-threaded and leave a core to the unit tests); a gate alone in its
// stage prints as it goes, others when they end. A gate without a JSON report of its own test
// counts (typecheck, lint, build, size-limit) counts as one test. The last line is `N passed, N failed`.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** @typedef {{ name: string, command: string[], report?: string, needs?: string, env?: Record<string, string> }} Gate */

/**
 * The test build ships analytics with a dummy tracking id, so that the page-view test runs. The
 * browser tests answer the tag host locally and Chromium resolves no outside host: nothing reaches
 * Google. A plain `npm run build` without GTAG_TRACKING_ID ships no analytics code at all.
 */
const TEST_TRACKING_ID = 'G-TESTBUILD00';

/** @type {Gate[][]} Stages in order; the gates of a stage run at the same time. */
const STAGES = [
  [
    { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
    { name: 'unit tests', command: ['npx', 'vitest', 'run'], report: 'test-results/unit.json' },
  ],
  [{ name: 'build', command: ['npm', 'run', '--silent', 'build'], env: { GTAG_TRACKING_ID: TEST_TRACKING_ID } }],
  [
    {
      name: 'tests over the build',
      command: ['npx', 'vitest', 'run', '--config', 'vitest.build.config.ts'],
      report: 'test-results/built.json',
      needs: 'build',
    },
    { name: 'file size budgets', command: ['npx', 'size-limit'], needs: 'build' },
  ],
  [
    {
      name: 'browser tests',
      command: ['node', 'scripts/run-browser-tests.mjs'],
      report: 'test-results/browser.json',
      needs: 'build',
    },
  ],
];

/** A gate's Vitest or Playwright JSON report, or undefined when the gate wrote none. */
const readReport = (/** @type {string} */ path) =>
  existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;

/** Counts from a Vitest or Playwright JSON report. */
function countsFromReport(report) {
  if (typeof report.numPassedTests === 'number') {
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  }
  if (report.stats) {
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  }
  return undefined;
}

/** The first line of an error message, without terminal colours. */
const firstLine = (/** @type {string | undefined} */ text) =>
  stripVTControlCharacters(text ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);

/**
 * Names and first error lines of the failed tests in a Vitest or Playwright JSON report, so that
 * the end of the log says what failed even when only its tail is kept.
 * @returns {string[]}
 */
function failuresFromReport(report) {
  if (Array.isArray(report.testResults)) {
    return report.testResults.flatMap((file) => {
      const failedTests = file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${relative('.', file.name)}: ${test.fullName}\n      ${firstLine(test.failureMessages?.[0])}`);
      // A file that fails to load has no test results, only a message.
      if (failedTests.length === 0 && file.status === 'failed')
        return [`${relative('.', file.name)}\n      ${firstLine(file.message)}`];
      return failedTests;
    });
  }
  const root = report.config?.rootDir ?? '.';
  /** @returns {string[]} A suite's failed specs, named by file, line and describe titles. */
  const walk = (suite, titles = []) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.ok
        ? []
        : [
            `${relative('.', join(root, spec.file))}:${spec.line} ${[...titles, spec.title].join(' › ')}\n      ${firstLine(spec.tests?.[0]?.results?.at(-1)?.error?.message)}`,
          ],
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ];
  return [
    // A file's own suite is titled with its file name, which each spec's line already gives.
    ...(report.suites ?? []).flatMap((fileSuite) => walk(fileSuite)),
    ...(report.errors ?? []).map((error) => firstLine(error.message)),
  ];
}

let passed = 0;
let failed = 0;
const failedGates = new Set();
/** @type {string[]} */
const failures = [];
const started = Date.now();
/** @type {Map<string, string>} */
const durations = new Map();
/** Whole seconds first, so 35 min 59.6 s reads "36 min 0 s", not "35 min 60 s". */
const minutes = (/** @type {number} */ ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

/**
 * Runs one gate; its output goes straight to the terminal, or is kept and printed when it ends.
 * @param {Gate} gate
 * @param {boolean} live
 */
async function runGate(gate, live) {
  if (gate.needs && failedGates.has(gate.needs)) {
    console.log(`\n▶ ${gate.name}\n  skipped: ${gate.needs} failed`);
    failed += 1;
    failedGates.add(gate.name);
    return;
  }
  if (live) console.log(`\n▶ ${gate.name}`);
  if (gate.report) rmSync(gate.report, { force: true });
  const gateStarted = Date.now();
  const child = spawn(gate.command[0], gate.command.slice(1), {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...gate.env },
  });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  if (!live) process.stdout.write(`\n▶ ${gate.name}\n${Buffer.concat(output).toString()}`);
  const report = gate.report ? readReport(gate.report) : undefined;
  const counts = report ? countsFromReport(report) : undefined;
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    // A runner that exits non-zero with no failed test (a crash, a config error) still fails the gate.
    if (status !== 0 && counts.failed === 0) failed += 1;
  } else if (status === 0) {
    passed += 1;
  } else {
    failed += 1;
  }
  if (status !== 0) failedGates.add(gate.name);
  const named = report ? failuresFromReport(report) : [];
  failures.push(...named.map((failure) => `${gate.name} › ${failure}`));
  if (status !== 0 && named.length === 0) {
    // A gate without a report, or one that failed outside any test (a hook, an unhandled error).
    const tail = Buffer.concat(output).toString().trim().split('\n').slice(-5);
    failures.push(
      `${gate.name} › exited with code ${status}, naming no failed test${tail.length && tail[0] ? `; its last lines:\n      ${tail.map(firstLine).join('\n      ')}` : ''}`,
    );
  }
  durations.set(gate.name, minutes(Date.now() - gateStarted));
}

for (const stage of STAGES) {
  await Promise.all(stage.map((gate) => runGate(gate, stage.length === 1)));
}

const perGate = STAGES.flat().flatMap((gate) =>
  durations.has(gate.name) ? [`${gate.name} ${durations.get(gate.name)}`] : [],
);
console.log(`\nDuration: ${minutes(Date.now() - started)} (${perGate.join(', ')})`);
console.log(failedGates.size ? `\nFailed gates: ${[...failedGates].join(', ')}` : '\nAll gates passed.');
if (failures.length) console.log(`\nFailed tests:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
