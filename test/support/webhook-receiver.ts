import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
  /** `Date.now()` when it arrived. */
  at: number;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** Decides each answer; `n` counts requests from 1. */
export type Responder = (request: ReceivedRequest, n: number) => Reply | Promise<Reply>;

export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  /** Replaces how the receiver answers from now on. */
  respondWith(responder: Responder): void;
  /** Resolves once `count` requests arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

/** The receivers a test file starts (`start`, as `startReceiver`), closed together in its `afterAll`. */
export function receiverPool() {
  const started: Receiver[] = [];
  return {
    async start(responder?: Responder) {
      const r = await startReceiver(responder);
      started.push(r);
      return r;
    },
    closeAll: () => Promise.all(started.map((r) => r.close())),
  };
}

/** A local HTTP endpoint that records every request and answers as told (200 `ok` by default). */
export async function startReceiver(responder: Responder = () => ({ status: 200, body: 'ok' })): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  let respond = responder;
  const waiters: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const received = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      requests.push(received);
      waiters.splice(0).forEach((wake) => wake());
      const reply = await respond(received, requests.length);
      res.writeHead(reply.status, reply.headers ?? {});
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    respondWith(next) {
      respond = next;
    },
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`receiver got ${requests.length} of ${count} requests in ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return requests.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls `probe` until it returns a value that is not undefined (rejects after `timeoutMs`). */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
