import type { Tracer } from '@aws-lambda-powertools/tracer';
import type { Context } from 'aws-lambda';
import { setting } from '@shared/config.js';

/**
 * Powertools Tracer (X-Ray), built into a function only when it is deployed with `-c tracing=true`: `lib/bundling.ts`
 * replaces `process.env.FORMBASE_TRACING` with `"on"` or `"off"` at build time, so a bundle built without tracing
 * carries none of the tracer's ~125 KB and starts as fast as before (`test/infra/tracing.test.ts`). Outside a bundle
 * (`npm start`, tests) the variable is read at run time and is unset.
 */
let tracer: Tracer | undefined;

/** What a DynamoDB call tells its subsegment (the interceptor's view of a call, `dynamo/document-client.ts`). */
interface TracedClient {
  intercept(
    interceptor: (
      call: { operation: string; input: { TableName?: unknown } },
      next: () => Promise<{ $metadata?: { requestId?: string; httpStatusCode?: number } }>,
    ) => Promise<unknown>,
  ): unknown;
}

/**
 * Once the tracer is loaded, each DynamoDB call of the client is an X-Ray subsegment shaped as the X-Ray SDK records
 * an AWS call (`DynamoDB`, namespace `aws`, the operation, table, request id and status; the error when it fails).
 */
export function tracedCalls(client: TracedClient): void {
  const active = tracer;
  if (!active) return;
  client.intercept(async (call, next) => {
    const subsegment = active.getSegment()?.addNewSubsegment('DynamoDB');
    if (!subsegment) return next();
    subsegment.namespace = 'aws';
    const aws = { operation: call.operation, region: setting('AWS_REGION'), table_name: call.input.TableName };
    try {
      const output = await next();
      subsegment.addAttribute('aws', { ...aws, request_id: output.$metadata?.requestId });
      subsegment.addAttribute('http', { response: { status: output.$metadata?.httpStatusCode } });
      return output;
    } catch (error) {
      subsegment.addAttribute('aws', aws);
      subsegment.addError(error as Error, true);
      throw error;
    } finally {
      subsegment.close();
    }
  });
}

/** The tracer and Powertools' middleware, imported only in a bundle built with tracing (the branch is folded away). */
async function loadTracing() {
  if (process.env.FORMBASE_TRACING === 'on') {
    const [{ Tracer: PowertoolsTracer }, { captureLambdaHandler }, { default: middy }] = await Promise.all([
      import('@aws-lambda-powertools/tracer'),
      import('@aws-lambda-powertools/tracer/middleware'),
      import('@middy/core'),
    ]);
    tracer = new PowertoolsTracer();
    return { tracer, captureLambdaHandler, middy };
  }
  throw new Error('this function was built without tracing');
}

/**
 * A Lambda entry that loads the tracer on the first invocation, before `create` builds the handler (so the SDK
 * clients it creates are captured), and runs each invocation inside Powertools' `captureLambdaHandler`: a
 * `## <handler>` subsegment with the cold-start and service annotations, and the error as metadata when it throws.
 */
export function tracedEntry<E, R>(
  create: () => (event: E, context: Context) => R,
): (event: E, context: Context) => Promise<unknown> {
  const build = async () => {
    const loaded = await loadTracing();
    const handler = create();
    return loaded
      .middy(async (event: E, context: Context) => await handler(event, context))
      .use(loaded.captureLambdaHandler(loaded.tracer));
  };
  let ready: ReturnType<typeof build> | undefined;
  return async (event, context) => (await (ready ??= build()))(event, context);
}
