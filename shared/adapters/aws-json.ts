import http from 'node:http';
import https from 'node:https';
import { SignatureV4 } from '@smithy/signature-v4';
import type { S3Credentials, Sha256Constructor } from './s3/presign.js';
import { setting, type Environment } from '../config.js';

type EndpointSetting =
  'AWS_ENDPOINT_URL_SESV2' | 'AWS_ENDPOINT_URL_KMS' | 'AWS_ENDPOINT_URL_SQS' | 'AWS_ENDPOINT_URL_DYNAMODB';

/**
 * Calls to AWS services that speak JSON (KMS's JSON 1.1, SQS's JSON 1.0, SES v2's REST JSON), signed by the SDK's
 * SigV4 signer and sent with `fetch`, without their SDK clients: a client's operation schemas and error classes do
 * not tree-shake (KMS ~28 KB minified, SQS ~27 KB, SESv2 ~61 KB plus ~15 KB of REST protocol code) and would keep the
 * functions that seal integration credentials, queue work or send mail near or over their 400 KB budget, for one to
 * three operations. The request is the client's: `POST` to the regional endpoint (or the standard
 * `AWS_ENDPOINT_URL_<SERVICE>`), JSON 1.x at `/` with `X-Amz-Target: <prefix>.<Operation>`, REST JSON at the
 * operation's path; the input as JSON, over `node:http(s)` with keep-alive (as the SDK's own handler sends; `fetch`
 * took about twice the CPU per call, measured on the local stack's queue polls). `test/unit/aws-json.test.ts` compares KMS and SQS requests with their clients'
 * and checks the signatures; `test/integration/email-mailer.test.ts` sends SES's through a recording proxy and
 * re-derives its signature.
 */

/** An SDK client's region, credential provider and hash (they cache and refresh), used to sign. */
export interface AwsSigning {
  region(): Promise<string>;
  credentials(): Promise<S3Credentials>;
  sha256: Sha256Constructor;
}

/** The signing of an SDK client already built (the function's DynamoDB client). */
export const signingOf = (sdk: { config: AwsSigning }): AwsSigning => ({
  region: () => sdk.config.region(),
  credentials: () => sdk.config.credentials(),
  sha256: sdk.config.sha256,
});

export interface AwsJsonService {
  /** SigV4 service name and endpoint prefix, e.g. `kms`. */
  name: string;
  /** JSON 1.x: the `X-Amz-Target` prefix, e.g. `TrentService`. Absent: REST JSON, the operation is the path. */
  targetPrefix?: string;
  /** The JSON protocol's version when not 1.1 (SQS: 1.0). */
  jsonVersion?: '1.0' | '1.1';
  /** Endpoint prefix when not `name` (SES v2: `email`). */
  endpointPrefix?: string;
  /** `AWS_ENDPOINT_URL_<id>` when not `name` upper-cased (SES v2: `SESV2`, as its SDK client reads). */
  endpointEnvId?: string;
}

/** A service's error answer, shaped like an SDK error (`name` is the error type, `$metadata.httpStatusCode`). */
export class AwsJsonError extends Error {
  readonly $metadata: { httpStatusCode: number };
  constructor(operation: string, status: number, type: string | undefined, message: string | undefined) {
    super(`${operation} answered ${status}${type ? ` ${type}` : ''}${message ? `: ${message}` : ''}`);
    this.name = type ?? 'AwsJsonError';
    this.$metadata = { httpStatusCode: status };
  }
}

const ATTEMPTS = 3;
const TIMEOUT_MS = 4000;

/** One connection pool per process and scheme, reused across calls and invocations (the SDK's handler keeps one too). */
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 50 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 50 }),
};

/** What one attempt of a signed request received: its status, error type header, request id and body text. */
export interface AwsAnswer {
  status: number;
  typeHeader: string | undefined;
  requestId: string | undefined;
  text: string;
}

/**
 * One POST: its status, error type header and body text. Rejects on a network error, after `idleMs` without a byte
 * on its connection (an error named `TimeoutError`, as the SDK's handler names it), or when `signal` aborts.
 */
