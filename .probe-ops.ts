import { startLocalApp } from '@local/app.js';
import { startEmulators, useEndpoints } from '@local/emulators.js';
import { PutCommand, UpdateCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqsClient, dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
const em = await startEmulators(); useEndpoints(em.endpoints);
const app = await startLocalApp({ prefix: `p-${Date.now().toString(36)}`, quiet: true, pollers: false, sweepIntervalMs: 0 });
const c = dynamoDocumentClient(); const T = app.config.tableName;
const ops: Record<string, (i: number) => Promise<unknown>> = {
  put: (i) => c.send(new PutCommand({ TableName: T, Item: { PK: `X#${i}`, SK: 'X', v: 'x'.repeat(300) } })),
  update: (i) => c.send(new UpdateCommand({ TableName: T, Key: { PK: 'RL#1', SK: 'RL' }, UpdateExpression: 'ADD n :one', ConditionExpression: 'attribute_not_exists(n) OR n < :l', ExpressionAttributeValues: { ':one': 1, ':l': 1e9 } })),
  query: (i) => c.send(new QueryCommand({ TableName: T, IndexName: 'GSI2', KeyConditionExpression: 'GSI2PK = :p', ExpressionAttributeValues: { ':p': `E#${i}` }, Limit: 10 })),
  send: (i) => sqsClient().send(new SendMessageCommand({ QueueUrl: app.config.eventsQueueUrl, MessageBody: JSON.stringify({ i }) })),
  tx3: (i) => c.send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: T, Item: { PK: `Y#${i}`, SK: 'Y', v: 'x'.repeat(300) }, ConditionExpression: 'attribute_not_exists(PK)' } }, { Update: { TableName: T, Key: { PK: 'F#1', SK: 'F' }, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } } }, { Update: { TableName: T, Key: { PK: 'U#1', SK: 'U' }, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } } }] })),
  http404: async () => { const r = await fetch(`${app.baseUrl}/f/nope`, { method: 'POST', headers: { accept: 'application/json' } }); await r.arrayBuffer(); },
};
for (let round = 0; round < 2; round++) for (const [k, f] of Object.entries(ops)) { const v: number[] = []; for (let i = 0; i < 150; i++) { const s = performance.now(); await f(i + round * 1000); v.push(performance.now() - s); } v.sort((a, b) => a - b); if (round) console.log(k.padEnd(8), 'p50', v[75]!.toFixed(2)); }
await app.stop(); await em.stop(); process.exit(0);
