import type { Environment } from '@shared/config.js';
import { integrationSetting } from '@shared/integration-settings.js';

/**
 * SSM parameters read through the AWS Parameters and Secrets Lambda Extension (an AWS-managed layer) instead of the
 * SDK's SSM client (~78 KB of schemas and error classes in a bundle, for one call per process). The extension answers
 * on localhost with GetParameter's own JSON output, caches it, and authenticates its caller by the function's
 * session token; it runs only during invocations (not at init), which is when the OAuth apps' secrets are read.
 */

/** The variable the extension reads its port from (also set by CDK's `paramsAndSecrets` when not the default). */
export const EXTENSION_PORT_ENV = 'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT' as const;
const TIMEOUT_MS = 5000;

/** A SecureString's decrypted value; rejects when the extension refuses (not found, not allowed) or the value is empty. */
export async function extensionParameter(name: string, env?: Environment): Promise<string> {
  const query = new URLSearchParams({ name, withDecryption: 'true' });
  const url = `http://localhost:${integrationSetting(EXTENSION_PORT_ENV, env)}/systemsmanager/parameters/get?${query}`;
  const response = await fetch(url, {
    headers: { 'X-Aws-Parameters-Secrets-Token': integrationSetting('AWS_SESSION_TOKEN', env) ?? '' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`SSM parameter ${name}: the parameters extension answered ${response.status}`);
  const value = (JSON.parse(text) as { Parameter?: { Value?: string } }).Parameter?.Value;
  if (!value) throw new Error(`SSM parameter ${name} is empty`);
  return value;
}
