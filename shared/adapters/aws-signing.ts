import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import type { AwsSigning } from './aws-json.js';
import type { S3Credentials } from './s3/presign.js';
import { setting, type Environment } from '../config.js';

/** Credentials are fetched again this long before they expire (the SDK's margin). */
const REFRESH_MARGIN_MS = 5 * 60_000;

/**
 * The process's region and credentials, as the SDK clients resolve them: the region from `AWS_REGION` (Lambda
 * always sets it), credentials from the SDK's default provider chain, kept until
 * shortly before they expire. In a function bundle the chain is the environment's credentials alone (an esbuild
 * alias, `shared/adapters/env-credentials.ts`): Lambda passes its role's credentials there. Every signed call of the
 * process (DynamoDB, SQS, SES, KMS) signs with it.
 */
export function processSigning(env?: Environment): AwsSigning {
  const provider = defaultProvider();
  let cached: Promise<S3Credentials & { expiration?: Date }> | undefined;
  const fresh = (credentials: { expiration?: Date }) =>
    !credentials.expiration || credentials.expiration.getTime() - Date.now() > REFRESH_MARGIN_MS;
  return {
    region: () => {
      const region = setting('AWS_REGION', env);
      return region ? Promise.resolve(region) : Promise.reject(new Error('AWS_REGION is not set'));
    },
    credentials: async () => {
      const current = cached && (await cached.catch(() => undefined));
      if (current && fresh(current)) return current;
      cached = provider();
      return cached;
    },
    sha256: Sha256,
  };
}
