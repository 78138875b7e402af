import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@shared': dir('./shared'),
      '@services': dir('./services'),
      '@local': dir('./local'),
      '@lib': dir('./lib'),
      '@test': dir('./test'),
    },
  },
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // EMF metric lines only where a test asks for them (test/integration/metrics-emf.test.ts).
    env: { POWERTOOLS_METRICS_DISABLED: 'true' },
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
