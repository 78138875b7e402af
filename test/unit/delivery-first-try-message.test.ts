import { describe, expect, it } from 'vitest';
import {
  DeliveryMessageSchema,
  deliveryMessage,
  firstTryDelivery,
  firstTryMessage,
  newDelivery,
} from '@shared/domain/delivery/deliveries.js';
import type { TargetKind } from '@shared/domain/delivery/targets.js';

const created = new Date('2026-11-25T04:00:00.000Z');
const fresh = (kind: TargetKind, ref: string) =>
  newDelivery(
    {
      id: 'dlv_01JDELIVERY',
      targetKey: `${kind}:${ref}`,
      kind,
      tenantId: 'ten_1',
      formId: 'frm_1',
      eventId: 'evt_1',
      eventType: 'submission.created',
      eventCreatedAt: '2026-11-25T03:59:59.000Z',
      submissionId: 'sub_1',
      test: false,
    },
    created,
  );

describe('the first-try message', () => {
  it('carries the untried webhook or e-mail delivery, which the try rebuilds as a claim would return it', () => {
    for (const [kind, ref] of [
      ['webhook', 'whk_1'],
      ['owner_email', 'frm_1'],
      ['autoresponder', 'frm_1'],
    ] as const) {
      const delivery = fresh(kind, ref);
      const message = DeliveryMessageSchema.parse(JSON.parse(JSON.stringify(firstTryMessage(delivery))));
      expect(message.first_try).toBeDefined();
      const at = '2026-11-25T04:00:01.000Z';
      expect(firstTryDelivery(message, at)).toEqual({ ...delivery, attempts: 1, lastAttemptAt: at, updatedAt: at });
    }
  });

  it('is a plain claiming message for integrations, and for every chain but a new delivery’s first', () => {
    expect(firstTryMessage(fresh('integration', 'int_1'))).toEqual(deliveryMessage(fresh('integration', 'int_1')));
    const restarted = { ...fresh('webhook', 'whk_1'), generation: 1, attempts: 3 };
    expect(deliveryMessage(restarted)).not.toHaveProperty('first_try');
    expect(firstTryDelivery(deliveryMessage(restarted), created.toISOString())).toBeUndefined();
  });
});
