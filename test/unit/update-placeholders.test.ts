import { describe, expect, it } from 'vitest';
import { credentialStore } from '@shared/adapters/dynamo/credentials.js';
import { deliveryStore } from '@shared/adapters/dynamo/deliveries.js';
import { failedRedemptionCounter } from '@shared/adapters/dynamo/failed-redemptions.js';
import { formKeyStore } from '@shared/adapters/dynamo/form-keys.js';
import { formStore } from '@shared/adapters/dynamo/forms.js';
import { membershipStore } from '@shared/adapters/dynamo/memberships.js';
import { passkeyStore } from '@shared/adapters/dynamo/passkeys.js';
import { planPlaces } from '@shared/adapters/dynamo/plan-places.js';
import { rateLimitStore, signInRateLimitStore } from '@shared/adapters/dynamo/rate-limits.js';
import { spamVerdictWriter } from '@shared/adapters/dynamo/spam-verdicts.js';
import { addOnce } from '@shared/adapters/dynamo/stream-counts.js';
import { suppressionStore } from '@shared/adapters/dynamo/suppressions.js';
import { revokeItem, type Table } from '@shared/adapters/dynamo/table.js';
import { tenantStore } from '@shared/adapters/dynamo/tenants.js';
import { usageStore } from '@shared/adapters/dynamo/usage.js';
import { webhookStore } from '@shared/adapters/dynamo/webhooks.js';

/**
 * The UpdateItems the stores build, checked as DynamoDB checks them before running one: every `#name` and `:value`
 * an expression uses is defined and every one defined is used (an unused value is a ValidationException), and no
 * attribute is changed by two clauses of one update ("two document paths overlap"). The requests are recorded by a
 * client that answers nothing; the stores' behaviour against DynamoDB Local is the integration tests'.
 */
type Input = Record<string, unknown> & {
  UpdateExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
};

function recordingTable(): { table: Table; updates: Input[] } {
  const updates: Input[] = [];
  const send = async (command: { input: Input }) => {
    const input = command.input;
    const items = (input.TransactItems as { Update?: Input }[] | undefined)?.map((t) => t.Update) ?? [input];
    for (const item of items) if (item?.UpdateExpression) updates.push(item);
    return { Attributes: {}, Items: [] };
  };
  return { table: { client: { send }, name: 't' } as unknown as Table, updates };
}

function problems(input: Input): string[] {
  const text = ['UpdateExpression', 'ConditionExpression', 'KeyConditionExpression', 'FilterExpression']
    .map((part) => input[part])
    .filter(Boolean)
    .join(' ');
  const used = (sigil: string) => new Set(text.match(new RegExp(`${sigil}\\w+`, 'g')) ?? []);
  const defined = (map?: Record<string, unknown>) => new Set(Object.keys(map ?? {}));
  const found: string[] = [];
  for (const [kind, u, d] of [
    ['name', used('#'), defined(input.ExpressionAttributeNames)],
    ['value', used(':'), defined(input.ExpressionAttributeValues)],
  ] as const) {
    for (const p of u) if (!d.has(p)) found.push(`undefined ${kind} ${p}`);
    for (const p of d) if (!u.has(p)) found.push(`unused ${kind} ${p}`);
  }
  const attribute = (token: string) => (token.startsWith('#') ? input.ExpressionAttributeNames?.[token] : token);
  const changed = input.UpdateExpression!.split(/\b(?=SET |REMOVE |ADD |DELETE )/).flatMap((clause) => {
    const [keyword, ...rest] = clause.trim().split(' ');
    return rest
      .join(' ')
      .split(/,(?![^(]*\))/)
      .map((item) => attribute(item.trim().split(keyword === 'SET' ? ' = ' : ' ')[0]!));
  });
  for (const a of changed) if (changed.indexOf(a) !== changed.lastIndexOf(a)) found.push(`overlapping ${a}`);
  return [...new Set(found)];
}

const AT = '2026-12-06T08:00:00.000Z';
const claim = { tenantId: 'ten_1', period: '2026-12', limit: 100, shard: 3, holder: 'sub_1' };
const message = { target_key: 'webhook:whk_1', delivery_id: 'dlv_1', generation: 1, base_attempts: 0 };
const entry = { id: 'sup_1', tenantId: 'ten_1', email: 'a@example.com' };

