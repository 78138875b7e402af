import { describe, expect, it } from 'vitest';
import { accountSettings } from '@shared/account-settings.js';
import { configFromEnv } from '@shared/config.js';
import { integrationSettingsOf } from '@shared/integration-settings.js';

const RESOURCES = {
  TABLE_NAME: 't',
  BUCKET_NAME: 'b',
  EVENTS_QUEUE_URL: 'q1',
  EVENTS_DLQ_URL: 'q2',
  SPAM_REVIEW_QUEUE_URL: 'q-review',
  SPAM_REVIEW_DLQ_URL: 'q-review-dlq',
  EXPORTS_QUEUE_URL: 'q-exports',
  EXPORTS_DLQ_URL: 'q-exports-dlq',
  DELIVERY_QUEUE_URL: 'q3',
  DELIVERY_DLQ_URL: 'q4',
  EMAIL_DELIVERY_QUEUE_URL: 'q5',
  EMAIL_DELIVERY_DLQ_URL: 'q6',
  INTEGRATION_DELIVERY_QUEUE_URL: 'q7',
  INTEGRATION_DELIVERY_DLQ_URL: 'q8',
  MAIL_FROM: 'forms@example.com',
  PUBLIC_BASE_URL: 'https://forms.example.com',
};

/** The path every deployed function runs (`lambdaEntry` → `configFromEnv`), with the deployer's settings set. */
describe('configFromEnv reads every deployer setting', () => {
  it('applies the rate limit, schedule, plan limits, cache, configuration set and CAPTCHA URLs it is given', () => {
    const config = configFromEnv({
      ...RESOURCES,
      API_RATE_PER_SECOND: '1',
      API_RATE_BURST: '2',
      DELIVERY_SCHEDULE: '1,2,3',
      PLAN_LIMITS: '{"free":{"monthly_submissions":7}}',
      INGEST_CACHE_SECONDS: '0',
      SES_CONFIGURATION_SET: 'formbase-feedback',
      CAPTCHA_V3_VERIFY_URL: 'http://127.0.0.1:9/verify',
    });
    expect(config).toMatchObject({
      apiRateLimit: { perSecond: 1, burst: 2 },
      deliverySchedule: [1, 2, 3],
      planLimits: { free: { monthly_submissions: 7 } },
      ingestCacheSeconds: 0,
      sesConfigurationSet: 'formbase-feedback',
      captchaVerifyUrls: { captcha_v3: 'http://127.0.0.1:9/verify' },
    });
  });

  it('falls back to the declared defaults', () => {
    expect(configFromEnv(RESOURCES)).toMatchObject({
      apiRateLimit: { perSecond: 20, burst: 40 },
      deliverySchedule: [5, 300, 1800, 7200, 18000, 36000, 36000],
      ingestCacheSeconds: 5,
      allowLoopbackTargets: false,
    });
  });

  it('reads the accounts and integrations settings from the same environment, once built', () => {
    const config = configFromEnv({
      ...RESOURCES,
      DASHBOARD_ORIGIN: 'https://app.example.com/x',
      SIGN_UP: 'domains:example.com',
      SESSION_IDLE_HOURS: '2',
      SLACK_CLIENT_ID: 'id',
      SLACK_CLIENT_SECRET_PARAM: '/p/slack',
      CREDENTIALS_KMS_KEY_ID: 'arn:key',
    });
    expect(accountSettings(config)).toEqual({
      dashboardOrigin: 'https://app.example.com',
      signUp: { mode: 'domains', domains: ['example.com'] },
      sessionLifetimes: { idleSeconds: 7200, absoluteSeconds: 720 * 3600 },
    });
    expect(integrationSettingsOf(config)).toMatchObject({
      apps: { SLACK: { clientId: 'id', clientSecretParameter: '/p/slack' } },
      kmsKeyId: 'arn:key',
    });
  });

  it.each([
    ['TABLE_NAME', undefined, /missing environment variable TABLE_NAME/],
    ['API_RATE_BURST', 'many', /API_RATE_BURST/],
    ['API_RATE_PER_SECOND', '0', /API_RATE_PER_SECOND/],
    ['PLAN_LIMITS', '{"free":{"monthly_submissions":"x"}}', /PLAN_LIMITS.*free\.monthly_submissions/],
    ['DELIVERY_SCHEDULE', '5,99999', /DELIVERY_SCHEDULE.*43200/],
    ['ALLOW_LOOPBACK_TARGETS', 'yes', /ALLOW_LOOPBACK_TARGETS/],
  ])('refuses %s=%s, naming it', (name, value, message) => {
    expect(() => configFromEnv({ ...RESOURCES, [name]: value })).toThrow(message);
  });
});
