import { parseRetryAfter } from '@shared/domain/delivery/schedule.js';
import type { TemplateData } from '@shared/domain/integrations/template.js';
import type { Integration, IntegrationType } from '@shared/domain/integrations/types.js';
import type { OutboundHttp, OutboundRequest, OutboundResponse } from '@shared/domain/outbound.js';
import type { SubmissionView } from '@shared/domain/delivery/targets.js';
import type { ProviderUrls } from '@shared/integration-settings.js';

/** Provider requests give up after this long (as webhooks do). */
export const PROVIDER_TIMEOUT_MS = 15_000;

export interface DriverDeps {
  http: OutboundHttp;
  urls: ProviderUrls;
}

/** A resolved OAuth app. */
export interface OAuthApp {
  clientId: string;
  clientSecret: string;
}

export type Credentials = Record<string, string>;

/** What a completed authorization (or validated credential) yields. */
export interface Connected {
  credentials: Credentials;
  /** Config keys setup filled in (e.g. the created spreadsheet's id, the first audience). */
  config?: Record<string, unknown>;
  /** Non-secret facts shown in `last_status` (channel, workspace, sheet URL). */
  connected: Record<string, unknown>;
}

/** The provider refused (or setup failed); `message` is shown to the owner. */
export class ConnectError extends Error {
  constructor(
    message: string,
    /** The provider refused the credentials themselves (→ 400 naming the connection field at create). */
    readonly refused = false,
  ) {
    super(message);
    this.name = 'ConnectError';
  }
}

/**
 * How a send ended. `permanent`: this delivery is dead, the integration stays as it is (e.g. an invalid e-mail).
 * `owner`: dead, and the integration moves to `error` (the destination is gone or refuses us). `reauth`: dead, and
 * the integration moves to `needs_reauth`.
 */
export interface SendOutcome {
  kind: 'delivered' | 'retry' | 'permanent' | 'owner' | 'reauth';
  error?: string;
  statusCode?: number;
  ms?: number;
  excerpt?: string;
  retryAfterSeconds?: number;
}

export interface SendInput {
  integration: Integration;
  credentials: Credentials;
  /** The resolved OAuth app (token refresh); undefined for credential types. */
  app?: OAuthApp;
  submission: SubmissionView;
  data: TemplateData;
  test: boolean;
  now: Date;
  /** Steps finished by earlier tries of this delivery (multi-step providers). */
  progress: Record<string, unknown>;
  saveProgress(progress: Record<string, unknown>): Promise<void>;
  /** Replaces the stored credentials (a refreshed access token). */
  saveCredentials(credentials: Credentials): Promise<void>;
  /** What is being sent, credentials removed; recorded on the delivery. */
  payload: Record<string, unknown>;
}

export interface IntegrationDriver {
  type: IntegrationType;
  /** Browser authorization: the provider's authorize URL. */
  authorizeUrl?(urls: ProviderUrls, app: OAuthApp, p: { state: string; redirectUri: string }): string;
  /** Browser authorization: exchange the code, run the provider's setup. Throws ConnectError. */
  connect?(
    deps: DriverDeps,
    app: OAuthApp,
    p: { code: string; redirectUri: string; integration: Integration; formName: string },
  ): Promise<Connected>;
  /** Credential types: check with the provider (or locally) before anything is stored. Throws ConnectError. */
  validate?(deps: DriverDeps, connection: Record<string, string>): Promise<Connected>;
  send(deps: DriverDeps, input: SendInput): Promise<SendOutcome>;
}

export const withQuery = (base: string, query: Record<string, string>) => {
  const url = new URL(base);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
};

export const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
export const basicAuth = (app: OAuthApp) =>
  `Basic ${Buffer.from(`${encodeURIComponent(app.clientId)}:${encodeURIComponent(app.clientSecret)}`).toString('base64')}`;

export const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };
export const JSON_TYPE = { 'content-type': 'application/json', accept: 'application/json' };

export const request = (
  deps: DriverDeps,
  r: Omit<OutboundRequest, 'timeoutMs'> & { timeoutMs?: number },
): Promise<OutboundResponse> => deps.http.send({ timeoutMs: PROVIDER_TIMEOUT_MS, ...r });

/** JSON body of a response, or undefined. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- provider bodies are checked field by field
export function parseJson(body: string): any {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** Fields shared by every outcome built from a response. */
export const fromResponse = (res: OutboundResponse) => ({ statusCode: res.status, ms: res.ms, excerpt: res.body });

/** The common shape of provider answers: 2xx delivered, 429/408/5xx retried (Retry-After honoured). */
export function commonOutcome(res: OutboundResponse, now: Date, error: string): SendOutcome | undefined {
  if (res.status >= 200 && res.status < 300) return { kind: 'delivered', ...fromResponse(res) };
  if (res.status === 429 || res.status === 408 || res.status >= 500) {
    return {
      kind: 'retry',
      error: `${res.status}: ${error}`,
      retryAfterSeconds: parseRetryAfter(res.headers['retry-after'], now),
      ...fromResponse(res),
    };
  }
  return undefined;
}

/** The submission's fields for forwarding (a test send is marked). */
export const forwardedFields = (input: SendInput): Record<string, unknown> => ({
  ...input.submission.fields,
  ...(input.test ? { formbase_test: 'This is a test submission sent from Formbase integration settings.' } : {}),
});

const lastSlot = new Map<string, number>();

/**
 * Spaces requests to one provider destination at least `intervalMs` apart within this process (Slack ~1/s per
 * hook, ActiveCampaign 5/s per account). Across processes the provider's 429 + Retry-After takes over.
 */
export async function pace(key: string, intervalMs: number): Promise<void> {
  const now = Date.now();
  const slot = Math.max(now, (lastSlot.get(key) ?? 0) + intervalMs);
  lastSlot.set(key, slot);
  if (lastSlot.size > 10_000) lastSlot.delete(lastSlot.keys().next().value!);
  if (slot > now) await new Promise((r) => setTimeout(r, slot - now));
}

export type { SubmissionView };
