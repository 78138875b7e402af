import * as z from 'zod/mini';
import { TimelineEntryEntity, type TimelineEntry } from '../delivery/timeline.js';
import { described, withMeta } from './meta.js';

/**
 * `GET /v1/forms/{id}/submissions/{sid}/deliveries`: the submission's delivery timeline, every entry in the order it
 * happened (TimelineEntry: a try with its outcome, a redelivery with who asked, a delivery gone dead, an e-mail event
 * reported by SES).
 */
const refOf = (key: string | null) => (key === null ? null : key.slice(key.indexOf(':') + 1));

const entryFields = {
  at: true,
  id: true,
  type: true,
  targetKind: true,
  targetId: {
    schema: described(z.nullable(z.string()), 'The webhook endpoint or integration id; the form id for e-mails.'),
    from: (e: TimelineEntry) => refOf(e.targetKey),
  },
  deliveryId: true,
  eventId: true,
  attemptNo: true,
  outcome: true,
  statusCode: true,
  responseMs: true,
  responseExcerpt: true,
  error: {
    schema: described(z.nullable(z.string()), "A failed try's error, a skip's reason, a bounce's or complaint's type."),
    from: (e: TimelineEntry) => e.error,
  },
  emailEvent: true,
  requestedBy: true,
  replayId: true,
} as const;

const entry = TimelineEntryEntity.view<TimelineEntry, typeof entryFields>(entryFields);

export const TimelineEntrySchema = withMeta(z.object(entry.fields), { id: 'DeliveryTimelineEntry' });
export const timelineEntryView = entry.map;

export const SubmissionDeliveriesSchema = withMeta(
  z.object({
    submission_id: z.string(),
    entries: described(z.array(TimelineEntrySchema), 'Oldest first.'),
  }),
  { id: 'SubmissionDeliveries' },
);
