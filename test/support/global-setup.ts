import { ensureDashboardBuild } from '@local/dashboard.js';
import { startEmulators, type Emulators } from '@local/emulators.js';

/**
 * Starts the stand-ins once for the whole run (DynamoDB Local takes ~2 s). Workers inherit the endpoints
 * through the environment; each test file then creates its own isolated table, queues and bucket.
 */
let emulators: Emulators | undefined;

export async function setup() {
  // The browser tests open the built dashboard; this builds it only when its sources changed since the last build.
  const [started] = await Promise.all([startEmulators(), ensureDashboardBuild()]);
  emulators = started;
  process.env.TEST_ENDPOINTS = JSON.stringify(emulators.endpoints);
}

export async function teardown() {
  await emulators?.stop();
}
