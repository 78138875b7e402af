import { ensureDashboardBuild } from '@local/dashboard.js';
import { freePort, startDynamo, startEmulators, type Emulators } from '@local/emulators.js';
import config from '../../vitest.config.js';

/**
 * Starts the stand-ins once for the whole run (DynamoDB Local takes ~2 s). Workers inherit the endpoints
 * through the environment; each test file then creates its own isolated table, queues and bucket.
 *
 * DynamoDB Local serves one request at a time per process, so each vitest worker gets a DynamoDB Local of its own
 * (`testEndpoints` picks it by `VITEST_POOL_ID`): one worker's burst no longer stalls the other's tests for seconds.
 */
let emulators: Emulators | undefined;
let extraDynamos: Awaited<ReturnType<typeof startDynamo>>[] = [];

export async function setup() {
  const workers = Math.max(1, Number(config.test?.maxWorkers ?? 1));
  // The browser tests open the built dashboard; this builds it only when its sources changed since the last build.
  const [started, more] = await Promise.all([
    startEmulators(),
    Promise.all(Array.from({ length: workers - 1 }, async () => startDynamo(await freePort(), undefined))),
    ensureDashboardBuild(),
  ]);
  emulators = started;
  extraDynamos = more;
  process.env.TEST_ENDPOINTS = JSON.stringify({
    ...emulators.endpoints,
    dynamodbPerWorker: [emulators.endpoints.dynamodb, ...extraDynamos.map((d) => d.url)],
  });
}

export async function teardown() {
  await Promise.allSettled([emulators?.stop(), ...extraDynamos.map((d) => d.stop())]);
}
