import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASES, FIELDS, type IntegrationCase } from './integration-cases.js';
import { eventually } from './webhook-receiver.js';
import { integrationHelpers, startIntegrationWorld, type IntegrationWorld } from './integrations.js';

/**
 * The life of one integration of each listed type, through HTTP on the local service against the provider fakes:
 * connect (browser authorization or credentials) → a real submission in the provider's shape → 429 + Retry-After
 * retried → permanent failure → re-authorize failure → authorize again → test send → redeliver → pause → delete.
 */
export function describeLifecycle(types: string[]) {
  let world: IntegrationWorld;
  let h: ReturnType<typeof integrationHelpers>;
  beforeAll(async () => {
    world = await startIntegrationWorld();
    h = integrationHelpers(world);
  });
  afterAll(() => world.stop());

  for (const c of CASES.filter((x) => types.includes(x.type))) {
    // Each type talks to its own provider fake, so the types run at once; one type's steps run in order.
    describe.concurrent(`${c.type} (${c.provider})`, () => {
      let form: { formId: string; slug: string };
      let id: string;
      let count = 0;
      const sent = () =>
        world.fakes.requests(c.provider).filter((r) => (c.isSend ? c.isSend(r) : r.path.includes(c.sendPath)));
      const deliveredOnce = async (fields = FIELDS) => {
        await h.submit(form.slug, fields);
        count++;
        return h.settled(id, 'delivered', count);
      };

      step('connects and delivers a real submission in the provider shape', async () => {
        form = await h.newForm();
        const { id: created, created: response } = await h.connect(form.formId, c.body(world.fakes.url));
        id = created;
        expect(response.body.status).toBe(isBrowser(c) ? 'authorization_required' : 'connected');
        expect((await h.get(id, form.formId))!.status).toBe('active');
        const delivery = await deliveredOnce();
        const request = sent().at(-1)!;
        c.checkSent(request);
        const detail = await h.detailOf(id, delivery.id);
        expect(detail.attempts).toHaveLength(1);
        expect(detail.payload.type).toBe(c.type);
        const listed = await h.call('GET', `/v1/forms/${form.formId}/integrations`, { token: h.token });
        expect(listed.body[0].last_delivery_at).not.toBeNull();
        if (c.secretIn) {
          const secret = c.secretIn(request);
          expect(secret.length).toBeGreaterThan(8);
          expect(JSON.stringify(detail)).not.toContain(secret);
          expect(listed.text).not.toContain(secret);
          expect(response.text).not.toContain(secret);
        }
      });

      step('waits as long as Retry-After asks after a 429, then delivers', async () => {
        world.fakes.fault({
          provider: c.provider,
          pathIncludes: c.sendPath,
          status: 429,
          headers: { 'retry-after': '2' },
          body: { message: 'rate limited', retry_after: 2 },
        });
        const delivery = await deliveredOnce();
        const detail = await h.detailOf(id, delivery.id);
        expect(detail.attempts.map((a) => a.status_code)).toEqual([429, expect.any(Number)]);
        const gap =
          Date.parse(detail.attempts[1]!.created_at as string) - Date.parse(detail.attempts[0]!.created_at as string);
        expect(gap).toBeGreaterThanOrEqual(1900);
      });

      step(
        `a permanent failure is recorded and not retried (integration ${c.permanent.integrationStatus})`,
        async () => {
          for (const f of c.permanent.faults) world.fakes.fault(f);
          await h.submit(form.slug, FIELDS);
          count++;
          const delivery = await h.settled(id, 'dead', count);
          expect(delivery.attempts).toBe(1);
          expect(delivery.last_error).toBeTruthy();
          const integration = (await h.get(id, form.formId))!;
          expect(integration.status).toBe(c.permanent.integrationStatus);
          if (c.permanent.integrationStatus === 'error') {
            expect((integration.last_status as { reason: string }).reason).toBeTruthy();
            const resumed = await h.call('PATCH', `/v1/integrations/${id}`, {
              token: h.token,
              body: { enabled: true },
            });
            expect(resumed.body.status).toBe('active');
          }
        },
      );

      if (c.reauth) {
        step(
          'a refused credential moves it to needs_reauth, stops deliveries, and authorizing again revives it',
          async () => {
            for (const f of c.reauth!.faults) world.fakes.fault(f);
            await h.submit(form.slug, FIELDS);
            count++;
            await h.settled(id, 'dead', count);
            const integration = (await h.get(id, form.formId))!;
            expect(integration.status).toBe('needs_reauth');
            expect((integration.last_status as { reason: string }).reason).toBeTruthy();
            await h.submitAndFanOut(form, FIELDS);
            expect(await h.deliveriesOf(id)).toHaveLength(count);

            const body = c.body(world.fakes.url);
            const again = await h.call('POST', `/v1/integrations/${id}/authorize`, {
              token: h.token,
              body: body.connection ? { connection: body.connection } : {},
            });
            expect(again.status, again.text).toBe(200);
            if (again.body.next_action) {
              const page = await h.openInBrowser(again.body.next_action.url);
              expect(page.text).toContain('Connected');
            }
            expect((await h.get(id, form.formId))!.status).toBe('active');
            await deliveredOnce();
          },
        );
      }

      step('a test send goes through the pipeline, marked as a test', async () => {
        const test = await h.call('POST', `/v1/integrations/${id}/test`, { token: h.token });
        expect(test.status, test.text).toBe(200);
        expect(test.body).toMatchObject({ enqueued: true, event_type: 'submission.created', test: true });
        count++;
        await h.settled(id, 'delivered', count);
        c.checkTest(sent().at(-1)!);
      });

      step('redelivers one delivery on request', async () => {
        const [newest] = await h.deliveriesOf(id);
        const before = sent().length;
        const redeliver = await h.call('POST', `/v1/integrations/${id}/deliveries/${newest!.id}/redeliver`, {
          token: h.token,
        });
        expect(redeliver.status, redeliver.text).toBe(202);
        expect(redeliver.body.integration_id).toBe(id);
        await h.settled(id, 'delivered', count);
        // The redelivery goes through the queue like any try: wait for it as the pipeline's other steps are waited for.
        await eventually(async () => (sent().length > before ? true : undefined), 30_000, 'the redelivery sent');
      });

      step('pausing stops deliveries; deleting removes it', async () => {
        const paused = await h.call('PATCH', `/v1/integrations/${id}`, { token: h.token, body: { enabled: false } });
        expect(paused.body.status).toBe('paused');
        await h.submitAndFanOut(form, FIELDS);
        expect(await h.deliveriesOf(id)).toHaveLength(count);
        const removed = await h.call('DELETE', `/v1/integrations/${id}`, { token: h.token });
        expect(removed.status).toBe(204);
        expect(await h.get(id, form.formId)).toBeUndefined();
        expect((await h.call('PATCH', `/v1/integrations/${id}`, { token: h.token, body: { label: 'x' } })).status).toBe(
          404,
        );
      });
    });
  }
}

/** A step of one type's life: in order within the type, whatever its suite's concurrency. */
const step = it.sequential;

const isBrowser = (c: IntegrationCase) => ['chat_a', 'chat_b', 'spreadsheet', 'newsletter'].includes(c.type);
