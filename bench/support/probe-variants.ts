import { execSync } from 'node:child_process';
import { DASHBOARD_DIST } from '@local/dashboard.js';
import { startDashboardBench } from './dashboard-world.js';

/**
 * For the start-up probes: the bench's world with a form of 1,000 submissions, then `probe(inboxUrl, session,
 * variant, round)` for each built variant (a `dist` directory, copied over the served one before its turn),
 * interleaved `rounds` times so each variant meets the same load. The served build is put back afterwards.
 */
export async function probeVariants(
  variants: string[],
  rounds: number,
  probe: (url: string, session: string, variant: string, round: number) => Promise<void>,
): Promise<void> {
  const world = await startDashboardBench();
  const saved = `${DASHBOARD_DIST}.probe-orig`;
  execSync(`rm -rf ${saved} && cp -a ${DASHBOARD_DIST} ${saved}`);
  try {
    const formId = await world.formWith(1_000, 'Contact');
    const url = `${world.app.baseUrl}/forms/${formId}/inbox`;
    for (let round = 1; round <= rounds; round++)
      for (const variant of variants) {
        execSync(`rm -rf ${DASHBOARD_DIST} && cp -r ${variant} ${DASHBOARD_DIST}`);
        await probe(url, world.session, variant, round);
      }
  } finally {
    execSync(`rm -rf ${DASHBOARD_DIST} && mv ${saved} ${DASHBOARD_DIST}`);
    await world.stop();
  }
}
