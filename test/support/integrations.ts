import { expect } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { startProviderFakes, type ProviderFakes } from '@local/fakes/server.js';
import { localIntegrationSettings } from '@local/integrations.js';
import { newLocalSecretKey } from '@shared/adapters/crypto/secret-box.js';
import { client, createTestTenant, startTestApp, type TestTenant } from './app.js';
import { eventually } from './webhook-receiver.js';

export interface IntegrationWorld {
  app: LocalApp;
  fakes: ProviderFakes;
  tenant: TestTenant;
  stop(): Promise<void>;
}

/** A local app whose providers are the local fakes (no real OAuth app env), on a compressed retry schedule. */
export async function startIntegrationWorld(schedule: number[] = [1, 1, 1]): Promise<IntegrationWorld> {
  const fakes = await startProviderFakes();
  const integrations = localIntegrationSettings(fakes.urls, newLocalSecretKey(), {});
  const app = await startTestApp({ config: { deliverySchedule: schedule, integrations } });
  const tenant = await createTestTenant(app);
  return {
    app,
    fakes,
    tenant,
    stop: async () => {
      await app.stop();
      await fakes.stop();
    },
  };
}

export type Delivery = { id: string; status: string; attempts: number; event_id: string; [k: string]: unknown };

/** HTTP helpers for integrations, as an API client would use them. */
export function integrationHelpers(world: IntegrationWorld, token = world.tenant.fullKey) {
  const call = client(world.app.baseUrl);

  const newForm = async (name = 'Contact') => {
    const form = await call('POST', '/v1/forms', { token, body: { name } });
    expect(form.status, form.text).toBe(201);
    const patched = await call('PATCH', `/v1/forms/${form.body.id}`, {
      token,
      // The hostile-looking sample fields (formula, mention) must reach the providers, so scoring is off.
      // The owner's notification e-mail is the sign that a submission has been fanned out (`fannedOut`).
      body: {
        notify_emails: ['owner@example.com'],
        settings: { rate_limit: { disabled: true }, spam: { enabled: false } },
      },
    });
    expect(patched.status, patched.text).toBe(200);
    return { formId: form.body.id as string, slug: form.body.public_slug as string };
  };

  /** Opens `url` like a browser would (redirects followed) and returns the final page. */
  const openInBrowser = async (url: string) => {
    const res = await fetch(url, { redirect: 'follow' });
    return { status: res.status, url: res.url, text: await res.text() };
  };

  /** Creates an integration; browser-authorization types are authorized by following `next_action.url`. */
  const connect = async (formId: string, body: Record<string, unknown>) => {
    const created = await call('POST', `/v1/forms/${formId}/integrations`, { token, body });
    expect(created.status, created.text).toBe(201);
    if (created.body.status === 'authorization_required') {
      const page = await openInBrowser(created.body.next_action.url);
      expect(page.status, page.text).toBe(200);
      expect(page.text).toContain('Connected');
    }
    return { id: created.body.integration.id as string, created };
  };

  const get = async (integrationId: string, formId: string) => {
    const list = await call('GET', `/v1/forms/${formId}/integrations`, { token });
    expect(list.status, list.text).toBe(200);
    return (list.body as { id: string; status: string; [k: string]: unknown }[]).find((i) => i.id === integrationId);
  };

  const submit = async (slug: string, fields: Record<string, unknown>) => {
    const res = await call('POST', `/f/${slug}`, { body: fields, headers: { accept: 'application/json' } });
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  };

  const deliveriesOf = async (integrationId: string) => {
    const res = await call('GET', `/v1/integrations/${integrationId}/deliveries`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body.deliveries as Delivery[];
  };

  const detailOf = async (integrationId: string, deliveryId: string) => {
    const res = await call('GET', `/v1/integrations/${integrationId}/deliveries/${deliveryId}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body as { delivery: Delivery; payload: Record<string, unknown>; attempts: Record<string, unknown>[] };
  };

  /** Waits until the integration has `count` deliveries and the newest is in `status`. */
  const settled = (integrationId: string, status: string, count = 1) =>
    eventually(
      async () => {
        const list = await deliveriesOf(integrationId);
        return list.length === count && list[0]!.status === status ? list[0]! : undefined;
      },
      30_000,
      `${count} delivery(ies), newest ${status}`,
    );

  /**
   * Waits until the pipeline has fanned the submission out: the owner's notification e-mail (every form here sends one)
   * has been tried. Whatever targets the submission was going to get exist by then, so "no delivery" is a fact, not
   * a guess about how long the pipeline takes.
   */
  const fannedOut = (formId: string, submissionId: string) =>
    eventually(
      async () => {
        const res = await call('GET', `/v1/forms/${formId}/submissions/${submissionId}/deliveries`, { token });
        expect(res.status, res.text).toBe(200);
        const entries = res.body.entries as { target_kind: string | null }[];
        return entries.some((e) => e.target_kind === 'owner_email') ? true : undefined;
      },
      30_000,
      `the owner's e-mail for ${submissionId} tried`,
    );

  /** Submits and waits until the submission has been fanned out to whatever targets it gets. */
  const submitAndFanOut = async (form: { formId: string; slug: string }, fields: Record<string, unknown>) => {
    const id = await submit(form.slug, fields);
    await fannedOut(form.formId, id);
    return id;
  };

  return {
    call,
    token,
    newForm,
    openInBrowser,
    connect,
    get,
    submit,
    submitAndFanOut,
    deliveriesOf,
    detailOf,
    settled,
  };
}
