import * as z from 'zod/mini';
import { parseRetryAfter } from '@shared/domain/delivery/schedule.js';
import type { OutboundRequest, OutboundResponse } from '@shared/domain/outbound.js';
import type { DriverDeps, OAuthApp, SendInput, SendOutcome } from '@shared/domain/integrations/driver.js';

export * from '@shared/domain/integrations/driver.js';

/** Provider requests give up after this long (as webhooks do). */
export const PROVIDER_TIMEOUT_MS = 15_000;

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

/**
 * A provider's JSON answer checked against `schema`, or undefined when it is not JSON or not the expected shape.
 * Build schemas with `answer`/`opt`, so one odd field is dropped instead of failing the whole answer.
 */
export function parseAnswer<S extends z.ZodMiniType>(schema: S, body: string): z.output<S> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** An optional answer field: a value of the wrong type reads as absent. */
export const opt = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
/** An answer object; unknown keys are kept (providers add fields). */
export const answer = <T extends z.core.$ZodLooseShape>(shape: T) => z.looseObject(shape);
/** The common `{error, message}` text fields. */
export const text = () => opt(z.string());

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
