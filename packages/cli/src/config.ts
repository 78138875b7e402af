import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { CliError, EXIT } from './errors.js';

export interface Credentials {
  baseUrl: string;
  apiKey: string;
}

/**
 * Where `login` keeps the base URL and key: `$FORMBASE_CONFIG_DIR`, else the platform's config directory
 * (`$XDG_CONFIG_HOME` or `~/.config` on Linux and macOS, `%APPDATA%` on Windows) + `/formbase`.
 */
export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.FORMBASE_CONFIG_DIR) return env.FORMBASE_CONFIG_DIR;
  if (process.platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'formbase');
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'formbase');
}

const configFile = (env: NodeJS.ProcessEnv) => join(configDir(env), 'config.json');

/** Writes the credentials readable by the user only (directory 0700, file 0600, also when they already existed). */
export function saveCredentials(credentials: Credentials, env: NodeJS.ProcessEnv = process.env): string {
  const dir = configDir(env);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = configFile(env);
  writeFileSync(file, `${JSON.stringify({ base_url: credentials.baseUrl, api_key: credentials.apiKey }, null, 2)}\n`, {
    mode: 0o600,
  });
  chmodSync(file, 0o600);
  return file;
}

function storedConfig(env: NodeJS.ProcessEnv): { base_url?: string; api_key?: string } {
  try {
    return JSON.parse(readFileSync(configFile(env), 'utf8'));
  } catch {
    return {}; // Not logged in: the flags or the environment must say it all.
  }
}

const NOT_LOGGED_IN = 'not logged in: run `formbase login --base-url <url>` or set FORMBASE_URL and FORMBASE_API_KEY';

/**
 * The credentials to use: `--base-url` / `--api-key`, else `FORMBASE_URL` / `FORMBASE_API_KEY`, else what `login`
 * stored. Each of the two is resolved on its own, so CI can keep the URL in the config and the key in a secret.
 */
export function resolveCredentials(
  flags: { baseUrl?: string; apiKey?: string },
  env: NodeJS.ProcessEnv = process.env,
): Credentials {
  const stored = storedConfig(env);
  const baseUrl = flags.baseUrl ?? env.FORMBASE_URL ?? stored.base_url;
  const apiKey = flags.apiKey ?? env.FORMBASE_API_KEY ?? stored.api_key;
  if (!baseUrl || !apiKey) throw new CliError(NOT_LOGGED_IN, EXIT.usage);
  return { baseUrl, apiKey };
}

/** The base URL alone, resolved like `resolveCredentials` (for servers whose callers bring their own key). */
export function resolveBaseUrl(flags: { baseUrl?: string }, env: NodeJS.ProcessEnv = process.env): string {
  const baseUrl = flags.baseUrl ?? env.FORMBASE_URL ?? storedConfig(env).base_url;
  if (!baseUrl) throw new CliError(NOT_LOGGED_IN, EXIT.usage);
  return baseUrl;
}
