import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';
import { dirname, join } from 'node:path';
import type { Server as HttpServer } from 'node:http';

const require = createRequire(import.meta.url);

/** Where each stand-in listens; the SDK reaches them through the AWS_ENDPOINT_URL_<SERVICE> variables. */
export interface Endpoints {
  dynamodb: string;
  sqs: string;
  s3: string;
  ses: string;
}

export interface Emulators {
  endpoints: Endpoints;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server: Server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Thrown when the port answers, but not as DynamoDB Local: another process took it between `freePort` and bind. */
class PortTakenError extends Error {}

/**
 * Waits until DynamoDB Local answers at `url`. An answer from anything else (no `x-amzn-requestid`, no DynamoDB error
 * type) means another server bound the port first: `PortTakenError`.
 */
async function waitForDynamo(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    let res: Response;
    try {
      res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(1000) });
    } catch {
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    const text = await res.text();
    if (res.headers.has('x-amzn-requestid') && text.includes('dynamodb')) return;
    throw new PortTakenError(`${url} answers, but not as DynamoDB Local`);
  }
  throw new Error(`timed out waiting for ${url}`);
}

/**
 * Spawns the official DynamoDB Local jar shipped inside the amplify-dynamodb-simulator package; `pid` is the Java
 * process's (a test stops it with SIGSTOP to play a hung table).
 */
export async function startDynamo(
  port: number,
  dataDir: string | undefined,
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  // A port found free can be taken by another process before the JVM binds it: then a fresh port, twice at most.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startDynamoOn(attempt === 1 ? port : await freePort(), dataDir);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 3) throw error;
    }
  }
}

async function startDynamoOn(port: number, dataDir: string | undefined) {
  const pkg = dirname(require.resolve('amplify-dynamodb-simulator/package.json'));
  const emulator = join(pkg, 'emulator');
  // -sharedDb: one database whatever the caller's access key and region (otherwise each key sees its own tables).
  const storage = dataDir ? ['-sharedDb', '-dbPath', dataDir] : ['-sharedDb', '-inMemory'];
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const child = spawn(
    'java',
    [
      `-Djava.library.path=${join(emulator, 'DynamoDBLocal_lib')}`,
      '-Xmx512m',
      // Local runs are short: the C2 compiler's threads cost more CPU than its faster code pays back within them
      // (measured: DynamoDB Local's CPU per pipeline delivery 6.9 → 2.0 ms, its single-item ceiling 1,500 → 2,200
      // calls/s on 2 cores). One GC thread for the same reason.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-jar',
      join(emulator, 'DynamoDBLocal.jar'),
      ...storage,
      '-port',
      String(port),
      '-disableTelemetry',
    ],
    { env: { ...process.env, DDB_LOCAL_TELEMETRY: '0' }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForDynamo(url, 30_000, child);
  } catch (error) {
    child.kill('SIGKILL');
    if (error instanceof PortTakenError) throw error;
    throw new Error(`DynamoDB Local did not start (is Java 17+ installed?): ${(error as Error).message}\n${stderr}`);
  }
  return { url, pid: child.pid!, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const closeServer = (server: HttpServer) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });

/** Where the Node stand-ins listen (SQS, S3, SESv2): everything but DynamoDB. */
export type ServiceEndpoints = Omit<Endpoints, 'dynamodb'>;

/**
 * Starts the SQS, S3 and SESv2 stand-ins in this process on the given (or free) loopback ports. With `dataDir`, S3
 * persists there across restarts; without it, in a temporary directory of its own.
 */
export async function startServiceStandIns(
  options: { dataDir?: string; sesPort?: number } = {},
): Promise<{ endpoints: ServiceEndpoints; stop(): Promise<void> }> {
  const [sqsPort, s3Port, sesPort] = await Promise.all([freePort(), freePort(), options.sesPort ?? freePort()]);
  const { createSqsServer } = await import('local-aws-sqs');
  const sqs = (await createSqsServer({
    port: sqsPort,
    hostname: '127.0.0.1',
    emulateQueueCreationLifecycle: false,
  })) as unknown as HttpServer;

  const { default: S3rver } = await import('s3rver');
  const s3Dir = options.dataDir ?? join(process.env.TMPDIR ?? '/tmp', `s3rver-${process.pid}-${s3Port}`);
  mkdirSync(s3Dir, { recursive: true });
  const s3 = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    directory: s3Dir,
    silent: true,
    allowMismatchedSignatures: true,
  });
  await s3.run();

  const sesModule = (await import('aws-ses-v2-local')) as unknown as {
    default: ((c: object) => Promise<HttpServer>) | { default: (c: object) => Promise<HttpServer> };
  };
  const startSes = typeof sesModule.default === 'function' ? sesModule.default : sesModule.default.default;
  const ses = await startSes({ host: '127.0.0.1', port: sesPort });
  return {
    endpoints: {
      sqs: `http://127.0.0.1:${sqsPort}`,
      s3: `http://127.0.0.1:${s3Port}`,
      ses: `http://127.0.0.1:${sesPort}`,
    },
    async stop() {
      await Promise.allSettled([closeServer(sqs), s3.close(), closeServer(ses)]);
    },
  };
}

/**
 * Starts DynamoDB Local (Java) and the in-process SQS, S3 and SESv2 stand-ins on free loopback ports.
 * With `dataDir`, DynamoDB and S3 persist there across restarts; without it everything is in memory.
 */
export async function startEmulators(options: { dataDir?: string; sesPort?: number } = {}): Promise<Emulators> {
  const dynamo = startDynamo(await freePort(), options.dataDir && join(options.dataDir, 'dynamodb'));
  const services = await startServiceStandIns({
    dataDir: options.dataDir && join(options.dataDir, 's3'),
    sesPort: options.sesPort,
  });
  const db = await dynamo;
  return {
    endpoints: { dynamodb: db.url, ...services.endpoints },
    async stop() {
      await Promise.allSettled([db.stop(), services.stop()]);
    },
  };
}

/** Points this process's AWS SDK clients at the stand-ins (dummy credentials; the stand-ins ignore them, S3rver wants its own). */
export function useEndpoints(endpoints: Endpoints): void {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_SQS: endpoints.sqs,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_SESV2: endpoints.ses,
    // The stand-ins share a laptop's cores: a slow answer there is load, not an outage.
    SDK_CONNECT_TIMEOUT_MS: process.env.SDK_CONNECT_TIMEOUT_MS ?? '10000',
    SDK_REQUEST_TIMEOUT_MS: process.env.SDK_REQUEST_TIMEOUT_MS ?? '30000',
  });
}
