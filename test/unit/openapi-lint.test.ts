import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '@lib/bundling.js';
import { servedOpenApiDocument } from '../../scripts/client-types.js';

/**
 * The served `/v1/openapi.json` passes the two linters client generators and API tooling use, with their stock
 * rules (Redocly's `recommended`, Spectral's `spectral:oas`): no error and no warning. Both run from node_modules
 * with telemetry and update checks off, so the test needs no network.
 */
const run = promisify(execFile);
const bin = (name: string) => join(PROJECT_ROOT, 'node_modules/.bin', name);
const fixture = (name: string) => join(PROJECT_ROOT, 'test/fixtures/openapi-lint', name);
const OFFLINE = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_UPDATE_NOTIFIER: '1',
};

let dir: string;
let file: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(await servedOpenApiDocument()));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A linter exits non-zero when it finds errors; its report is what the test reads. */
const output = async (command: string, args: string[]) => {
  try {
    return (await run(command, args, { env: OFFLINE, cwd: dir, maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    return (error as { stdout: string }).stdout;
  }
};

describe('the served OpenAPI document', () => {
  it('passes Redocly lint (recommended rules) with no error and no warning', async () => {
    const report = JSON.parse(
      await output(bin('redocly'), ['lint', file, '--config', fixture('redocly.yaml'), '--format', 'json']),
    ) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('passes Spectral (spectral:oas) with no error and no warning', async () => {
    const text = await output(bin('spectral'), [
      'lint',
      file,
      '--ruleset',
      fixture('spectral.yaml'),
      '--format',
      'json',
    ]);
    // Spectral prints a summary line after the JSON report.
    const report = JSON.parse(text.slice(0, text.lastIndexOf(']') + 1)) as {
      code: string;
      severity: number;
      message: string;
    }[];
    expect(report.filter((r) => r.severity <= 1).map((r) => `${r.code}: ${r.message}`)).toEqual([]);
  });
});