describe('every store update is a request DynamoDB accepts', () => {
  it.each<[string, (table: Table) => Promise<unknown> | unknown]>([
    [
      'usage: a level reached',
      (t) => usageStore(t).recordReached('ten_1', '2026-12', 80, { threshold: 80, throttle: true, at: new Date(AT) }),
    ],
    [
      'usage: backlog cleared',
      (t) => usageStore(t).clearBacklog({ tenantId: 'ten_1', period: '2026-12', submissions: 3 }),
    ],
    ['usage: notice claimed', (t) => usageStore(t).claimNotice('ten_1', '2026-12', 100)],
    ['usage: notice released', (t) => usageStore(t).releaseNotice('ten_1', '2026-12', 100)],
    ['usage: notices settled', (t) => usageStore(t).settleNotices('ten_1', '2026-12')],
    [
      'usage: a batch added',
      (t) =>
        usageStore(t).addBatch('b1', {
          tenantId: 'ten_1',
          period: '2026-12',
          submissions: 2,
          unlocked: 1,
          locked: true,
        } as never),
    ],
    ['plan places: take', (t) => planPlaces(t).take(claim)],
    ['plan places: release', (t) => planPlaces(t).release(claim)],
    [
      'deliveries: a try claimed',
      (t) =>
        deliveryStore(t).claimAttempt(message as never, {
          messageId: 'm1',
          maxChainAttempts: 3,
          at: AT,
        }),
    ],
    [
      'rate limits: a submission',
      (t) =>
        rateLimitStore(t).take(
          'frm_1',
          '203.0.113.7',
          [
            { limit: 1, seconds: 30 },
            { limit: 20, seconds: 600 },
          ],
          Date.parse(AT),
        ),
    ],
    [
      'rate limits: a sign-in',
      (t) =>
        signInRateLimitStore(t).take('sign-in-address', 'a@example.com', [{ limit: 5, seconds: 900 }], Date.parse(AT)),
    ],
    ['credentials: used', (t) => credentialStore(t).touch('hash', AT)],
    ['tenants: renamed', (t) => tenantStore(t).rename('ten_1', 'Acme')],
    ['memberships: role', (t) => membershipStore(t).setRole('ten_1', 'usr_1', 'member', 'admin')],
    ['memberships: notifications', (t) => membershipStore(t).setNotifySubmissions('ten_1', 'usr_1', false)],
    ['passkeys: used', (t) => passkeyStore(t).recordUse({ userId: 'usr_1', id: 'pk_1' } as never, 4, AT)],
    ['memberships: owner demoted', (t) => membershipStore(t).setRole('ten_1', 'usr_1', 'owner', 'admin')],
    [
      'failed redemptions: recorded',
      (t) => failedRedemptionCounter(t).record('203.0.113.0/24', { limit: 10, seconds: 600 }, Date.parse(AT)),
    ],
    ['suppressions: notice claimed', (t) => suppressionStore(t).claimOwnerNotice(entry as never, 'ten_1')],
    ['suppressions: notice released', (t) => suppressionStore(t).releaseOwnerNotice(entry as never, 'ten_1')],
    ['form keys: used', (t) => formKeyStore(t).touch('hash', AT, AT)],
    ['forms: trashed', (t) => formStore(t).trash('ten_1', 'frm_1', AT)],
    ['webhooks: disabled', (t) => webhookStore(t).disable('frm_1', 'whk_1', 'gone', AT)],
    ['revocable items: revoked', (t) => revokeItem(t, { PK: 'p', SK: 's' }, 'ten_1', AT)],
    [
      'counters: a batch once',
      (t) => addOnce(t, 'b1', { key: { PK: 'p', SK: 's' }, add: { n: 1 }, set: { type: 'x' } }),
    ],
    [
      'spam verdicts: marked',
      (t) =>
        spamVerdictWriter(t).markSpam(
          { tenantId: 'ten_1', formId: 'frm_1', id: 'sub_1', status: 'received', deletedAt: null } as never,
          { score: 0.9, reasons: [] } as never,
        ),
    ],
  ])('%s', async (_name, write) => {
    const { table, updates } = recordingTable();
    await Promise.resolve(write(table)).catch(() => undefined);
    expect(updates.length).toBeGreaterThan(0);
    for (const update of updates) expect(problems(update), update.UpdateExpression).toEqual([]);
  });

  it('finds an unused value and an attribute changed twice', () => {
    expect(
      problems({
        UpdateExpression: 'SET #a = :a ADD #b :b',
        ExpressionAttributeNames: { '#a': 'version', '#b': 'version' },
        ExpressionAttributeValues: { ':a': 1, ':b': 1, ':c': 2 },
      }),
    ).toEqual(['unused value :c', 'overlapping version']);
  });
});
