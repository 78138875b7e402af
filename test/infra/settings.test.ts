import { describe, expect, it } from 'vitest';
import { reads } from '@lib/function-environment.js';
import { accountSettings } from '@shared/account-settings.js';
import { configFromEnv, setting, type Environment } from '@shared/config.js';
import { integrationSettingsOf } from '@shared/integration-settings.js';
import { FUNCTION_NAMES, FUNCTIONS, type FunctionName } from '@shared/infra/functions.js';
import { SETTINGS, type SettingName } from '@shared/settings.js';
import { logicalIdOf, synthesize } from './synth.js';

/** Every context key that passes a setting, set to something other than its default. */
const CONTEXT = {
  mailFrom: 'forms@settings.example',
  publicBaseUrl: 'https://forms.settings.example',
  apiRatePerSecond: '3',
  apiRateBurst: '7',
  deliverySchedule: '1,2,3',
  planLimits: '{"free":{"monthly_submissions":123}}',
  ingestCacheSeconds: '9',
  dashboardOrigin: 'https://app.settings.example',
  signUp: 'open',
  sessionIdleHours: '2',
  sessionAbsoluteHours: '5',
  slackClientId: 'slack-id',
  discordClientId: 'discord-id',
  googleClientId: 'google-id',
  mailchimpClientId: 'mailchimp-id',
  logLevel: 'DEBUG',
  debugSampleRate: '0.5',
};
type Resources = Record<string, { Properties: { Environment?: { Variables: Record<string, unknown> } } }>;
const synth = synthesize(CONTEXT);
const variablesIn = (app: ReturnType<typeof synthesize>) => {
  const resources = app.statelessTemplate.toJSON().Resources as Resources;
  return (name: FunctionName) =>
    resources[logicalIdOf(app.stateless.functions[name])]!.Properties.Environment!.Variables;
};
const variablesOf = variablesIn(synth);
const declared = Object.entries(SETTINGS) as [SettingName, (typeof SETTINGS)[SettingName]][];

describe('each setting reaches the functions that read it, and only those (shared/settings.ts)', () => {
  it.each(declared.filter(([, s]) => 'context' in s).map(([name, s]) => [name, (s as { context: string }).context]))(
    '%s from -c %s',
    (name, context) => {
      const value = CONTEXT[context as keyof typeof CONTEXT];
      for (const fn of FUNCTION_NAMES) {
        const reader = reads(SETTINGS[name as SettingName].readers, fn);
        expect(variablesOf(fn)[name], `${fn} ${reader ? 'reads' : 'does not read'} ${name}`).toEqual(
          reader ? (name === 'POWERTOOLS_LOG_LEVEL' ? 'DEBUG' : value) : undefined,
        );
      }
    },
  );

  it('gives the senders (and only them) the configuration set every message is sent with', () => {
    const configurationSet = synth.stateless.node.findChild('Mail').node.findChild('ConfigurationSet');
    for (const fn of FUNCTION_NAMES) {
      const sends = Boolean((FUNCTIONS[fn].access as { sendMail?: boolean }).sendMail);
      expect(variablesOf(fn).SES_CONFIGURATION_SET, fn).toEqual(
        sends ? { Ref: logicalIdOf(configurationSet) } : undefined,
      );
      expect(reads(SETTINGS.SES_CONFIGURATION_SET.readers, fn), fn).toBe(sends);
    }
  });

  it('gives the functions that seal credentials (and only them) the key, the apps and their secrets', () => {
    for (const fn of FUNCTION_NAMES) {
      const seals = Boolean((FUNCTIONS[fn].access as { integrationSecrets?: boolean }).integrationSecrets);
      const variables = variablesOf(fn);
      expect(Boolean(variables.CREDENTIALS_KMS_KEY_ID), fn).toBe(seals);
      expect(variables.SLACK_CLIENT_SECRET_PARAM, fn).toEqual(seals ? '/Formbase-dev/oauth/slack' : undefined);
    }
  });

  it('gives no function a variable it does not read', () => {
    const known = new Set<string>(Object.keys(SETTINGS));
    for (const fn of FUNCTION_NAMES) {
      const unread = Object.keys(variablesOf(fn)).filter(
        (name) => known.has(name) && !reads(SETTINGS[name as SettingName].readers, fn),
      );
      expect(unread, fn).toEqual([]);
    }
  });

  it('redrives the delivery queues after the deployed schedule (first try + its steps)', () => {
    const queues = synth.statefulTemplate.toJSON().Resources as Record<
      string,
      { Type: string; Properties: { QueueName?: string; RedrivePolicy: { maxReceiveCount: number } } }
    >;
    const delivery = Object.values(queues).filter(
      (r) => r.Type === 'AWS::SQS::Queue' && /delivery$/.test(r.Properties.QueueName ?? ''),
    );
    expect(delivery.length).toBe(3);
    for (const queue of delivery) expect(queue.Properties.RedrivePolicy.maxReceiveCount).toBe(4);
  });

  it('refuses a context value its setting refuses, naming the variable', () => {
    expect(() => synthesize({ deliverySchedule: '5,x' })).toThrow(/DELIVERY_SCHEDULE/);
    expect(() => synthesize({ planLimits: '{"free":' })).toThrow(/PLAN_LIMITS/);
  });
});

/**
 * On the artifact: a function's environment as its template gives it, with the deployer's one setting changed, makes
 * the function configure itself differently than the default template's environment does. Tokens (`Ref`s, ARNs) stand
 * for the resources they name; what each function then does with its configuration is the rest of the suite's work.
 */
describe('each setting changes what its readers configure', () => {
  const defaults = variablesIn(synthesize());
  const asEnvironment = (variables: Record<string, unknown>): Environment =>
    Object.fromEntries(
      Object.entries(variables).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : `https://${name.toLowerCase().replaceAll('_', '-')}.resolved.example`,
      ]),
    );
  /** Everything a function's code derives from its environment through the declarations. */
  const configuredBy = (env: Environment) => {
    const { env: _raw, ...config } = configFromEnv({ PUBLIC_BASE_URL: 'https://api.example', ...env });
    const full = { ...config, env };
    return {
      config,
      accounts: accountSettings(full),
      integrations: integrationSettingsOf(full),
      log: [setting('POWERTOOLS_LOG_LEVEL', env), setting('POWERTOOLS_LOGGER_SAMPLE_RATE', env)],
    };
  };

  it.each(declared.filter(([, s]) => 'context' in s).map(([name, s]) => [name, (s as { context: string }).context]))(
    '%s (-c %s)',
    (name) => {
      const readers = FUNCTION_NAMES.filter((fn) => reads(SETTINGS[name as SettingName].readers, fn));
      expect(readers.length).toBeGreaterThan(0);
      for (const fn of readers) {
        const before = asEnvironment(defaults(fn));
        const after = { ...before, [name]: asEnvironment(variablesOf(fn))[name] };
        expect(configuredBy(after), `${fn} with ${name}`).not.toEqual(configuredBy(before));
      }
    },
  );
});
