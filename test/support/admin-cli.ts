import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LocalApp } from '@local/app.js';
import { testEndpoints } from './app.js';

const run = promisify(execFile);

/**
 * Runs `npm run admin -- ...` the way an operator would, against the app's table. Exit code 0 gives the parsed
 * JSON output; otherwise the code and stderr (unexpected failures are printed).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the command's JSON output, read freely by tests
export async function runAdmin(app: LocalApp, ...args: string[]): Promise<{ code: number; out: any }> {
  const endpoints = testEndpoints();
  try {
    const { stdout } = await run('npx', ['tsx', 'scripts/admin.ts', ...args], {
      env: {
        ...process.env,
        TABLE_NAME: app.config.tableName,
        AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: 'x',
        AWS_SECRET_ACCESS_KEY: 'x',
      },
    });
    return { code: 0, out: JSON.parse(stdout) };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    if (e.code !== 2) console.error(e.stderr);
    return { code: e.code, out: e.stderr };
  }
}
