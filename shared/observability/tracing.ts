import type { Tracer } from '@aws-lambda-powertools/tracer';
import type { Context } from 'aws-lambda';

/**
 * Powertools Tracer (X-Ray), built into a function only when it is deployed with `-c tracing=true`: `lib/bundling.ts`
 * replaces `process.env.FORMBASE_TRACING` with `"on"` or `"off"` at build time, so a bundle built without tracing
 * carries none of the tracer's ~125 KB and starts as fast as before (`test/infra/tracing.test.ts`). Outside a bundle
 * (`npm start`, tests) the variable is read at run time and is unset.
 */
let tracer: Tracer | undefined;

/** The SDK client with one X-Ray subsegment per call once the tracer is loaded; the client itself otherwise. */
export const traced = <C>(client: C): C => (tracer ? tracer.captureAWSv3Client(client) : client);

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
