import { createServer as createHttpServer } from 'node:http';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort, type Endpoints } from '@local/emulators.js';

/**
 * A TCP relay in front of a stand-in that a test can take down and bring back on the same port: while down, the
 * port refuses connections and open ones are cut, which is what a client sees when DynamoDB, SQS or S3 is
 * unreachable. Everything else is the real stand-in over the real protocol.
 */
export interface Relay {
  url: string;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startRelay(target: string): Promise<Relay> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let listenPort = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(Number(port), hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(listenPort, '127.0.0.1', () => {
        listenPort = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
      server = undefined;
    });
  await listen();
  return { url: `http://127.0.0.1:${listenPort}`, down, up: listen, close: down };
}

export interface Relays {
  dynamodb: Relay;
  sqs: Relay;
  s3: Relay;
}

/**
 * SQS clients send to the host inside each queue URL, and the stand-in writes its own port there; so this file gets
 * a private SQS stand-in that writes the relay's port into its queue URLs.
 */
async function relayedSqs(): Promise<Relay> {
  const port = await freePort();
  const relay = await startRelay(`http://127.0.0.1:${port}`);
  const { createRequestHandler } = await import('local-aws-sqs');
  const { requestHandler } = createRequestHandler({
    port: Number(new URL(relay.url).port),
    hostname: '127.0.0.1',
    emulateQueueCreationLifecycle: false,
  });
  const server = createHttpServer(requestHandler);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    ...relay,
    close: async () => {
      await relay.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Puts relays in front of DynamoDB, SQS and S3 and makes this test process's SDK clients (and `startTestApp`) use
 * them. Call before the first client is created (first thing in a test file's `beforeAll`).
 */
export async function relayStandIns(endpoints: Endpoints): Promise<Relays> {
  const [dynamodb, sqs, s3] = await Promise.all([
    startRelay(endpoints.dynamodb),
    relayedSqs(),
    startRelay(endpoints.s3),
  ]);
  process.env.TEST_ENDPOINTS = JSON.stringify({ ...endpoints, dynamodb: dynamodb.url, sqs: sqs.url, s3: s3.url });
  return { dynamodb, sqs, s3 };
}
