import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Bundling stand-in for `@aws-sdk/credential-provider-node`: credentials from the environment only. Lambda always
 * passes its role's credentials as environment variables, so the default chain's SSO, INI, process, web-identity
 * and instance-metadata providers (and the STS/SSO clients they pull in, ~90 KB minified) are dead weight in a
 * function bundle. An esbuild `alias` maps the package here; never import this module directly.
 */
export const defaultProvider = (_init?: unknown) => fromEnv();
export const credentialsTreatedAsExpired = undefined;
export const credentialsWillNeedRefresh = undefined;
