import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { foldTimeline, timelineOutcome, type FormbaseClient, type Schemas } from '@formbase/client';
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

const timelineRow = z.object({
  at: z.string(),
  last_at: z.string(),
  count: z.number().int(),
  type: z.string(),
  target_kind: z.string().nullable(),
  target_id: z.string().nullable(),
  delivery_id: z.string().nullable(),
  what: z.string(),
  status_code: z.number().nullable(),
  replay_id: z.string().nullable(),
});

/** A submission's timeline, oldest first, identical consecutive failures of one target folded into one row. */
async function submissionTimeline(client: FormbaseClient, formId: string, submissionId: string) {
  const { entries } = await client.GET('/v1/forms/{id}/submissions/{sid}/deliveries', {
    params: { path: { id: formId, sid: submissionId } },
  });
  return foldTimeline(entries).map(({ entry, count, lastAt }) => ({
    at: entry.at,
    last_at: lastAt,
    count,
    type: entry.type,
    target_kind: entry.target_kind,
    target_id: entry.target_id,
    delivery_id: entry.delivery_id,
    what: bounded(timelineOutcome(entry), ERROR_CHARS).value as string,
    status_code: entry.status_code,
    replay_id: entry.replay_id,
  }));
}

const replayJob = z.looseObject({
  id: z.string(),
  status: z.string(),
  matched: z.number(),
  enqueued: z.number(),
  skipped: z.number(),
});

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
        "deliveries (status code, error, next retry). With `submission`, also that submission's timeline: every " +
        'e-mail, webhook and integration try and redelivery it caused, oldest first, identical consecutive ' +
        'failures folded into one row with a count. ' +
        REMOTE_NOTICE,
      input: z.strictObject({
        form: formRef,
        failures: z.number().int().min(1).max(20).default(5).describe('Failures to list per webhook or integration.'),
        submission: z.string().min(1).max(100).optional().describe('A submission id (sub_…): adds its timeline.'),
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
        timeline: z.array(timelineRow).optional(),
      }),
      access: 'read',
    },
    async ({ form, failures, submission }) => {
      const { id } = await findForm(client, form);
      const [status, timeline] = await Promise.all([
        formDeliveryStatus(client, id, failures),
        submission === undefined ? undefined : submissionTimeline(client, id, submission),
      ]);
      return structured({ notice: REMOTE_NOTICE, form_id: id, ...status, ...(timeline ? { timeline } : {}) });
    },
  );

  addTool(
    server,
    ctx,
    'replay_deliveries',
    {
      title: 'Replay failed deliveries',
      description:
        'Sends every failed or dead delivery of one webhook or integration in a time range again, each with its ' +
        'original event id (the receiver sees the same webhook-id), e.g. after the endpoint was down. Answers the ' +
        'replay job with its counts; status `partial` means it stopped at its limit and the same call sends the rest.',
      input: z.strictObject({
        kind: z.enum(['webhook', 'integration']),
        target_id: z.string().min(1).max(100).describe('The webhook id (whk_…) or integration id.'),
        since: z.iso.datetime({ offset: true }).describe('Deliveries of events from this time on.'),
        until: z.iso.datetime({ offset: true }).optional().describe('Up to this time; now when absent.'),
        statuses: z
          .array(z.enum(['failed', 'dead']))
          .min(1)
          .optional()
          .describe('failed (still retrying), dead, or both (the default).'),
      }),
      output: z.object({ replay: replayJob }),
      access: 'write',
    },
    async ({ kind, target_id, ...body }) => {
      const replay =
        kind === 'webhook'
          ? await client.POST('/v1/webhooks/{wid}/replays', { params: { path: { wid: target_id } }, body })
          : await client.POST('/v1/integrations/{IntegrationID}/replays', {
              params: { path: { IntegrationID: target_id } },
              body,
            });
      return structured({ replay });
    },
  );

  addTool(
    server,
    ctx,
    'get_replay',
    {
      title: 'A replay job',
      description: 'A replay_deliveries job of a webhook or integration: its status and counts.',
      input: z.strictObject({
        kind: z.enum(['webhook', 'integration']),
        target_id: z.string().min(1).max(100),
        replay_id: z.string().min(1).max(100),
      }),
      output: z.object({ replay: replayJob }),
      access: 'read',
    },
    async ({ kind, target_id, replay_id }) => {
      const replay =
        kind === 'webhook'
          ? await client.GET('/v1/webhooks/{wid}/replays/{rid}', {
              params: { path: { wid: target_id, rid: replay_id } },
            })
          : await client.GET('/v1/integrations/{IntegrationID}/replays/{rid}', {
              params: { path: { IntegrationID: target_id, rid: replay_id } },
            });
      return structured({ replay });
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
