import { ENV, type AppConfig } from './config.js';
import { DEFAULT_SESSION_LIFETIMES, parseSignUpPolicy } from './domain/account-policy.js';

const hours = (raw: string | undefined, fallbackSeconds: number): number => {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value > 0 ? value * 3600 : fallbackSeconds;
};

/**
 * The accounts settings of a configuration, defaults filled in: what the configuration sets (`local/`, tests), else
 * the environment the CDK stack sets (`DASHBOARD_ORIGIN`, `SIGN_UP`, `SESSION_IDLE_HOURS`, `SESSION_ABSOLUTE_HOURS`).
 * Kept out of `configFromEnv`, so functions without accounts (ingest) do not carry it.
 */
export function accountSettings(config: AppConfig, env: NodeJS.ProcessEnv = process.env) {
  return {
    dashboardOrigin: new URL(config.dashboardOrigin ?? (env[ENV.dashboardOrigin] || config.publicBaseUrl)).origin,
    signUp: config.signUp ?? parseSignUpPolicy(env[ENV.signUp]),
    sessionLifetimes: config.sessionLifetimes ?? {
      idleSeconds: hours(env[ENV.sessionIdleHours], DEFAULT_SESSION_LIFETIMES.idleSeconds),
      absoluteSeconds: hours(env[ENV.sessionAbsoluteHours], DEFAULT_SESSION_LIFETIMES.absoluteSeconds),
    },
  };
}
export type AccountSettings = ReturnType<typeof accountSettings>;
