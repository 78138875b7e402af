import { SignatureV4 } from '@smithy/signature-v4';
import type { S3Credentials, Sha256Constructor } from './s3/presign.js';

/**
 * Calls to AWS services that speak the JSON 1.1 protocol (KMS), signed by the SDK's SigV4 signer and sent with
 * `fetch`, without their SDK clients: a client's operation schemas and error classes do not tree-shake (KMS ~28 KB
 * minified) and would keep the functions that seal and open integration credentials over their 400 KB budget, for
 * two operations. The request is the client's: `POST /` to the regional endpoint (or the standard
 * `AWS_ENDPOINT_URL_<SERVICE>`), `X-Amz-Target: <prefix>.<Operation>`, the input as JSON; `test/unit/aws-json.test.ts`
 * compares it with the KMS client's and checks both signatures.
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
  /** `X-Amz-Target` prefix, e.g. `TrentService`. */
  targetPrefix: string;
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
const retryable = (status: number, type = '') =>
  status >= 500 || status === 429 || type.endsWith('ThrottlingException');

/**
 * One operation of a JSON-protocol service; retries network errors, 5xx and throttling twice with jittered backoff
 * (the SDK's default), each attempt signed anew.
 *
 * @example await awsJsonCall({ name: 'kms', targetPrefix: 'TrentService' }, signing)('Decrypt', { CiphertextBlob })
 */
export function awsJsonCall(service: AwsJsonService, signing: AwsSigning, env: NodeJS.ProcessEnv = process.env) {
  const endpoint = env[`AWS_ENDPOINT_URL_${service.name.toUpperCase()}`] || undefined;
  return async <T>(operation: string, input: object): Promise<T> => {
    const body = JSON.stringify(input);
    for (let attempt = 1; ; attempt++) {
      const region = await signing.region();
      const url = new URL(endpoint ?? `https://${service.name}.${region}.amazonaws.com/`);
      const signer = new SignatureV4({
        service: service.name,
        region,
        credentials: signing.credentials,
        sha256: signing.sha256,
      });
      const signed = await signer.sign({
        method: 'POST',
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port ? Number(url.port) : undefined,
        path: url.pathname,
        query: {},
        headers: {
          host: url.host,
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `${service.targetPrefix}.${operation}`,
        },
        body,
      });
      let status = 0;
      let text = '';
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: signed.headers,
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        if (attempt >= ATTEMPTS) throw new AwsJsonError(operation, 503, undefined, String(error));
      }
      if (status >= 200 && status < 300) return JSON.parse(text || '{}') as T;
      const answer = status ? (parseError(text) ?? {}) : {};
      if (status && (attempt >= ATTEMPTS || !retryable(status, answer.type))) {
        throw new AwsJsonError(operation, status, answer.type, answer.message);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * 2 ** attempt));
    }
  };
}

/** `{"__type": "com.amazonaws.kms#NotFoundException", "message": …}` → the short type and the message. */
function parseError(text: string): { type?: string; message?: string } | undefined {
  try {
    const body = JSON.parse(text) as { __type?: string; message?: string; Message?: string };
    return { type: body.__type?.split('#').pop(), message: body.message ?? body.Message };
  } catch {
    return undefined;
  }
}
