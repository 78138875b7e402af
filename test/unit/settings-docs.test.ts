import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '@shared/settings.js';
import { README, settingDocs, settingsTable } from '../../scripts/settings-table.js';

/** A markdown table's rows as trimmed cells, whatever its column padding. */
const rows = (markdown: string) =>
  markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );

const readme = readFileSync(README, 'utf8');
const deployDoc = readFileSync('docs/deploy.md', 'utf8');
/** Context keys the stack reads itself (stack names, alarms, tracing, regions, assets), not passed as a setting. */
const STACK_ONLY_CONTEXT = [
  'stage',
  'alarmEmail',
  'tracing',
  'systemLogLevel',
  'region',
  'paramsAndSecretsLayerArn',
  'dashboardAssets',
];

describe('the configuration docs follow the declaration (shared/settings.ts)', () => {
  it('documents every declared variable in one line of its declaration', () => {
    const docs = settingDocs();
    expect(Object.keys(SETTINGS).filter((name) => !docs.get(name))).toEqual([]);
  });

  it("has the README's table as generated from the declaration (npm run settings:docs)", () => {
    const start = readme.indexOf('<!-- settings table');
    const end = readme.indexOf('<!-- end of settings table -->');
    expect(rows(readme.slice(start, end))).toEqual(rows(settingsTable()));
  });

  it("lists every declared context key in docs/deploy.md's table, and nothing the stack does not read", () => {
    const documented = rows(deployDoc)
      .filter(([first]) => first?.startsWith('`'))
      .flatMap(([keys]) => [...keys!.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]!));
    const declared = Object.values(SETTINGS).flatMap((s) => ('context' in s ? [s.context] : []));
    expect(declared.filter((key) => !documented.includes(key))).toEqual([]);
    const stackReads = readFileSync('lib/config.ts', 'utf8');
    const contextTable = documented.filter((key) => !declared.includes(key));
    expect(contextTable.filter((key) => !STACK_ONLY_CONTEXT.includes(key))).toEqual([]);
    // OAuth client ids are read as `${provider}ClientId` for each provider.
    for (const key of [...declared, ...STACK_ONLY_CONTEXT])
      expect(stackReads, key).toContain(`'${key.replace(/ClientId$/, '')}'`);
  });
});
