import * as z from 'zod/mini';
import { ACCOUNT_SETTINGS } from './account-settings.js';
import { CORE_SETTINGS, flag, nonNegative, text, type SettingDeclaration } from './config.js';
import { INTEGRATION_SETTINGS } from './integration-settings.js';

/**
 * Variables the functions' libraries read (Powertools): declared for the stack, the docs and `npm start`; no code of
 * ours parses them.
 */
export const LIBRARY_SETTINGS = {
  /** Log level of every function (Powertools): DEBUG, INFO, WARN or ERROR. */
  POWERTOOLS_LOG_LEVEL: {
    schema: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']),
    default: 'INFO',
    readers: 'every',
    context: 'logLevel',
  },
  /** Share of invocations that log at DEBUG anyway (Powertools). */
  POWERTOOLS_LOGGER_SAMPLE_RATE: { ...nonNegative, default: '0', readers: 'every', context: 'debugSampleRate' },
  /** Service name on every log line and metric (set per function by the stack). */
  POWERTOOLS_SERVICE_NAME: { schema: text, readers: 'every' },
  /** `true` silences the business metrics' EMF lines (`npm start` does unless `LOG_REQUESTS=true`). */
  POWERTOOLS_METRICS_DISABLED: { ...flag, default: 'false', readers: 'every' },
} as const;

/**
 * Every variable any function reads, each declared once beside its readers (`shared/config.ts`): what the stack
 * gives each function (`lib/function-environment.ts`), what `npm start` passes on, what the docs list. Runtime code
 * does not import this module, so no function bundles the declarations it does not read.
 */
export const SETTINGS = {
  ...CORE_SETTINGS,
  ...ACCOUNT_SETTINGS,
  ...INTEGRATION_SETTINGS,
  ...LIBRARY_SETTINGS,
} as const satisfies Record<string, SettingDeclaration>;

export type SettingName = keyof typeof SETTINGS;
