import { AsyncLocalStorage } from 'node:async_hooks';
import { setting } from '@shared/config.js';

/**
 * How long a request may wait on DynamoDB. Two bounds, both ending the DynamoDB call whatever its retries have left (its
 * socket is aborted, so nothing is left running):
 *
 * - the request's deadline: the function's remaining time at the start of the request, less `ANSWER_MARGIN_MS` to
 *   answer 503 and write the log line, across every call and retry of the request (`withinFunctionTime`);
 * - silence: a call is ended once DynamoDB has answered nothing in this process for `silenceMs` (default 3 s,
 *   `SDK_SILENCE_TIMEOUT_MS`) since the call began. A hung table answers nothing, so a request meets it within
 *   3 s and answers 503 with `Retry-After`; a busy one keeps answering other calls, so load is never taken for an
 *   outage (the local stand-ins on two cores queue a burst of a thousand posts for many seconds).
 */
const ANSWER_MARGIN_MS = 2000;

const deadlines = new AsyncLocalStorage<number>();

/** Runs one request's work under its deadline: the function's remaining time less the margin to answer. */
export function withinFunctionTime<T>(
  context: { getRemainingTimeInMillis?: () => number } | undefined,
  work: () => Promise<T>,
): Promise<T> {
  const remaining = context?.getRemainingTimeInMillis?.();
  if (!remaining || remaining <= 0) return work();
  return deadlines.run(Date.now() + Math.max(remaining - ANSWER_MARGIN_MS, 0), work);
}

/** The current request's deadline (epoch ms), if the call runs inside one. */
export const requestDeadline = (): number | undefined => deadlines.getStore();

export const silenceTimeoutMs = () => setting('SDK_SILENCE_TIMEOUT_MS');

interface SendingClient {
  send(command: never, options?: { abortSignal?: AbortSignal }): Promise<unknown>;
  intercept(
    interceptor: (call: unknown, next: () => Promise<unknown>) => Promise<unknown>,
    options: { perAttempt: true },
  ): unknown;
}

/** The error a call ended by a bound throws: a timeout, which the HTTP functions answer 503 with `Retry-After`. */
const timedOut = (why: string, cause: unknown) =>
  Object.assign(new Error(`DynamoDB did not answer: ${why}`), { name: 'TimeoutError', cause });

/**
 * Bounds every call of a client by the current request's deadline and by silence (see above). Every HTTP answer the
 * client receives, error or not, counts as DynamoDB answering.
 */
export function boundWaits<C>(client: C, silenceMs = silenceTimeoutMs()): C {
  const sending = client as unknown as SendingClient;
  let lastAnswer = Date.now();
  // Per attempt (inside the retries), so each answer counts as it arrives.
  sending.intercept(
    async (_call, next) => {
      try {
        const out = await next();
        lastAnswer = Date.now();
        return out;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode) lastAnswer = Date.now();
        throw error;
      }
    },
    { perAttempt: true },
  );
  const send = sending.send.bind(sending);
  sending.send = async (command, options) => {
    if (options?.abortSignal) return send(command, options);
    const controller = new AbortController();
    const started = Date.now();
    const deadline = requestDeadline() ?? Infinity;
    let why: string | undefined;
    let timer: NodeJS.Timeout | undefined;
    const check = () => {
      const now = Date.now();
      const quietSince = Math.max(started, lastAnswer);
      if (now >= deadline) why = "the request's deadline passed";
      else if (now - quietSince >= silenceMs) why = `no answer for ${silenceMs} ms`;
      if (why) return controller.abort();
      timer = setTimeout(check, Math.max(1, Math.min(quietSince + silenceMs, deadline) - now));
    };
    check();
    try {
      return await send(command, { ...options, abortSignal: controller.signal });
    } catch (error) {
      throw why ? timedOut(why, error) : error;
    } finally {
      clearTimeout(timer);
    }
  };
  return client;
}
