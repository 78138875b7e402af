import { afterAll, beforeAll, expect, it } from 'vitest';
import { GetCommand } from '@shared/adapters/dynamo/commands.js';
import type { LocalApp } from '@local/app.js';
import { rateLimitStore, submitterRateLimitKey } from '@shared/adapters/dynamo/rate-limits.js';
import { newId } from '@shared/domain/ids.js';
import { startTestApp } from '@test/support/app.js';

/**
 * The rate-limit store against DynamoDB Local with a controlled clock: every window taken in one update, refusals
 * that change nothing and name the window to wait for, and counts of ended windows that do not pile up.
 */
let app: LocalApp;
beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
});
afterAll(() => app.stop());

const IP = '203.0.113.9';
const STRICT = { limit: 2, seconds: 30 };
const BURST = { limit: 3, seconds: 600 };
/** The start of a 600 s window (so also of a 30 s window) in the past, in ms. */
const T0 = (Math.floor(Date.now() / 600_000) - 10) * 600_000;
const at = (seconds: number) => T0 + seconds * 1000;

const limiter = () => rateLimitStore(app.deps.stores.table);
const counts = async (formId: string) => {
  const { Item = {} } = await app.deps.stores.table.client.send(
    new GetCommand({ TableName: app.config.tableName, Key: submitterRateLimitKey(formId, IP), ConsistentRead: true }),
  );
  return Object.fromEntries(Object.entries(Item).filter(([name]) => /^w\d+@\d+$/.test(name)));
};
const name = (window: { seconds: number }, t: number) =>
  `w${window.seconds}@${Math.floor(t / 1000 / window.seconds) * window.seconds}`;

it('refuses at the first full window, names the shortest full one in Retry-After and changes nothing', async () => {
  const formId = newId('form');
  const take = (t: number) => limiter().take(formId, IP, [STRICT, BURST], t);
  expect(await take(at(0))).toEqual({ allowed: true });
  expect(await take(at(1))).toEqual({ allowed: true });
  expect(await take(at(2))).toEqual({ allowed: false, retryAfterSeconds: 28 });
  expect(await counts(formId)).toEqual({ [name(STRICT, at(0))]: 2, [name(BURST, at(0))]: 2 });
  // Next strict window: one place left in the burst window, then the burst window refuses until it ends.
  expect(await take(at(30))).toEqual({ allowed: true });
  expect(await take(at(31))).toEqual({ allowed: false, retryAfterSeconds: 569 });
  expect(await counts(formId)).toEqual({
    [name(STRICT, at(0))]: 2,
    [name(STRICT, at(30))]: 1,
    [name(BURST, at(0))]: 3,
  });
});

it('keeps the previous window for late clocks and removes older counts, after a pause too', async () => {
  const formId = newId('form');
  const take = (t: number) => limiter().take(formId, IP, [STRICT, { ...BURST, limit: 10 }], t);
  await take(at(0));
  await take(at(0.5));
  await take(at(30));
  // A request whose clock is still in the first strict window sees it full.
  expect(await take(at(29.9))).toMatchObject({ allowed: false });
  await take(at(60));
  // Steady traffic: the count two windows back went with the update itself.
  expect(Object.keys(await counts(formId)).sort()).toEqual(
    [name(BURST, at(0)), name(STRICT, at(30)), name(STRICT, at(60))].sort(),
  );
  // Back after a pause (a new burst window too): only the current windows' counts remain.
  expect(await take(at(1300))).toEqual({ allowed: true });
  expect(await counts(formId)).toEqual({ [name(STRICT, at(1300))]: 1, [name(BURST, at(1300))]: 1 });
});

it('takes nothing and writes nothing when the form has no windows', async () => {
  const formId = newId('form');
  expect(await limiter().take(formId, IP, [], at(0))).toEqual({ allowed: true });
  expect(await counts(formId)).toEqual({});
});
