import { describe, expect, it } from 'vitest';

import { perfSeconds, phaseSeconds, scriptOwner, timeByOwner } from '../../scripts/lib/build-profile.mjs';

describe("a build's phases, from Docusaurus's own timer", () => {
  // Lines as `DOCUSAURUS_PERF_LOGGER=true docusaurus build` printed them (3.10), nested phases included.
  const log = [
    '[PERF] Build > en > Load site > Load plugins - 6.69 seconds! - (Heap 159mb -> 342mb / Total 367mb)',
    '[PERF] Build > en > Load site - 7.14 seconds! - (Heap 153mb -> 337mb / Total 369mb)',
    '[PERF] Build > en > Creating rspack bundler configs - 134.76 ms - (Heap 337mb -> 343mb / Total 370mb)',
    '\x1b[36m[PERF] Build > en > Bundling with rspack - 23.87 seconds!\x1b[39m - (Heap 343mb -> 705mb / Total 749mb)',
    '[PERF] Build > en > SSG > Create SSG thread pool - 2 threads - 92.38 ms - (Heap 706mb -> 707mb / Total 750mb)',
    '[PERF] Build > en > SSG - 11.09 seconds! - (Heap 705mb -> 709mb / Total 750mb)',
    '[PERF] Build > en > postBuild() - 980.5 ms - (Heap 710mb -> 234mb / Total 776mb)',
    '[PERF] Build > en - 74.29 seconds! - (Heap 153mb -> 249mb / Total 776mb)',
  ].join('\n');

  it('reads the four top-level phases in seconds, not their nested steps', () => {
    expect(phaseSeconds(log)).toEqual({ load: 7.14, bundle: 23.87, render: 11.09, postBuild: 0.9805 });
  });

  it("reads any step of the timer, the dev server's too, and nothing of a step it does not report", () => {
    const start = '[PERF] CLI start > Load site > Load plugins > Init plugins - 5.20 seconds! - (Heap 50mb -> 300mb)';
    expect(perfSeconds(start, /\[PERF\] CLI start > Load site > Load plugins > Init plugins/)).toBe(5.2);
    expect(perfSeconds(start, /\[PERF\] CLI start > Load site/)).toBeUndefined();
  });

  it('leaves out a phase the log does not report', () => {
    expect(phaseSeconds('[INFO] [en] Creating an optimized production build...')).toEqual({});
  });
});

describe('who a profiled script belongs to', () => {
  it('names a site plugin, the innermost package, or Node', () => {
    expect(scriptOwner('file:///work/main/plugins/llms/convert.ts')).toBe('plugins/llms');
    expect(scriptOwner('file:///work/main/node_modules/parse5/dist/index.js')).toBe('parse5');
    expect(scriptOwner('file:///w/node_modules/@docusaurus/core/node_modules/@rspack/core/dist/a.js')).toBe(
      '@rspack/core',
    );
    expect(scriptOwner('node:internal/fs/promises')).toBe('node');
    expect(scriptOwner('')).toBeNull();
  });
});

describe('main-thread time by owner', () => {
  // root → llms plugin → parse5 (sampled 3 times); root → parse5 directly (once); the GC (twice).
  const profile = {
    nodes: [
      { id: 1, callFrame: { url: '', functionName: '(root)' }, children: [2, 4, 5] },
      { id: 2, callFrame: { url: 'file:///s/plugins/llms/index.ts', functionName: 'postBuild' }, children: [3] },
      { id: 3, callFrame: { url: 'file:///s/node_modules/parse5/dist/index.js', functionName: 'parse' } },
      { id: 4, callFrame: { url: 'file:///s/node_modules/parse5/dist/index.js', functionName: 'parse' } },
      { id: 5, callFrame: { url: '', functionName: '(garbage collector)' } },
    ],
    samples: [3, 3, 3, 4, 5, 5, 1],
    timeDeltas: [0, 10, 20, 30, 40, 50, 60],
  };

  it('gives a plugin the time of the libraries it calls, and the rest to whatever ran', () => {
    const totals = timeByOwner(profile, (owner) => owner.startsWith('plugins/'));
    expect(Object.fromEntries(totals)).toEqual({
      'plugins/llms': 10 + 20 + 30,
      '(garbage collector)': 50 + 60,
      parse5: 40,
    });
    expect([...totals.keys()][0]).toBe('(garbage collector)');
  });
});
