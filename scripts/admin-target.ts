import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { runningLocalService } from '@local/service-file.js';

/**
 * Which table `npm run admin` works on. An explicit table (`--table` or `TABLE_NAME`) is a deployed one: the AWS
 * SDK's usual region and credentials apply, and a missing region is named. Otherwise the `npm start` running in this
 * checkout (`.local/service.json`): its table on its DynamoDB Local, no variables needed.
 */
export const ADMIN_TARGETS = `Where it works:
  beside \`npm start\` (this checkout): nothing to set; it uses the running local service's table.
  against AWS: TABLE_NAME (or --table; the stack's table name) and AWS_REGION, with AWS credentials as usual
  (AWS_PROFILE, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY).`;

export function adminTable(
  tableOption: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  localDir = join(process.cwd(), '.local'),
): { table: string } | { error: string } {
  const explicit = tableOption ?? env.TABLE_NAME;
  if (explicit) {
    if (!env.AWS_REGION && !env.AWS_PROFILE && !existsSync(join(homedir(), '.aws', 'config')))
      return { error: `table ${explicit}: set AWS_REGION (the region the stack is deployed in)` };
    return { table: explicit };
  }
  const local = runningLocalService(localDir);
  if (!local)
    return { error: 'no table: start the local service (npm start) in this checkout, or set TABLE_NAME for AWS' };
  Object.assign(env, {
    AWS_ENDPOINT_URL_DYNAMODB: local.endpoints.dynamodb,
    AWS_REGION: local.region,
    AWS_ACCESS_KEY_ID: env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: env.AWS_SECRET_ACCESS_KEY ?? 'local',
  });
  return { table: local.table_name };
}
