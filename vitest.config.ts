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
    // The silence bound (a hung DynamoDB is a 503 within ~3 s) is raised for the suite: two workers, Chromium and
    // DynamoDB Local's JVM on two cores can starve the emulator for seconds, which is load, not an outage.
    // `hung-dynamodb.test.ts` sets the production default back for its own client.
    env: { POWERTOOLS_METRICS_DISABLED: 'true', SDK_SILENCE_TIMEOUT_MS: '15000' },
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
