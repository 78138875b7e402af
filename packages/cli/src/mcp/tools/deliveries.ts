import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import type { FormbaseClient, Schemas } from '@formbase/client';
import { findForm } from '../../commands/forms.js';
import { bounded, REMOTE_NOTICE, structured } from '../results.js';
import { addTool, formRef, type McpContext } from '../tool.js';

type Delivery = Schemas['WebhookDelivery'] | Schemas['IntegrationDelivery'];
type DeliveryPage = { deliveries: Delivery[] };

const ERROR_CHARS = 300;

const failure = z.object({
  delivery_id: z.string(),
  status: z.string(),
  event_type: z.string(),
  submission_id: z.string().nullable(),
  attempts: z.number().int(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  last_status_code: z.number().nullable(),
  last_error: z.string().nullable(),
});

/** The newest `count` failed or dead deliveries of one target, newest first. */
async function lastFailures(list: (status: 'failed' | 'dead') => Promise<DeliveryPage>, count: number) {
  const [failed, dead] = await Promise.all([list('failed'), list('dead')]);
  return [...failed.deliveries, ...dead.deliveries]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, count)
    .map((d) => ({
      delivery_id: d.id,
      status: d.status,
      event_type: d.event_type,
      submission_id: d.submission_id,
      attempts: d.attempts,
      last_attempt_at: d.last_attempt_at,
      next_attempt_at: d.next_attempt_at,
      last_status_code: d.last_status_code,
      last_error: d.last_error === null ? null : (bounded(d.last_error, ERROR_CHARS).value as string),
    }));
}

async function formDeliveryStatus(client: FormbaseClient, formId: string, count: number) {
  const [{ endpoints }, integrations] = await Promise.all([
    client.GET('/v1/forms/{id}/webhooks', { params: { path: { id: formId } } }),
    client.GET('/v1/forms/{id}/integrations', { params: { path: { id: formId } } }),
  ]);
  const webhooks = await Promise.all(
    endpoints.map(async (w) => ({
      id: w.id,
      url: w.url,
      enabled: w.enabled,
      events: w.events,
      last_failures: await lastFailures(
        (status) =>
          client.GET('/v1/webhooks/{wid}/deliveries', {
            params: { path: { wid: w.id }, query: { status, limit: count } },
          }),
        count,
      ),
    })),
  );
  const natives = await Promise.all(
    integrations.map(async (i) => ({
      id: i.id,
      type: i.type,
      label: i.label,
      enabled: i.enabled,
      status: i.status,
      last_delivery_at: i.last_delivery_at,
      last_failures: await lastFailures(
        (status) =>
          client.GET('/v1/integrations/{IntegrationID}/deliveries', {
            params: { path: { IntegrationID: i.id }, query: { status, limit: count } },
          }),
        count,
      ),
    })),
  );
  return { webhooks, integrations: natives };
}

export function registerDeliveryTools(server: McpServer, ctx: McpContext): void {
  const { client } = ctx;

  addTool(
    server,
    ctx,
    'delivery_status',
    {
      title: 'Webhook and integration delivery status',
      description:
        "A form's webhooks and integrations: enabled, integration status, and each one's last failed or dead " +
        'deliveries (status code, error, next retry). ' +
        REMOTE_NOTICE,
      input: z.strictObject({
        form: formRef,
        failures: z.number().int().min(1).max(20).default(5).describe('Failures to list per webhook or integration.'),
      }),
      output: z.object({
        notice: z.string(),
        form_id: z.string(),
        webhooks: z.array(
          z.object({
            id: z.string(),
            url: z.string(),
            enabled: z.boolean(),
            events: z.array(z.string()),
            last_failures: z.array(failure),
          }),
        ),
        integrations: z.array(
          z.object({
            id: z.string(),
            type: z.string(),
            label: z.string(),
            enabled: z.boolean(),
            status: z.string(),
            last_delivery_at: z.string().nullable(),
            last_failures: z.array(failure),
          }),
        ),
      }),
      access: 'read',
    },
    async ({ form, failures }) => {
      const { id } = await findForm(client, form);
      return structured({ notice: REMOTE_NOTICE, form_id: id, ...(await formDeliveryStatus(client, id, failures)) });
    },
  );

  addTool(
    server,
    ctx,
    'redeliver',
    {
      title: 'Redeliver a delivery',
      description:
        'Sends one webhook or integration delivery again (e.g. a failed or dead one from delivery_status). Answers ' +
        'the delivery, pending again.',
      input: z.strictObject({
        kind: z.enum(['webhook', 'integration']),
        target_id: z.string().min(1).max(100).describe('The webhook id (whk_…) or integration id.'),
        delivery_id: z.string().min(1).max(200),
      }),
      output: z.object({ delivery: z.looseObject({ id: z.string(), status: z.string() }) }),
      access: 'write',
    },
    async ({ kind, target_id, delivery_id }) => {
      const delivery =
        kind === 'webhook'
          ? await client.POST('/v1/webhooks/{wid}/deliveries/{did}/redeliver', {
              params: { path: { wid: target_id, did: delivery_id } },
            })
          : await client.POST('/v1/integrations/{IntegrationID}/deliveries/{did}/redeliver', {
              params: { path: { IntegrationID: target_id, did: delivery_id } },
            });
      return structured({ delivery });
    },
  );
}
