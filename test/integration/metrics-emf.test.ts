import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import {
  BUSINESS_METRICS,
  DELIVERY_LAG_METRIC,
  deliveryMetricName,
  METRIC_NAMESPACE,
  SUBMISSION_METRICS,
} from '@shared/observability/metric-catalog.js';
import { createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { deliveryHelpers } from '@test/support/delivery.js';
import { eventually, startReceiver, type Receiver } from '@test/support/webhook-receiver.js';

/**
 * The business metrics a deployed dashboard reads: a submission goes through the local pipeline (ingest → fan-out
 * → webhook attempt) and the EMF lines the functions print to stdout are checked as CloudWatch would read them.
 */
interface EmfLine {
  _aws: {
    Timestamp: number;
    CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[];
  };
  service: string;
  [metric: string]: unknown;
}

const lines: EmfLine[] = [];
const write = process.stdout.write.bind(process.stdout);
let app: LocalApp;
let tenant: TestTenant;
let h: ReturnType<typeof deliveryHelpers>;
let receiver: Receiver;

beforeAll(async () => {
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
    for (const text of String(chunk).split('\n')) {
      if (text.includes('"_aws"')) lines.push(JSON.parse(text) as EmfLine);
    }
    return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;
  app = await startTestApp({ config: { deliverySchedule: [1, 1, 1] } });
  tenant = await createTestTenant(app);
  h = deliveryHelpers(app, tenant);
  receiver = await startReceiver();
});
afterAll(async () => {
  process.stdout.write = write;
  await receiver.close();
  await app.stop();
});

/** Every value of `name` printed so far by `service`, after checking the line's EMF metadata. */
function valuesOf(name: string): number[] {
  return lines.flatMap((line) => {
    const directive = line._aws.CloudWatchMetrics[0]!;
    const metric = directive.Metrics.find((m) => m.Name === name);
    if (!metric) return [];
    expect(directive.Namespace).toBe(METRIC_NAMESPACE);
    expect(directive.Dimensions).toEqual([['service']]);
    expect(line.service).toBe(BUSINESS_METRICS[name]!.service);
    expect(metric.Unit).toBe(BUSINESS_METRICS[name]!.unit);
    const value = line[name];
    return Array.isArray(value) ? (value as number[]) : [value as number];
  });
}

describe('business metrics in embedded metric format', () => {
  it('counts an accepted submission and its delivered webhook, with the delivery lag', async () => {
    const form = await h.formWithWebhook(receiver);
    await h.submit(form.slug);
    await h.settled(form.webhookId, 'delivered');
    await eventually(async () => (valuesOf(deliveryMetricName('webhook', 'delivered')).length ? true : undefined));
    // Stored submissions are counted by the table stream's consumer, one line per batch.
    await eventually(async () => (valuesOf(SUBMISSION_METRICS.accepted).length ? true : undefined));
    expect(valuesOf(SUBMISSION_METRICS.accepted).reduce((a, b) => a + b, 0)).toBe(1);
    expect(valuesOf(deliveryMetricName('webhook', 'delivered'))).toEqual([1]);
    const [lag] = valuesOf(DELIVERY_LAG_METRIC);
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(30_000);
  });

  it('counts spam, blocked and rate-limited posts under their own names', async () => {
    const newForm = async (settings: Record<string, unknown>) => {
      const res = await h.call('POST', '/v1/forms', { token: tenant.fullKey, body: { name: 'Counted' } });
      expect(res.status, res.text).toBe(201);
      const patched = await h.call('PATCH', `/v1/forms/${res.body.id}`, { token: tenant.fullKey, body: { settings } });
      expect(patched.status, patched.text).toBe(200);
      return res.body as { id: string; public_slug: string };
    };
    const open = await newForm({ spam: { blocked_keywords: ['casino'] }, rate_limit: { disabled: true } });
    const limited = await newForm({}); // the default: one post per 30 s per visitor
    const blocked = await h.call('POST', `/v1/forms/${open.id}/blocked-domains`, {
      token: tenant.fullKey,
      body: { domain: 'spam-corp.test' },
    });
    expect(blocked.status, blocked.text).toBe(201);
    const post = (form: { public_slug: string }, fields: Record<string, unknown>) =>
      h.call('POST', `/f/${form.public_slug}`, { body: fields, headers: { accept: 'application/json' } });

    expect((await post(open, { email: 'x@spam-corp.test', message: 'hi' })).status).toBe(403);
    expect((await post(open, { email: 'ada@example.com', message: 'best casino bonus' })).status).toBe(201);
    expect((await post(limited, { email: 'ada@example.com', message: 'hello' })).status).toBe(201);
    expect((await post(limited, { email: 'ada@example.com', message: 'hello again' })).status).toBe(429);

    const sum = (name: string) => valuesOf(name).reduce((a, b) => a + b, 0);
    expect(sum(SUBMISSION_METRICS.blocked)).toBe(1);
    await eventually(async () => (sum(SUBMISSION_METRICS.spam) > 0 ? true : undefined));
    expect(sum(SUBMISSION_METRICS.spam)).toBe(1);
    expect(sum(SUBMISSION_METRICS.rateLimited)).toBe(1);
  });

  it('prints nothing but catalogue metrics, never field values or addresses', () => {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      for (const { Name } of line._aws.CloudWatchMetrics[0]!.Metrics) expect(BUSINESS_METRICS).toHaveProperty(Name);
      expect(JSON.stringify(line)).not.toMatch(/@|casino|hello/);
    }
  });
});
