import { createServer, type Server } from 'node:http';
import type { CaptchaProvider } from '@shared/domain/spam/captcha.js';

/**
 * Local fakes of the four providers' siteverify endpoints, answering in each provider's real response shape. The
 * token picks the scenario: `ok`, `bad` (invalid-input-response), `dup` (timeout-or-duplicate), `low` (v3 score
 * 0.2), `elsewhere` (solved on another hostname), `misconfigured` (invalid-input-secret), `internal` (provider
 * internal-error), `boom` (HTTP 500), `slow` (never answers).
 */
export interface FakeSiteverify {
  urls: Record<CaptchaProvider, string>;
  /** Form-decoded request bodies, per provider path. */
  requests: { provider: CaptchaProvider; contentType: string; body: Record<string, string> }[];
  stop(): Promise<void>;
}

const HOST = 'www.example-site.com';
const TS = '2025-06-02T10:00:00Z';

function reply(provider: CaptchaProvider, token: string): { status: number; body?: unknown } {
  const failure = (code: string) =>
    provider === 'captcha_b'
      ? { success: false, 'error-codes': [code], messages: [] }
      : { success: false, 'error-codes': [code] };
  switch (token) {
    case 'bad':
      return { status: 200, body: failure('invalid-input-response') };
    case 'dup':
      return {
        status: 200,
        body: failure(provider === 'captcha_a' ? 'already-seen-response' : 'timeout-or-duplicate'),
      };
    case 'misconfigured':
      return {
        status: 200,
        body: failure(provider === 'captcha_a' ? 'sitekey-secret-mismatch' : 'invalid-input-secret'),
      };
    case 'internal':
      return { status: 200, body: failure('internal-error') };
    case 'boom':
      return { status: 500, body: 'upstream error' };
  }
  const hostname = token === 'elsewhere' ? 'evil.example' : HOST;
  switch (provider) {
    case 'captcha_a':
      return { status: 200, body: { success: true, challenge_ts: TS, hostname, credit: false } };
    case 'captcha_b':
      return {
        status: 200,
        body: {
          success: true,
          challenge_ts: TS,
          hostname,
          'error-codes': [],
          action: '',
          cdata: '',
          metadata: { interactive: false },
        },
      };
    case 'captcha_v2':
      return { status: 200, body: { success: true, challenge_ts: TS, hostname } };
    case 'captcha_v3':
      return {
        status: 200,
        body: { success: true, challenge_ts: TS, hostname, score: token === 'low' ? 0.2 : 0.9, action: 'submit' },
      };
  }
}

const PATHS: Record<string, CaptchaProvider> = {
  '/hcaptcha/siteverify': 'captcha_a',
  '/turnstile/v0/siteverify': 'captcha_b',
  '/recaptcha-v2/api/siteverify': 'captcha_v2',
  '/recaptcha-v3/api/siteverify': 'captcha_v3',
};

export async function startFakeSiteverify(): Promise<FakeSiteverify> {
  const requests: FakeSiteverify['requests'] = [];
  const server: Server = createServer((req, res) => {
    const provider = PATHS[req.url ?? ''];
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      if (!provider || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const body = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ provider, contentType: req.headers['content-type'] ?? '', body });
      if (body.response === 'slow') return;
      const answer = reply(provider, body.response ?? '');
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      res
        .writeHead(answer.status, {
          'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json',
        })
        .end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const urls = Object.fromEntries(Object.entries(PATHS).map(([path, provider]) => [provider, base + path])) as Record<
    CaptchaProvider,
    string
  >;
  return {
    urls,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