function post(url: URL, headers: Record<string, string>, body: string, idleMs: number, signal?: AbortSignal) {
  const secure = url.protocol === 'https:';
  return new Promise<AwsAnswer>((resolve, reject) => {
    const request = (secure ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: agents[secure ? 'https:' : 'http:'],
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            typeHeader: [response.headers['x-amzn-errortype']].flat()[0],
            requestId: [response.headers['x-amzn-requestid']].flat()[0],
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    // Like the SDK's request timeout, the clock runs on the socket (no byte in or out for `idleMs`), not while the
    // request waits in the agent's queue for a free connection: a burst that fills the pool must not time out calls
    // that never left, and a receive that did leave is not given up (its messages would stay invisible for the
    // queue's visibility timeout) merely because others held the connections.
    request.setTimeout(idleMs, () =>
      request.destroy(Object.assign(new Error(`no answer within ${idleMs} ms`), { name: 'TimeoutError' })),
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * The endpoint of a service: the standard `AWS_ENDPOINT_URL_<id>` when set (the local stand-ins), else the
 * regional one.
 */
function endpointOf(service: AwsJsonService, env?: Environment) {
  const configured = setting(
    `AWS_ENDPOINT_URL_${service.endpointEnvId ?? service.name.toUpperCase()}` as EndpointSetting,
    env,
  );
  return (region: string) =>
    new URL(configured ?? `https://${service.endpointPrefix ?? service.name}.${region}.amazonaws.com/`);
}

/**
 * Sends one attempt of an operation of a JSON-protocol service, signed anew: its answer whatever the status. Rejects
 * on a network error, after `idleMs` of silence on its connection, or when `signal` aborts. The one transport of
 * every signed JSON call (`awsJsonCall` here, DynamoDB's `dynamo/document-client.ts`).
 */
export function signedJsonSender(service: AwsJsonService, signing: AwsSigning, env?: Environment) {
  const endpoint = endpointOf(service, env);
  const rpc = service.targetPrefix !== undefined;
  const signers = new Map<string, SignatureV4>();
  const signerFor = (region: string) => {
    let signer = signers.get(region);
    if (!signer) {
      signer = new SignatureV4({
        service: service.name,
        region,
        credentials: signing.credentials,
        sha256: signing.sha256,
      });
      signers.set(region, signer);
    }
    return signer;
  };
  return async (
    operation: string,
    body: string,
    options: { signal?: AbortSignal; idleMs?: number } = {},
  ): Promise<AwsAnswer> => {
    const region = await signing.region();
    const base = endpoint(region);
    const url = rpc ? base : new URL(`${base.pathname.replace(/\/$/, '')}${operation}`, base);
    const signed = await signerFor(region).sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname,
      query: {},
      headers: {
        host: url.host,
        ...(rpc
          ? {
              'content-type': `application/x-amz-json-${service.jsonVersion ?? '1.1'}`,
              'x-amz-target': `${service.targetPrefix}.${operation}`,
            }
          : { 'content-type': 'application/json' }),
      },
      body,
    });
    return post(url, signed.headers, body, options.idleMs ?? TIMEOUT_MS, options.signal);
  };
}

const retryable = (status: number, type = '') =>
  status >= 500 || status === 429 || type.endsWith('ThrottlingException') || type === 'RequestThrottled';

/**
 * One operation of a JSON-protocol service; retries network errors, 5xx and throttling twice with jittered backoff
 * (the SDK's default), each attempt signed anew. `signal` ends the call where it is, without a retry.
 *
 * @example await awsJsonCall({ name: 'kms', targetPrefix: 'TrentService' }, signing)('Decrypt', { CiphertextBlob })
 */
export function awsJsonCall(service: AwsJsonService, signing: AwsSigning, env?: Environment) {
  const send = signedJsonSender(service, signing, env);
  return async <T>(operation: string, input: object, options?: { signal?: AbortSignal }): Promise<T> => {
    const body = JSON.stringify(input);
    for (let attempt = 1; ; attempt++) {
      let status = 0;
      let text = '';
      let typeHeader: string | undefined;
      try {
        ({ status, typeHeader, text } = await send(operation, body, { signal: options?.signal }));
      } catch (error) {
        if (options?.signal?.aborted) throw error;
        if (attempt >= ATTEMPTS) throw new AwsJsonError(operation, 503, undefined, String(error));
      }
      if (status >= 200 && status < 300) return JSON.parse(text || '{}') as T;
      const answer = status ? { ...parseError(text), ...typeOf(typeHeader) } : {};
      if (status && (attempt >= ATTEMPTS || !retryable(status, answer.type))) {
        throw new AwsJsonError(operation, status, answer.type, answer.message);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * 2 ** attempt));
    }
  };
}

/** REST JSON names the error in a header: `x-amzn-ErrorType: MessageRejected:http://…` → `MessageRejected`. */
const typeOf = (header: string | undefined): { type?: string } =>
  header ? { type: header.split(':')[0]!.split('#').pop() } : {};

/** `{"__type": "com.amazonaws.kms#NotFoundException", "message": …}` → the short type and the message. */
function parseError(text: string): { type?: string; message?: string } | undefined {
  try {
    const body = JSON.parse(text) as { __type?: string; message?: string; Message?: string };
    return { type: body.__type?.split('#').pop(), message: body.message ?? body.Message };
  } catch {
    return undefined;
  }
}
