import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirst from './test/support/sequencer.js';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Files that change what the next file in the same process would see: environment variables, global fakes, the SDK
 * clients' endpoints (the outage relays) or middleware on the shared SDK clients (fault injection). Each runs in a
 * process of its own; every other file shares its worker's module graph (`isolate: false`), which spares importing
 * the local app again for each file. Three files that leave nothing behind run alone too: in a shared worker they
 * took two to nine times as long in two CI runs out of two (the phrase matcher 6 s → 57 s, the write fuzz 29 s →
 * 71 s, the replay 29 s → 57 s), which costs more than their import saves.
 */
const ISOLATED = [
  'test/integration/admin-cli.test.ts',
  'test/integration/body-files.test.ts',
  'test/integration/client.test.ts',
  'test/integration/delivery-replay.test.ts',
  'test/integration/email-delivery.test.ts',
  'test/integration/email-mailer.test.ts',
  'test/integration/faults-soak.test.ts',
  'test/integration/fuzz-writes.test.ts',
  'test/integration/hot-form.test.ts',
  'test/integration/hung-dynamodb.test.ts',
  'test/integration/ingest-cache.test.ts',
  'test/integration/ingest-limits.test.ts',
  'test/integration/integration-app-secrets.test.ts',
  'test/integration/integrations-api.test.ts',
  'test/integration/local-config.test.ts',
  'test/integration/metrics-emf.test.ts',
  'test/integration/outages.test.ts',
  'test/integration/owner-notices.test.ts',
  'test/integration/plan-limit-burst.test.ts',
  'test/integration/plan-places-release.test.ts',
  'test/integration/quota-unlock.test.ts',
  'test/integration/stream-event-sender.test.ts',
  'test/unit/env-credentials.test.ts',
  'test/unit/log-lines.test.ts',
  'test/unit/spam-phrase-matcher.test.ts',
];

const resolve = {
  alias: {
    '@shared': dir('./shared'),
    '@services': dir('./services'),
    '@local': dir('./local'),
    '@lib': dir('./lib'),
    '@test': dir('./test'),
  },
};

/** What every file runs with, in either project. */
const common = {
  // EMF metric lines only where a test asks for them (test/integration/metrics-emf.test.ts).
  // The silence bound (a hung DynamoDB is a 503 within ~3 s) is raised for the suite: two workers, Chromium and
  // DynamoDB Local's JVM on two cores can starve the emulator for seconds, which is load, not an outage.
  // `hung-dynamodb.test.ts` sets the production default back for its own client.
  env: { POWERTOOLS_METRICS_DISABLED: 'true', SDK_SILENCE_TIMEOUT_MS: '15000' },
  pool: 'forks' as const,
  maxWorkers: 2,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // `expect.poll` waits for something the page or the pipeline does next; Playwright's own default bound is 5 s, and
  // vitest's 1 s is a timing assertion on two shared cores.
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  resolve,
  test: {
    // The stand-ins start once for the run (the projects do not repeat it).
    globalSetup: ['test/support/global-setup.ts'],
    // Longest files first, by test/file-durations.json: the two workers then finish close together.
    sequence: { sequencer: LongestFirst },
    ...common,
    projects: [
      {
        resolve,
        test: { ...common, name: 'shared', isolate: false, include: ['test/**/*.test.ts'], exclude: ISOLATED },
      },
      { resolve, test: { ...common, name: 'isolated', include: ISOLATED } },
    ],
  },
});
