import { ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { sqsSender } from '@shared/adapters/aws-clients.js';
import { sqsClient } from '@local/sqs-client.js';
import { sqsDeliveryQueue } from '@shared/adapters/sqs/delivery-queue.js';
import { deliveryQueueUrls } from '@shared/config.js';
import type { DeliveryChannel, DeliveryMessage } from '@shared/domain/delivery/deliveries.js';
import { formTargetKey } from '@shared/domain/delivery/targets.js';
import { newId } from '@shared/domain/ids.js';
import { MailerError, type Mailer } from '@shared/domain/email/mailer.js';
import { createTestTenant, startTestApp, type TestTenant } from '@test/support/app.js';
import { deliveryHelpers } from '@test/support/delivery.js';
import { uniqueAddress, waitForMail } from '@test/support/ses-store.js';
import { eventually, startReceiver, type Receiver } from '@test/support/webhook-receiver.js';

/**
 * One delivery queue per channel (webhooks, e-mail, integrations), each with its own attempt function and DLQ,
 * through the real queues of the SQS stand-in: routing, and an e-mail chain that runs out ending `dead` through the e-mail DLQ.
 */
let app: LocalApp;
let failingMail: LocalApp;
let a: TestTenant;
let b: TestTenant;
const receivers: Receiver[] = [];

/** SES refusing every message the way a throttled account does (retryable). */
const throttledMailer: Mailer = {
  send: () => Promise.reject(new MailerError('SES SendEmail failed: TooManyRequestsException', true)),
};

beforeAll(async () => {
  [app, failingMail] = await Promise.all([
    startTestApp({ config: { deliverySchedule: [1, 1, 1] } }),
    startTestApp({ config: { deliverySchedule: [1, 1, 1] }, delivery: { mailer: throttledMailer } }),
  ]);
  [a, b] = await Promise.all([createTestTenant(app), createTestTenant(failingMail)]);
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await Promise.all([app.stop(), failingMail.stop()]);
});

/** A form notifying `notify`, with a webhook to a fresh receiver. */
async function formWithWebhookAndMail(on: LocalApp, tenant: TestTenant, notify: string) {
  const h = deliveryHelpers(on, tenant);
  const receiver = await startReceiver();
  receivers.push(receiver);
  const hook = await h.formWithWebhook(receiver);
  const patched = await h.call('PATCH', `/v1/forms/${hook.formId}`, {
    token: tenant.fullKey,
    body: { notify_emails: [notify] },
  });
  expect(patched.status, patched.text).toBe(200);
  return { h, receiver, ...hook };
}

const ownerEmailDeliveries = async (on: LocalApp, formId: string) =>
  (await on.deps.stores.deliveries.list(formTargetKey('owner_email', formId), { limit: 10 })).items;

describe('delivery channels', () => {
  it("sends each message to its channel's queue (an unknown kind to the webhook queue)", async () => {
    const router = await startTestApp({ pollers: false });
    try {
      const message = (target_key: string): DeliveryMessage => ({
        target_key,
        delivery_id: newId('delivery'),
        generation: 0,
        base_attempts: 0,
      });
      const sent = [
        message('webhook:whk_1'),
        message('owner_email:frm_1'),
        message('autoresponder:frm_1'),
        message('integration:int_1'),
        message('carrier_pigeon:x'),
        ...Array.from({ length: 12 }, (_, i) => message(`webhook:whk_${i + 2}`)),
      ];
      const urls = deliveryQueueUrls(router.config);
      await sqsDeliveryQueue(sqsSender(), urls).enqueue(sent);
      // Everything was sent before the drain (the enqueue resolved), so short polls see all of it; a long poll would
      // hold each partial batch and each empty answer for its whole second.
      const drain = async (channel: DeliveryChannel) => {
        const keys: string[] = [];
        for (let empty = 0; empty < 2;) {
          const { Messages = [] } = await sqsClient().send(
            new ReceiveMessageCommand({ QueueUrl: urls[channel], MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }),
          );
          if (Messages.length === 0) empty++;
          keys.push(...Messages.map((m) => (JSON.parse(m.Body!) as DeliveryMessage).target_key));
        }
        return keys.sort();
      };
      const byChannel = { webhook: await drain('webhook'), email: await drain('email') };
      expect(byChannel.email).toEqual(['autoresponder:frm_1', 'owner_email:frm_1']);
      expect(await drain('integration')).toEqual(['integration:int_1']);
      expect(byChannel.webhook).toHaveLength(14);
      expect(byChannel.webhook).toContain('carrier_pigeon:x');
      expect(byChannel.webhook.filter((k) => k.startsWith('webhook:'))).toHaveLength(13);
    } finally {
      await router.stop();
    }
  });

  it('delivers one submission to its webhook and its owner e-mail, each once, through their own queues', async () => {
    const notify = uniqueAddress('channels');
    const { h, receiver, slug, webhookId, formId } = await formWithWebhookAndMail(app, a, notify);
    await h.submit(slug);
    await receiver.waitFor(1);
    await waitForMail(notify);
    await h.settled(webhookId, 'delivered');
    const [mail] = await eventually(async () => {
      const list = await ownerEmailDeliveries(app, formId);
      return list.every((d) => d.status === 'delivered') && list.length > 0 ? list : undefined;
    });
    expect(mail).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(receiver.requests).toHaveLength(1);
  });

  it('ends an e-mail delivery whose every try fails dead through the e-mail DLQ, while its webhook is delivered', async () => {
    const notify = uniqueAddress('throttled');
    const { h, slug, webhookId, formId } = await formWithWebhookAndMail(failingMail, b, notify);
    await h.submit(slug);
    await h.settled(webhookId, 'delivered');
    const [dead] = await eventually(
      async () => {
        const list = await ownerEmailDeliveries(failingMail, formId);
        return list.length === 1 && list[0]!.status === 'dead' ? list : undefined;
      },
      45_000,
      'the owner e-mail delivery dead',
    );
    // The first try and one per step of the schedule, each recorded with SES's refusal.
    expect(dead).toMatchObject({ attempts: 4, lastError: 'SES SendEmail failed: TooManyRequestsException' });
  }, 60_000);
});
