import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The site's own alias for its root, so modules that pages import resolve in tests too.
  resolve: { alias: { '@site': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', ['json', { outputFile: 'test-results/unit.json' }]],
  },
});
