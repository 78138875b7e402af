import * as z from 'zod/mini';
import { DeliveryReplayEntity, REPLAYABLE_STATUSES, type DeliveryReplay } from '../delivery/replay.js';
import { described, withMeta } from './meta.js';
import { idParam } from './params.js';

/** Bulk replay of one endpoint's failed or dead deliveries (`POST /v1/webhooks/{wid}/replays`, integrations alike). */
export const ReplayRequestSchema = withMeta(
  z.strictObject({
    since: described(z.iso.datetime({ offset: true }), 'Deliveries of events from this time on.'),
    until: z.optional(described(z.iso.datetime({ offset: true }), 'Up to this time (included); now when absent.')),
    statuses: z.optional(
      described(
        z.array(z.enum(REPLAYABLE_STATUSES)).check(z.minLength(1), z.maxLength(2)),
        'Which deliveries: `failed` (still retrying), `dead`, or both (the default).',
      ),
    ),
  }),
  { id: 'DeliveryReplayRequest' },
);

const replayFields = {
  id: true,
  since: true,
  until: true,
  statuses: true,
  status: {
    schema: described(
      z.enum(['running', 'done', 'partial']),
      '`partial`: it stopped at 2,000 deliveries or after 10 seconds; the same request again replays the rest.',
    ),
    from: (r: DeliveryReplay) => r.status,
  },
  matched: true,
  enqueued: true,
  skipped: {
    schema: described(z.int(), 'Left alone: they changed while the replay ran (delivered by their own retry).'),
    from: (r: DeliveryReplay) => r.skipped,
  },
  requestedBy: true,
  createdAt: true,
  updatedAt: true,
} as const;
const replayView = DeliveryReplayEntity.view<DeliveryReplay, typeof replayFields>(replayFields);
export const DeliveryReplaySchema = withMeta(z.object(replayView.fields), { id: 'DeliveryReplay' });
export const deliveryReplayView = replayView.map;

export const WebhookReplayParamsSchema = z.object({
  wid: idParam('webhook', 'Webhook endpoint id.'),
  rid: idParam('replay', 'Replay id.'),
});
export const IntegrationReplayParamsSchema = z.object({
  IntegrationID: idParam('integration', 'Integration id.'),
  rid: idParam('replay', 'Replay id.'),
});
