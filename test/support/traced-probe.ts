import { GetCommand } from '@shared/adapters/dynamo/commands.js';
import { lambdaEntry } from '@shared/infra/runtime.js';

/**
 * A Lambda entry built like every handler (`lambdaEntry`), run in a child process by test/infra/tracing.test.ts with
 * a Lambda-like environment: one invocation that reads the table, then one that throws.
 */
const handler = lambdaEntry((runtime) => async (event: { fail?: boolean }) => {
  await runtime.table.client.send(new GetCommand({ TableName: runtime.table.name, Key: { PK: 'p', SK: 's' } }));
  if (event.fail) throw new Error('probe failure');
  return 'ok';
});

const context = { awsRequestId: 'req-1', functionName: 'probe' } as Parameters<typeof handler>[1];
console.log(await handler({}, context));
console.log(await Promise.resolve(handler({ fail: true }, context)).catch((error: Error) => error.message));
