import { GetCommand } from '@shared/adapters/dynamo/commands.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApp } from '@local/app.js';
import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
import { startTestApp } from '@test/support/app.js';

let app: LocalApp;
beforeAll(async () => {
  app = await startTestApp({ pollers: false, sweepIntervalMs: 0 });
});
afterAll(() => app.stop());

describe('counter additions once per batch', () => {
  it.each(['9f3c0b7e', 'seed-usage', ''])('counts a batch delivered twice once (batch id %j)', async (batchId) => {
    const tenantId = `ten_${Math.random().toString(36).slice(2)}`;
    const delta = { tenantId, period: '2026-11', submissions: 3, unlocked: 2, locked: false };
    expect(await app.deps.stores.usage.addBatch(batchId, delta)).toMatchObject({ submissions: 3, unlocked: 2 });
    expect(await app.deps.stores.usage.addBatch(batchId, delta)).toBeUndefined();
    expect(await app.deps.stores.usage.get(tenantId, '2026-11')).toMatchObject({ submissions: 3, unlocked: 2 });
    const { Item } = await dynamoDocumentClient().send(
      new GetCommand({ TableName: app.config.tableName, Key: { PK: `TENANT#${tenantId}`, SK: 'USAGE#2026-11' } }),
    );
    expect(Item).toMatchObject({ submissions: 3 });
    expect(Object.keys(Item ?? {}).filter((name) => !/^[A-Za-z0-9_]+$/.test(name) || name === 'undefined')).toEqual([]);
  });
});
