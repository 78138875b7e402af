import { isServerError, isThrottlingError, isTransientError, StandardRetryStrategy } from '@smithy/core/retry';
import type { RetryErrorType, RetryStrategyV2, RetryToken } from '@smithy/types';
import { signedJsonSender, type AwsJsonService, type AwsSigning } from '../aws-json.js';
import type { Environment } from '../../config.js';
import type { DocumentCommand, DynamoOperation } from './commands.js';
import { DynamoError } from './errors.js';

/** DynamoDB's JSON 1.0 protocol (what the SDK's DynamoDB client speaks), signed as `dynamodb`. */
export const DYNAMODB: AwsJsonService = { name: 'dynamodb', targetPrefix: 'DynamoDB_20120810', jsonVersion: '1.0' };

type Output = Record<string, unknown>;

/** One call as interceptors see it: the operation and its input in the document shape (before marshalling). */
export interface DynamoCall {
  operation: DynamoOperation;
  input: Record<string, unknown>;
}

/**
 * Runs around a call (its retries included) or, added with `perAttempt`, around each attempt; `next` goes on (the
 * next interceptor, or the request). The only way to see or change the functions' DynamoDB calls from outside: the
 * client maps storage refusals and bounds waits with them, tests inject faults, the benches count requests and
 * units.
 */
export type DynamoInterceptor = (call: DynamoCall, next: () => Promise<Output>) => Promise<Output>;

export interface DocumentClientOptions {
  /** How a refused or failed attempt is retried (the SDK's standard strategy with 3 attempts by default). */
  retry?: RetryStrategyV2;
  /** Milliseconds a connection may stay silent before the attempt fails as a `TimeoutError` (4000). */
  idleMs?: number;
  env?: Environment;
}

const abortError = () => Object.assign(new Error('The operation was aborted'), { name: 'AbortError' });

/** `work`, or an AbortError as soon as `signal` aborts. */
function race<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(abortError());
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** The SDK's classification of a failed attempt (what its retry middleware hands the strategy). */
const errorTypeOf = (error: Error & { $metadata?: object }): RetryErrorType =>
  isThrottlingError(error as never)
    ? 'THROTTLING'
    : isTransientError(error as never)
      ? 'TRANSIENT'
      : isServerError(error as never)
        ? 'SERVER_ERROR'
        : 'CLIENT_ERROR';

/**
 * The functions' DynamoDB client: the document client's `send(new PutCommand(input))` surface and answers (plain
 * values in and out, marshalled by `@aws-sdk/util-dynamodb`), each operation one signed JSON request over the
 * project's transport (`aws-json.ts`: SigV4 by `@smithy/signature-v4`, `node:http(s)` with keep-alive), retried as
 * the SDK retries (its error classification and the given strategy), errors shaped as the SDK's (`DynamoError`).
 * `config` is the signing (region, credentials, hash) the process's other signed calls reuse (`signingOf`).
 */
export class DocumentClient {
  readonly config: AwsSigning;
  private readonly sendSigned: ReturnType<typeof signedJsonSender>;
  private readonly retry: RetryStrategyV2;
  private readonly idleMs: number;
  private readonly around: DynamoInterceptor[] = [];
  private readonly aroundAttempts: DynamoInterceptor[] = [];

  constructor(signing: AwsSigning, options: DocumentClientOptions = {}) {
    this.config = signing;
    this.sendSigned = signedJsonSender(DYNAMODB, signing, options.env);
    this.retry = options.retry ?? new StandardRetryStrategy(3);
    this.idleMs = options.idleMs ?? 4000;
  }

  /** Sends one operation; the answer with its items decoded and `$metadata`. `abortSignal` ends it where it is. */
  async send<I extends object, O extends object>(
    command: DocumentCommand<I, O>,
    options: { abortSignal?: AbortSignal } = {},
  ): Promise<O> {
    const call: DynamoCall = { operation: command.operation, input: command.input as Record<string, unknown> };
    const run = this.around.reduce<() => Promise<Output>>(
      (next, interceptor) => () => interceptor(call, next),
      () => this.withRetries(command, call, options.abortSignal),
    );
    return (await run()) as O;
  }

  /** Adds an interceptor (outermost last), around each call or with `perAttempt` each attempt; returns its removal. */
  intercept(interceptor: DynamoInterceptor, { perAttempt = false } = {}): () => void {
    const list = perAttempt ? this.aroundAttempts : this.around;
    list.push(interceptor);
    return () => {
      const at = list.indexOf(interceptor);
      if (at >= 0) list.splice(at, 1);
    };
  }

  private async withRetries<I extends object, O extends object>(
    command: DocumentCommand<I, O>,
    call: DynamoCall,
    signal: AbortSignal | undefined,
  ): Promise<Output> {
    const body = JSON.stringify(command.encode(call.input as I));
    const attempt = this.aroundAttempts.reduce<() => Promise<Output>>(
      (next, interceptor) => () => interceptor(call, next),
      () => this.attempt(command, body, signal),
    );
    let token: RetryToken = await this.retry.acquireInitialRetryToken('dynamodb');
    for (;;) {
      try {
        const output = await attempt();
        this.retry.recordSuccess(token);
        return output;
      } catch (error) {
        if (signal?.aborted || !(error instanceof Error)) throw error;
        try {
          token = await race(this.retry.refreshRetryTokenForRetry(token, { errorType: errorTypeOf(error) }), signal);
        } catch {
          throw error;
        }
        const delay = token.getRetryDelay();
        if (delay > 0) await race(new Promise((resolve) => setTimeout(resolve, delay)), signal);
      }
    }
  }

  private async attempt<I extends object, O extends object>(
    command: DocumentCommand<I, O>,
    body: string,
    signal: AbortSignal | undefined,
  ): Promise<Output> {
    const answer = await this.sendSigned(command.operation, body, { signal, idleMs: this.idleMs });
    if (answer.status < 200 || answer.status >= 300)
      throw new DynamoError(answer.status, answer.requestId, answer.text);
    const decoded = command.decode(JSON.parse(answer.text || '{}') as Record<string, unknown>) as Output;
    decoded.$metadata = { httpStatusCode: answer.status, requestId: answer.requestId };
    return decoded;
  }
}
