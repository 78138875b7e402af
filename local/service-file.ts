import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Endpoints } from './emulators.js';

/**
 * `.local/service.json`: where the running `npm start` of this checkout can be reached (its table and stand-in
 * endpoints), written at start and removed at stop, so local tools (`npm run admin`) need no variables.
 */
export interface LocalService {
  pid: number;
  table_name: string;
  region: string;
  endpoints: Endpoints;
}

const fileIn = (dir: string) => join(dir, 'service.json');

export function recordLocalService(dir: string, service: LocalService): void {
  writeFileSync(fileIn(dir), `${JSON.stringify(service, null, 2)}\n`);
}

export function forgetLocalService(dir: string): void {
  rmSync(fileIn(dir), { force: true });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The local service recorded in `dir`, if its process is still running. */
export function runningLocalService(dir: string): LocalService | undefined {
  if (!existsSync(fileIn(dir))) return undefined;
  const service = JSON.parse(readFileSync(fileIn(dir), 'utf8')) as LocalService;
  return alive(service.pid) ? service : undefined;
}
