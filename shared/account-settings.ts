import { HTTP_FUNCTIONS, positive, readSetting, text, type AppConfig } from './config.js';
import { parseSignUpPolicy } from './domain/account-policy.js';

/** The accounts settings (`shared/config.ts` explains the declarations); only the HTTP functions read them. */
export const ACCOUNT_SETTINGS = {
  /** Origin of the dashboard: sign-in and invitation links, the cookie's CSRF check, passkeys (default the dashboard distribution; locally the service's). */
  DASHBOARD_ORIGIN: { schema: text, readers: [...HTTP_FUNCTIONS, 'exportJob'], context: 'dashboardOrigin' },
  /** Who may sign up on their own: `invitation-only`, `open` or `domains:a.com,b.com`. */
  SIGN_UP: { schema: text, default: 'invitation-only', readers: HTTP_FUNCTIONS, context: 'signUp' },
  /** Hours an unused dashboard session lasts. */
  SESSION_IDLE_HOURS: { ...positive, default: '168', readers: HTTP_FUNCTIONS, context: 'sessionIdleHours' },
  /** Hours a dashboard session lasts after sign-in. */
  SESSION_ABSOLUTE_HOURS: { ...positive, default: '720', readers: HTTP_FUNCTIONS, context: 'sessionAbsoluteHours' },
} as const;

/**
 * The accounts settings of a configuration: what a test set on it, else read from its environment. Kept out of
 * `configFromEnv`, so functions without accounts (ingest) do not carry them or the sign-up policy's parser.
 */
export function accountSettings(config: AppConfig) {
  const get = <N extends keyof typeof ACCOUNT_SETTINGS>(name: N) => readSetting(ACCOUNT_SETTINGS, name, config.env);
  return {
    dashboardOrigin: new URL(config.dashboardOrigin ?? get('DASHBOARD_ORIGIN') ?? config.publicBaseUrl).origin,
    signUp: config.signUp ?? parseSignUpPolicy(get('SIGN_UP')),
    sessionLifetimes: config.sessionLifetimes ?? {
      idleSeconds: get('SESSION_IDLE_HOURS') * 3600,
      absoluteSeconds: get('SESSION_ABSOLUTE_HOURS') * 3600,
    },
  };
}
export type AccountSettings = ReturnType<typeof accountSettings>;
