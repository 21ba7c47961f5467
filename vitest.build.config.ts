import { defineConfig } from 'vitest/config';

/** Tests that read the production build (run `npm run build` first): `npm test` runs them after it. */
export default defineConfig({
  test: {
    include: ['tests/built/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'test-results/built.json' }]],
  },
});
