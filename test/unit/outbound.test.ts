import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { outboundHttp, type Resolver } from '@shared/adapters/http/outbound.js';
import { OutboundError, type OutboundRequest } from '@shared/domain/outbound.js';
import { startReceiver, type Receiver } from '@test/support/webhook-receiver.js';

/**
 * The outbound client against a real local HTTP server, with injected DNS answers: every non-public address is
 * refused after resolution, and the connection goes to the vetted address even if DNS changes its answer.
 */
let receiver: Receiver;
let port: number;

beforeAll(async () => {
  receiver = await startReceiver();
  port = Number(new URL(receiver.url).port);
});
afterAll(() => receiver.close());

const fixed =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const post = (url: string, extra: Partial<OutboundRequest> = {}): OutboundRequest => ({
  url,
  method: 'POST',
  body: '{"a":1}',
  timeoutMs: 2000,
  ...extra,
});

async function refusal(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe('addresses after DNS resolution', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.20.30.40', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.10', 'private'],
    ['169.254.169.254', 'metadata'],
    ['169.254.10.10', 'link-local'],
    ['100.64.0.1', 'shared-cgnat'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.251', 'multicast'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a00:1', 'private'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fd00:ec2::254', 'metadata'],
    ['fc00::5', 'unique-local'],
  ])('a host resolving to %s is refused (%s) and nothing is sent', async (address, what) => {
    const before = receiver.requests.length;
    const client = outboundHttp({ allowLoopback: false, resolve: fixed(address) });
    const error = await refusal(client.send(post(`http://hooks.example.test:${port}/hook`)));
    expect(error.kind).toBe('refused_address');
    expect(error.message).toContain(what);
    expect(receiver.requests.length).toBe(before);
  });

  it('refuses a host when any one of its addresses is not public', async () => {
    const client = outboundHttp({ allowLoopback: false, resolve: fixed('93.184.216.34', '10.0.0.1') });
    expect((await refusal(client.send(post(`http://mixed.example.test:${port}/`)))).kind).toBe('refused_address');
  });

  it('refuses literal addresses in the URL without asking DNS', async () => {
    let asked = 0;
    const client = outboundHttp({ allowLoopback: false, resolve: async () => (asked++, []) });
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://[::1]:${port}/`,
      'http://169.254.169.254/latest',
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://2130706433:${port}/`,
    ]) {
      expect((await refusal(client.send(post(url)))).kind, url).toBe('refused_address');
    }
    expect(asked).toBe(0);
  });

  it('allows loopback only when told to; link-local and metadata stay refused', async () => {
    const local = outboundHttp({ allowLoopback: true, resolve: fixed('127.0.0.1') });
    expect((await local.send(post(`http://receiver.test:${port}/hook`))).status).toBe(200);
    for (const address of ['169.254.169.254', 'fd00:ec2::254', 'fe80::1', '10.0.0.1']) {
      const client = outboundHttp({ allowLoopback: true, resolve: fixed(address) });
      expect((await refusal(client.send(post(`http://receiver.test:${port}/`)))).kind, address).toBe('refused_address');
    }
  });
});

describe('a DNS answer that changes between check and connect', () => {
  /** First answer `first`, every later answer `then`: the classic rebinding attack. */
  const rebinding = (first: string, then: string) => {
    let calls = 0;
    const resolve: Resolver = async () => [{ address: calls++ === 0 ? first : then, family: 4 }];
    return { resolve, calls: () => calls };
  };

  it('cannot steer the request to a private address: DNS is asked once and the vetted address is used', async () => {
    const before = receiver.requests.length;
    const dns = rebinding('93.184.216.34', '127.0.0.1');
    const client = outboundHttp({ allowLoopback: false, resolve: dns.resolve });
    const error = await refusal(client.send(post(`http://rebind.example.test:${port}/hook`, { timeoutMs: 500 })));
    expect(['timeout', 'network']).toContain(error.kind);
    expect(dns.calls()).toBe(1);
    expect(receiver.requests.length).toBe(before);
  });

  it('connects to exactly the address it vetted, keeping the host name for the Host header', async () => {
    const dns = rebinding('127.0.0.1', '10.9.9.9');
    const client = outboundHttp({ allowLoopback: true, resolve: dns.resolve });
    const response = await client.send(post(`http://pinned.example.test:${port}/hook`));
    expect(response.status).toBe(200);
    expect(dns.calls()).toBe(1);
    expect(receiver.requests.at(-1)!.headers.host).toBe(`pinned.example.test:${port}`);
  });
});

