import { describe, expect, it } from 'vitest';
import { deliveryIdFor, newDelivery } from '@shared/domain/delivery/deliveries.js';
import { firstTryKeptOnRecord, firstTryRecordKeys } from '@shared/domain/delivery/first-try-record.js';
import { createdEventFromId, createdEventOf } from '@shared/domain/events.js';
import { ID_PREFIXES, newId } from '@shared/domain/ids.js';
import { ulid } from 'ulid';

const at = new Date('2026-12-07T01:02:03.456Z');
const submission = {
  id: newId('submission', at.getTime()),
  tenantId: 'ten_x',
  formId: 'frm_x',
  createdAt: at.toISOString(),
};
const event = createdEventOf(submission);

const deliveryOf = (targetKey: string, kind: 'webhook' | 'owner_email' | 'autoresponder' | 'integration', e = event) =>
  newDelivery(
    {
      id: deliveryIdFor(e.id, e.created_at, targetKey),
      targetKey,
      kind,
      tenantId: submission.tenantId,
      formId: submission.formId,
      eventId: e.id,
      eventType: e.type,
      eventCreatedAt: e.created_at,
      submissionId: submission.id,
      test: false,
    },
    at,
  );

describe('a first try kept on its delivery record', () => {
  it("finds a submission's created event from its id alone", () => {
    expect(createdEventFromId(submission.id)).toEqual({ id: event.id, createdAt: event.created_at });
  });

  it('is kept for webhooks and e-mails of the created event, and the timeline read finds them by key', () => {
    const hook = deliveryOf('webhook:whk_a', 'webhook');
    const owner = deliveryOf('owner_email:frm_x', 'owner_email');
    expect([hook, owner].map(firstTryKeptOnRecord)).toEqual([true, true]);
    const keys = firstTryRecordKeys('frm_x', submission.id, ['whk_a', 'whk_gone', 'whk_a']);
    expect(keys).toEqual([
      { targetKey: 'webhook:whk_a', id: hook.id },
      { targetKey: 'webhook:whk_gone', id: deliveryIdFor(event.id, event.created_at, 'webhook:whk_gone') },
      { targetKey: 'owner_email:frm_x', id: owner.id },
      { targetKey: 'autoresponder:frm_x', id: deliveryIdFor(event.id, event.created_at, 'autoresponder:frm_x') },
    ]);
  });

  it('is not kept where the read could not find it: integrations, other events, tests', () => {
    expect(firstTryKeptOnRecord(deliveryOf('integration:int_a', 'integration'))).toBe(false);
    const updated = { ...event, id: newId('event', at.getTime()), type: 'submission.updated' as const };
    expect(firstTryKeptOnRecord(deliveryOf('webhook:whk_a', 'webhook', updated))).toBe(false);
    const redelivered = { ...event, id: newId('event', at.getTime() + 5000) };
    expect(firstTryKeptOnRecord(deliveryOf('webhook:whk_a', 'webhook', redelivered))).toBe(false);
    expect(firstTryKeptOnRecord({ ...deliveryOf('webhook:whk_a', 'webhook'), test: true })).toBe(false);
  });

  it("is not kept for a submission whose created_at is not its id's time", () => {
    const backdated = { ...submission, id: `${ID_PREFIXES.submission}_${ulid(at.getTime() - 60_000).toLowerCase()}` };
    const e = createdEventOf(backdated);
    const d = { ...deliveryOf('webhook:whk_a', 'webhook', e), submissionId: backdated.id };
    expect(firstTryKeptOnRecord(d)).toBe(false);
  });
});
