import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';
import type { EventPublisher, SubmissionEvent } from '@shared/domain/events.js';

/**
 * SendMessage without `@aws-sdk/client-sqs`, for the ingest function: one SQS JSON-protocol POST signed by the SDK's
 * own SigV4 signer, with the credentials Lambda puts in the environment.
 *
 * Why: the SQS client brings every SQS operation's schemas and error classes (~29 KB minified with its middleware)
 * for this one request, and ingest has a 300 KB bundle budget (the same choice as `shared/adapters/s3/presign.ts`).
 * The request is what the SDK sends for SendMessage (`test/integration/ingest-event-sender.test.ts` compares them),
 * to the queue URL's own host as the SDK does by default. What the client adds and this leaves out: MD5 checks of the
 * answer (TLS already protects it) and its retry strategy — one quick retry here, and a send that still fails parks
 * the event in the outbox, which the sweeper (SDK client) re-sends.
 */
const TARGET = 'AmazonSQS.SendMessage';
const CONTENT_TYPE = 'application/x-amz-json-1.0';
const TIMEOUT_MS = 5000;
const RETRY_DELAY_MS = 50;

type Secret = string | ArrayBuffer | ArrayBufferView;

const bytes = (data: Secret): string | Buffer =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** SHA-256, or HMAC-SHA-256 with a secret, over node:crypto: the hash shape SignatureV4 asks for. */
class Sha256 {
  private hash: Hash | Hmac;

  constructor(private readonly secret?: Secret) {
    this.hash = this.fresh();
  }

  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(this.secret));
  }

  update(data: Secret): void {
    this.hash.update(bytes(data));
  }

  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }

  reset(): void {
    this.hash = this.fresh();
  }
}

/** A refused or failed send, shaped like an SDK error (`name`, `$metadata.httpStatusCode`) for logs. */
export class SqsSendError extends Error {
  readonly $metadata: { httpStatusCode?: number };

  constructor(name: string, message: string, status?: number) {
    super(message);
    this.name = name;
    this.$metadata = { httpStatusCode: status };
  }

  get retryable(): boolean {
    const status = this.$metadata.httpStatusCode;
    return status === undefined || status >= 500 || status === 429 || /Throttl/i.test(this.name);
  }
}

export interface SendMessageOptions {
  /** Signing region; default `AWS_REGION` (Lambda sets it). */
  region?: string;
  /** Tests inject faults here. */
  fetch?: typeof fetch;
}

/** Publishes each event with one SendMessage to `queueUrl` (in parallel when there are several). */
export function sqsSendMessagePublisher(queueUrl: string, options: SendMessageOptions = {}): EventPublisher {
  const url = new URL(queueUrl);
  const region = options.region ?? process.env.AWS_REGION;
  if (!region) throw new Error('AWS_REGION is not set: the SQS request cannot be signed');
  const signer = new SignatureV4({ service: 'sqs', region, credentials: fromEnv(), sha256: Sha256 });
  const send = options.fetch ?? fetch;

  const attempt = async (body: string): Promise<void> => {
    const signed = await signer.sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: '/',
      query: {},
      headers: { host: url.host, 'content-type': CONTENT_TYPE, 'x-amz-target': TARGET },
      body,
    });
    // fetch sets Host itself, from the same URL, to the value that was signed.
    const { host: _host, ...headers } = signed.headers;
    let res: Response;
    try {
      res = await send(`${url.origin}/`, { method: 'POST', headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new SqsSendError('NetworkError', `SendMessage did not complete: ${(error as Error).message}`);
    }
    const text = await res.text();
    if (res.ok) return;
    const answer = (() => {
      try {
        return JSON.parse(text) as { __type?: string; message?: string };
      } catch {
        return {};
      }
    })();
    const type = answer.__type?.split('#').pop() ?? `Http${res.status}`;
    throw new SqsSendError(type, `SendMessage refused (${res.status} ${type}): ${answer.message ?? ''}`, res.status);
  };

  const sendOne = async (event: SubmissionEvent): Promise<void> => {
    const body = JSON.stringify({ QueueUrl: queueUrl, MessageBody: JSON.stringify(event) });
    try {
      await attempt(body);
    } catch (error) {
      if (!(error instanceof SqsSendError) || !error.retryable) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (1 + Math.random())));
      await attempt(body);
    }
  };

  return {
    async publish(events) {
      await Promise.all(events.map(sendOne));
    },
  };
}
