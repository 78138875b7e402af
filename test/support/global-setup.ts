import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ensureDashboardBuild } from '@local/dashboard.js';
import { freePort, startDynamo, type Endpoints, type ServiceEndpoints } from '@local/emulators.js';
import config from '../../vitest.config.js';

/**
 * Starts the stand-ins once for the whole run. Workers inherit the endpoints through the environment; each test file
 * then creates its own isolated table, queues and bucket.
 *
 * Each vitest worker gets stand-ins of its own (`testEndpoints` picks them by `VITEST_POOL_ID`), each in a process of
 * its own: DynamoDB Local serves one request at a time per process, and the Node stand-ins (SQS, S3, SES) in
 * vitest's main process shared its event loop with the module transforms. Either way one worker's burst stalled the
 * other's tests for seconds.
 */
const stops: (() => Promise<void>)[] = [];

/** The Node stand-ins in a child process (`stand-ins-process.ts`); resolves once they listen. */
async function startServiceProcess(): Promise<ServiceEndpoints> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/stand-ins-process.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  stops.push(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.stdin.end();
      }),
  );
  const firstLine = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the stand-ins process exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', resolve);
  });
  return JSON.parse(firstLine) as ServiceEndpoints;
}

/**
 * Each worker's stand-ins: the Node ones first (they hold their ports from the start), then DynamoDB Local, whose
 * JVM binds its port seconds after it was found free (`startDynamo` takes another when something else got it).
 */
async function startStandIns(workers: number): Promise<Endpoints[]> {
  const services = await Promise.all(Array.from({ length: workers }, startServiceProcess));
  return Promise.all(
    services.map(async (endpoints) => {
      const dynamo = await startDynamo(await freePort(), undefined);
      stops.push(dynamo.stop);
      return { dynamodb: dynamo.url, ...endpoints };
    }),
  );
}

export async function setup() {
  const workers = Math.max(1, Number(config.test?.maxWorkers ?? 1));
  // The browser tests open the built dashboard; this builds it only when its sources changed since the last build.
  const [perWorker] = await Promise.all([startStandIns(workers), ensureDashboardBuild()]);
  process.env.TEST_ENDPOINTS = JSON.stringify({ ...perWorker[0], perWorker });
}

export async function teardown() {
  await Promise.allSettled(stops.map((stop) => stop()));
}
