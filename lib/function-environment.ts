import type { Readers } from '@shared/config.js';
import { SETTINGS, type SettingName } from '@shared/settings.js';
import type { FunctionName } from '@shared/infra/functions.js';

/** Whether a function reads a setting, by its declaration (`shared/config.ts`). */
export const reads = (readers: Readers, name: FunctionName): boolean => readers === 'every' || readers.includes(name);

/**
 * A function's Lambda environment: each setting it reads (`SETTINGS[...].readers`) that has a value here. A setting
 * with no value is left out, so the function uses the declared default.
 */
export function functionEnvironment(
  name: FunctionName,
  values: Partial<Record<SettingName, string>>,
): Record<string, string> {
  return Object.fromEntries(
    (Object.entries(values) as [SettingName, string | undefined][]).filter(
      (entry): entry is [SettingName, string] => entry[1] !== undefined && reads(SETTINGS[entry[0]].readers, name),
    ),
  );
}
