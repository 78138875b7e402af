import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { parseDeliverySchedule } from '@shared/config.js';
import { parseRetryAfter, retryDelaySeconds } from '@shared/domain/delivery/schedule.js';
import { newWebhookSecret, secretPrefixOf, signPayload, webhookHeaders } from '@shared/domain/delivery/signing.js';
import { signingSecrets, type WebhookEndpoint } from '@shared/domain/delivery/webhook.js';
import { webhookResult } from '@shared/domain/delivery/webhook-request.js';
import {
  DELIVERY_RETRY_SCHEDULE_SECONDS,
  QUEUE_DEFINITIONS,
  deliveryMaxReceiveCount,
} from '@shared/infra/definition.js';

describe('Standard Webhooks signing', () => {
  it('matches the reference implementation', () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({ id: 'evt_1', type: 'submission.created' });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = webhookHeaders({ id: 'evt_1', timestamp, body, secrets: [secret] });
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(headers['webhook-signature']).toBe(new Webhook(secret).sign('evt_1', new Date(timestamp * 1000), body));
  });

  it('a tampered body or a stale timestamp does not verify', () => {
    const secret = newWebhookSecret();
    const old = Math.floor(Date.now() / 1000) - 3600;
    expect(() =>
      new Webhook(secret).verify(
        '{"x":2}',
        webhookHeaders({ id: 'e', timestamp: old + 3600, body: '{"x":1}', secrets: [secret] }),
      ),
    ).toThrow();
    expect(() =>
      new Webhook(secret).verify('{}', webhookHeaders({ id: 'e', timestamp: old, body: '{}', secrets: [secret] })),
    ).toThrow();
  });

  it('signs with both secrets only during the rotation overlap', () => {
    const now = new Date('2025-01-01T12:00:00Z');
    const endpoint = {
      secret: 'whsec_bmV3',
      previousSecret: 'whsec_b2xk',
      previousSecretUntil: '2025-01-02T12:00:00Z',
    } as WebhookEndpoint;
    expect(signingSecrets(endpoint, now)).toEqual(['whsec_bmV3', 'whsec_b2xk']);
    expect(signingSecrets(endpoint, new Date('2025-01-02T12:00:01Z'))).toEqual(['whsec_bmV3']);
    const header = webhookHeaders({ id: 'e', timestamp: 1, body: 'b', secrets: signingSecrets(endpoint, now) })[
      'webhook-signature'
    ];
    expect(header).toBe(`${signPayload('whsec_bmV3', 'e', 1, 'b')} ${signPayload('whsec_b2xk', 'e', 1, 'b')}`);
  });

  it('secrets carry 32 random bytes and a short public prefix', () => {
    const secret = newWebhookSecret();
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(secretPrefixOf(secret)).toBe(secret.slice(0, 12));
    expect(newWebhookSecret()).not.toBe(secret);
  });
});

describe('the retry schedule', () => {
  const schedule = DELIVERY_RETRY_SCHEDULE_SECONDS;
  it('is the published one, and the queue redrive allows exactly one receive per try', () => {
    expect(schedule).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
    expect(QUEUE_DEFINITIONS.delivery.maxReceiveCount).toBe(schedule.length + 1);
    expect(deliveryMaxReceiveCount([1, 1])).toBe(3);
  });

  it('jitters each step by at most ±10 % and ends after the last step', () => {
    const at = (failedTry: number, random: number) =>
      retryDelaySeconds({ schedule, failedTry, maxWaitSeconds: 43200, random: () => random });
    expect(at(1, 0.5)).toBe(5);
    expect(at(2, 0)).toBe(270);
    expect(at(2, 1)).toBe(330);
    expect(at(7, 1)).toBe(39600);
    expect(at(8, 0.5)).toBeUndefined();
  });

  it('honours Retry-After when it asks for longer, within the 12-hour SQS limit', () => {
    const delay = (retryAfterSeconds: number) =>
      retryDelaySeconds({ schedule, failedTry: 1, retryAfterSeconds, maxWaitSeconds: 43200, random: () => 0.5 });
    expect(delay(120)).toBe(120);
    expect(delay(1)).toBe(5);
    expect(delay(999_999)).toBe(43200);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:01:00 GMT', now)).toBe(60);
    expect(parseRetryAfter('Tue, 31 Dec 2024 00:00:00 GMT', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });

  it('is configurable, refusing steps SQS cannot wait', () => {
    expect(parseDeliverySchedule(undefined)).toEqual(schedule);
    expect(parseDeliverySchedule('1, 1,2')).toEqual([1, 1, 2]);
    expect(() => parseDeliverySchedule('1,x')).toThrow(/DELIVERY_SCHEDULE/);
    expect(() => parseDeliverySchedule('50000')).toThrow(/43200/);
  });
});

describe('what a webhook answer means', () => {
  const now = new Date();
  const answer = (status: number, headers: Record<string, string> = {}) =>
    webhookResult({ status, headers, body: 'b', ms: 5 }, now);
  it('2xx delivered, 410 abandoned, anything else failed', () => {
    expect(answer(200).outcome).toBe('delivered');
    expect(answer(299).outcome).toBe('delivered');
    expect(answer(410).outcome).toBe('abandoned');
    expect(answer(301)).toMatchObject({
      outcome: 'failed',
      error: 'endpoint answered HTTP 301 (redirects are not followed)',
    });
    expect(answer(404).outcome).toBe('failed');
    expect(answer(429, { 'retry-after': '7' })).toMatchObject({ outcome: 'failed', retryAfterSeconds: 7 });
  });
});
