import { expect } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { client, type TestTenant } from './app.js';
import { eventually, type Receiver } from './webhook-receiver.js';

/** Test helpers for webhook deliveries driven through the HTTP API of a local app. */
export function deliveryHelpers(app: LocalApp, tenant: TestTenant) {
  const call = client(app.baseUrl);
  const token = tenant.fullKey;

  /** A form (rate limit off, so tests can post many submissions) and one webhook endpoint pointing at `receiver`. */
  const formWithWebhook = async (receiver: Receiver, webhook: Record<string, unknown> = {}) => {
    const form = await call('POST', '/v1/forms', { token, body: { name: 'Hooked' } });
    expect(form.status, form.text).toBe(201);
    const patched = await call('PATCH', `/v1/forms/${form.body.id}`, {
      token,
      body: { settings: { rate_limit: { disabled: true } } },
    });
    expect(patched.status, patched.text).toBe(200);
    const hook = await addWebhook(form.body.id, receiver, webhook);
    return { formId: form.body.id as string, slug: form.body.public_slug as string, ...hook };
  };

  const addWebhook = async (formId: string, receiver: Receiver, webhook: Record<string, unknown> = {}) => {
    const hook = await call('POST', `/v1/forms/${formId}/webhooks`, { token, body: { url: receiver.url, ...webhook } });
    expect(hook.status, hook.text).toBe(201);
    return { webhookId: hook.body.endpoint.id as string, secret: hook.body.secret as string };
  };

  /** Posts to the public endpoint like a fetch() from a browser; returns the submission id. */
  const submit = async (
    slug: string,
    fields: Record<string, unknown> = { name: 'Ada', email: 'ada@example.com', message: 'Hello there' },
  ) => {
    const res = await call('POST', `/f/${slug}`, { body: fields, headers: { accept: 'application/json' } });
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  };

  const deliveriesOf = async (webhookId: string, query = '') => {
    const res = await call('GET', `/v1/webhooks/${webhookId}/deliveries${query}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body.deliveries as {
      id: string;
      status: string;
      attempts: number;
      event_id: string;
      [k: string]: unknown;
    }[];
  };

  const detailOf = async (webhookId: string, deliveryId: string) => {
    const res = await call('GET', `/v1/webhooks/${webhookId}/deliveries/${deliveryId}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body as { delivery: Record<string, unknown>; attempts: Record<string, unknown>[] };
  };

  /** Waits until the endpoint has `count` deliveries, all in `status`. */
  const settled = (webhookId: string, status: string, count = 1) =>
    eventually(
      async () => {
        const list = await deliveriesOf(webhookId);
        return list.length === count && list.every((d) => d.status === status) ? list : undefined;
      },
      30_000,
      `${count} delivery(ies) ${status}`,
    );

  return { call, formWithWebhook, addWebhook, submit, deliveriesOf, detailOf, settled };
}

/** Lets the pipeline run a while (to show that something does NOT happen). */
export const quietPeriod = (ms = 2500) => new Promise((r) => setTimeout(r, ms));
