import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { REAL_PROVIDER_URLS, type ProviderUrls } from '@shared/domain/integrations/registry.js';
import { chatFakes } from './chat.js';
import { crmFakes, forwardingFakes } from './forms.js';
import { newsletterFakes } from './newsletter.js';
import { sheetsFakes } from './sheets.js';

/** One request a fake received (the request log at `integrations_preview_url`). */
export interface LoggedRequest {
  provider: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  at: string;
}

/** A canned answer the next matching request(s) get instead of the fake's own (tests inject provider faults). */
export interface Fault {
  provider: string;
  /** Only requests whose path contains this. */
  pathIncludes?: string;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** How many requests it answers (default 1). */
  times?: number;
}

export interface FakeRequest {
  method: string;
  /** Path after the provider prefix, without the query. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  raw: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  form: URLSearchParams;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Shared fake state: codes handed out by authorize pages, and one-shot helpers. */
export interface FakeContext {
  base: string;
  token(prefix: string): string;
  /** The authorize page: redirects straight back with a code (the owner "allowed"), or `error` when asked to. */
  authorize(req: FakeRequest, provider: string): FakeAnswer;
  /** Consumes a code issued to this provider for this redirect URI. */
  redeem(provider: string, code: string | null, redirectUri: string | null): boolean;
}

export type FakeHandler = (req: FakeRequest, ctx: FakeContext) => FakeAnswer | undefined;

export interface ProviderFakes {
  url: string;
  /** Provider URLs pointing at these fakes. */
  urls: ProviderUrls;
  /** Every request received, oldest first. */
  requests(provider?: string): LoggedRequest[];
  fault(fault: Fault): void;
  reset(): void;
  stop(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const LOG_LIMIT = 2000;

/**
 * Local fakes of the integration providers on one port, each under its own prefix (`/slack`, `/discord`,
 * `/google`, `/activecampaign`, `/mailchimp`, `/formspree`, `/web3forms`, `/basin`), speaking the shapes of
 * spec/integrations.md. `GET /__requests` is the request log (JSON, newest last); `POST /__faults` queues a canned
 * answer; `POST /__reset` clears both.
 */
export async function startProviderFakes(options: { port?: number } = {}): Promise<ProviderFakes> {
  const log: LoggedRequest[] = [];
  let faults: Fault[] = [];
  const codes = new Map<string, { provider: string; redirectUri: string }>();
  let base = '';
  const ctx: FakeContext = {
    get base() {
      return base;
    },
    token: (prefix) => `${prefix}-${randomBytes(12).toString('hex')}`,
    authorize(req, provider) {
      const redirect = req.query.get('redirect_uri');
      if (!redirect) return { status: 400, body: { error: 'redirect_uri missing' } };
      const target = new URL(redirect);
      if (req.query.get('deny') === '1') target.searchParams.set('error', 'access_denied');
      else {
        const code = ctx.token(`${provider}-code`);
        codes.set(code, { provider, redirectUri: redirect });
        target.searchParams.set('code', code);
      }
      target.searchParams.set('state', req.query.get('state') ?? '');
      return { status: 302, headers: { location: target.toString() } };
    },
    redeem(provider, code, redirectUri) {
      const issued = code ? codes.get(code) : undefined;
      if (!issued || issued.provider !== provider || issued.redirectUri !== redirectUri) return false;
      codes.delete(code!);
      return true;
    },
  };
  const handlers: Record<string, FakeHandler> = {
    ...chatFakes,
    ...sheetsFakes,
    ...newsletterFakes,
    ...crmFakes,
    ...forwardingFakes,
  };

  const send = (res: ServerResponse, answer: FakeAnswer) => {
    const headers = { ...answer.headers };
    let body = '';
    if (answer.body !== undefined) {
      body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      headers['content-type'] ??= typeof answer.body === 'string' ? 'text/plain' : 'application/json';
    }
    res.writeHead(answer.status, headers).end(body);
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = await readBody(req);
      if (url.pathname === '/__requests') return send(res, { status: 200, body: log });
      if (url.pathname === '/__faults' && req.method === 'POST') {
        faults.push(JSON.parse(raw) as Fault);
        return send(res, { status: 204 });
      }
      if (url.pathname === '/__reset' && req.method === 'POST') {
        log.length = 0;
        faults = [];
        return send(res, { status: 204 });
      }
      const [, provider = '', ...rest] = url.pathname.split('/');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      let json: unknown;
      try {
        json = raw ? JSON.parse(raw) : undefined;
      } catch {
        json = undefined;
      }
      const contentType = headers['content-type'] ?? '';
      log.push({
        provider,
        method: req.method ?? 'GET',
        path: url.pathname + url.search,
        headers,
        body: json ?? (contentType.includes('urlencoded') ? Object.fromEntries(new URLSearchParams(raw)) : raw || null),
        at: new Date().toISOString(),
      });
      if (log.length > LOG_LIMIT) log.shift();
      const path = `/${rest.join('/')}`;
      const fault = faults.find((f) => f.provider === provider && (!f.pathIncludes || path.includes(f.pathIncludes)));
      if (fault) {
        fault.times = (fault.times ?? 1) - 1;
        if (fault.times <= 0) faults = faults.filter((f) => f !== fault);
        return send(res, { status: fault.status, body: fault.body, headers: fault.headers });
      }
      const handler = handlers[provider];
      const answer = handler?.(
        {
          method: req.method ?? 'GET',
          path,
          query: url.searchParams,
          headers,
          raw,
          json,
          form: new URLSearchParams(raw),
        },
        ctx,
      );
      send(res, answer ?? { status: 404, body: { error: 'not found in the local fake' } });
    })().catch((error: unknown) => send(res, { status: 500, body: { error: String(error) } }));
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    urls: fakeUrls(base),
    requests: (provider) => log.filter((r) => !provider || r.provider === provider),
    fault: (f) => faults.push({ ...f }),
    reset: () => {
      log.length = 0;
      faults = [];
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Each provider URL at its fake: `{base}/{key}` unless the fake mimics the provider's own paths (below). */
export const fakeUrls = (base: string): ProviderUrls => ({
  ...(Object.fromEntries(Object.keys(REAL_PROVIDER_URLS).map((key) => [key, `${base}/${key}`])) as ProviderUrls),
  slackAuthorize: `${base}/slack/oauth/v2/authorize`,
  slackToken: `${base}/slack/api/oauth.v2.access`,
  discordAuthorize: `${base}/discord/oauth2/authorize`,
  discordToken: `${base}/discord/api/oauth2/token`,
  discordApi: `${base}/discord/api`,
  googleAuthorize: `${base}/google/o/oauth2/v2/auth`,
  googleToken: `${base}/google/token`,
  sheetsApi: `${base}/google/sheets`,
  mailchimpAuthorize: `${base}/mailchimp/oauth2/authorize`,
  mailchimpToken: `${base}/mailchimp/oauth2/token`,
  mailchimpMetadata: `${base}/mailchimp/oauth2/metadata`,
  formspree: `${base}/formspree`,
  web3forms: `${base}/web3forms/submit`,
  basin: `${base}/basin`,
});
