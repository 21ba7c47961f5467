import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The site's own alias for its root, so modules that pages import resolve in tests too.
  resolve: { alias: { '@site': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // A guard against a hung test, not a speed check: several tests read every guide or compile
    // samples, and on a busy 2-core machine they take several times their quiet duration.
    testTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'test-results/unit.json' }]],
  },
});
