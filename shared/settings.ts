import { ACCOUNT_SETTINGS } from './account-settings.js';
import { CORE_SETTINGS, type SettingDeclaration } from './config.js';
import { INTEGRATION_SETTINGS } from './integration-settings.js';

/**
 * Every variable any function reads, each declared once beside its readers (`shared/config.ts`): what the stack
 * gives each function (`lib/function-environment.ts`), what `npm start` passes on, what the docs list. Runtime code
 * does not import this module, so no function bundles the declarations it does not read.
 */
export const SETTINGS = {
  ...CORE_SETTINGS,
  ...ACCOUNT_SETTINGS,
  ...INTEGRATION_SETTINGS,
} as const satisfies Record<string, SettingDeclaration>;

export type SettingName = keyof typeof SETTINGS;
