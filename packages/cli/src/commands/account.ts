import { createFormbaseClient } from '@formbase/client';
import { saveCredentials } from '../config.js';
import { CliError, EXIT } from '../errors.js';
import type { Output } from '../output.js';

/**
 * `formbase login --base-url <url> [--api-key <key>]`: checks the key against `GET /v1/api-keys/current`, then stores
 * both (file mode 0600). The key can also come from `FORMBASE_API_KEY` or stdin, to keep it out of shell history.
 */
export async function login(
  options: { baseUrl?: string; apiKey?: string; stdin: () => Promise<string> },
  out: Output,
): Promise<void> {
  const baseUrl = options.baseUrl ?? process.env.FORMBASE_URL;
  if (!baseUrl) throw new CliError('login needs --base-url <url> (or FORMBASE_URL)', EXIT.usage);
  const apiKey = (options.apiKey ?? process.env.FORMBASE_API_KEY ?? (await options.stdin())).trim();
  if (!apiKey) throw new CliError('login needs an API key: --api-key, FORMBASE_API_KEY or on stdin', EXIT.usage);
  const identity = await createFormbaseClient({ baseUrl, apiKey }).GET('/v1/api-keys/current');
  const file = saveCredentials({ baseUrl, apiKey });
  out.result(
    { base_url: baseUrl, config_file: file, key: identity.key, tenant: identity.tenant },
    () =>
      `Logged in to ${baseUrl} as "${identity.key.name}" (${identity.key.scope} key) of ${identity.tenant.name} ` +
      `(${identity.tenant.plan}).\nSaved to ${file}.`,
  );
}