describe('the exchange', () => {
  const client = outboundHttp({ allowLoopback: true });

  it('never follows redirects: a 3xx is returned as it is', async () => {
    const target = await startReceiver();
    const redirecting = await startReceiver(() => ({ status: 307, headers: { location: target.url } }));
    try {
      const response = await client.send(post(redirecting.url));
      expect(response.status).toBe(307);
      expect(response.headers.location).toBe(target.url);
      expect(target.requests).toHaveLength(0);
    } finally {
      await Promise.all([target.close(), redirecting.close()]);
    }
  });

  it('keeps at most maxBodyBytes of the body', async () => {
    const big = await startReceiver(() => ({ status: 200, body: 'y'.repeat(200_000) }));
    try {
      const response = await client.send(post(big.url, { maxBodyBytes: 1024 }));
      expect(response.body).toBe('y'.repeat(1024));
    } finally {
      await big.close();
    }
  });

  it('gives up after the timeout', async () => {
    const slow = await startReceiver(() => new Promise((resolve) => setTimeout(() => resolve({ status: 200 }), 3000)));
    try {
      const error = await refusal(client.send(post(slow.url, { timeoutMs: 300 })));
      expect(error.kind).toBe('timeout');
    } finally {
      await slow.close();
    }
  });

  it('reports DNS failures and bad URLs as errors, not crashes', async () => {
    const failing = outboundHttp({
      allowLoopback: false,
      resolve: async () => Promise.reject(Object.assign(new Error('nx'), { code: 'ENOTFOUND' })),
    });
    expect((await refusal(failing.send(post('https://nowhere.example.test/')))).kind).toBe('network');
    expect((await refusal(client.send(post('ftp://example.com/')))).kind).toBe('invalid_url');
    expect((await refusal(client.send(post('/relative')))).kind).toBe('invalid_url');
  });

  it('sends the method, headers and body as given', async () => {
    const before = receiver.requests.length;
    await client.send(post(receiver.url, { headers: { 'content-type': 'application/json', 'webhook-id': 'evt_1' } }));
    const got = receiver.requests[before]!;
    expect(got.body).toBe('{"a":1}');
    expect(got.headers['webhook-id']).toBe('evt_1');
    expect(got.headers['content-length']).toBe('7');
  });
});

describe('kept connections', () => {
  /** A server on every local address that answers 200, or drops the connection unanswered when `drop` says so. */
  async function countingServer(drop: (requestOnConnection: number) => boolean = () => false) {
    const seen: { socket: number; localAddress: string; answered: boolean }[] = [];
    const sockets = new Map<object, number>();
    const server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (!sockets.has(req.socket)) sockets.set(req.socket, sockets.size);
        const socket = sockets.get(req.socket)!;
        const onConnection = seen.filter((s) => s.socket === socket).length + 1;
        const answered = !drop(onConnection);
        seen.push({ socket, localAddress: req.socket.localAddress ?? '', answered });
        if (answered) res.end('ok');
        else req.socket.destroy();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    const { port: serverPort } = server.address() as AddressInfo;
    return { seen, port: serverPort, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('sends a host’s requests over one kept connection', async () => {
    const server = await countingServer();
    try {
      const client = outboundHttp({ allowLoopback: true });
      for (let i = 0; i < 3; i++)
        expect((await client.send(post(`http://127.0.0.1:${server.port}/`))).status).toBe(200);
      expect(server.seen.map((s) => s.socket)).toEqual([0, 0, 0]);
    } finally {
      await server.close();
    }
  });

  it('opens a new connection when DNS answers with another address, never reusing one across addresses', async () => {
    const server = await countingServer();
    let answer = '127.0.0.1';
    const client = outboundHttp({ allowLoopback: true, resolve: async () => [{ address: answer, family: 4 }] });
    try {
      await client.send(post(`http://moving.example.test:${server.port}/`));
      answer = '127.0.0.2';
      await client.send(post(`http://moving.example.test:${server.port}/`));
      expect(server.seen.map((s) => [s.socket, s.localAddress])).toEqual([
        [0, '127.0.0.1'],
        [1, '127.0.0.2'],
      ]);
    } finally {
      await server.close();
    }
  });

  it('sends a request again on a new connection when the server closed the kept one without answering', async () => {
    const server = await countingServer((onConnection) => onConnection === 2);
    try {
      const client = outboundHttp({ allowLoopback: true });
      await client.send(post(`http://127.0.0.1:${server.port}/`));
      const response = await client.send(post(`http://127.0.0.1:${server.port}/`));
      expect(response.status).toBe(200);
      expect(server.seen.map((s) => [s.socket, s.answered])).toEqual([
        [0, true],
        [0, false],
        [1, true],
      ]);
    } finally {
      await server.close();
    }
  });

  it('does not send again what a new connection lost: the try fails and its retry comes from the queue', async () => {
    const server = await countingServer(() => true);
    try {
      const error = await refusal(outboundHttp({ allowLoopback: true }).send(post(`http://127.0.0.1:${server.port}/`)));
      expect(error.kind).toBe('network');
      expect(server.seen).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
