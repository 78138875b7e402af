// Probe (not part of the bench): React's commits during a cold load of the inbox, counted through the hook React DOM
// calls for developer tools (present in production builds too): when each commit came and how many fibers the tree held
// then. Cold loads at 412 × 823 with the CPU 4× slower, each variant interleaved.
// tsx bench/commit-probe.ts <variantDir>... ; ROUNDS (default 3).
import { loadavg } from 'node:os';
import { withProbePage } from './support/probe-page.js';
import { probeVariants } from './support/probe-variants.js';

interface Commit {
  at: number;
  fibers: number;
  rendered: string;
}

/**
 * Runs in the page before its scripts: a stand-in for React's developer-tools hook that records each commit. A string,
 * not a function: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const recordCommits = `
  const commits = (window.__commits = []);
  let seen = new Set();
  const nameOf = (f) => (typeof f.type === 'function' ? f.type.displayName || f.type.name : typeof f.type === 'object' && f.type ? (f.type.displayName || (f.type.type && f.type.type.name) || (f.type.render && f.type.render.name) || '') : '');
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject: () => 1, checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined, onCommitFiberUnmount: () => undefined, onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (id, root) => {
      const now = new Set();
      const rendered = new Map();
      const walk = (fiber) => {
        for (let f = fiber; f; f = f.sibling) {
          now.add(f);
          const name = nameOf(f);
          if (name && !seen.has(f) && (!f.alternate || f.memoizedState !== f.alternate.memoizedState || f.memoizedProps !== f.alternate.memoizedProps))
            rendered.set(name, (rendered.get(name) || 0) + 1);
          walk(f.child);
        }
      };
      walk(root.current.child);
      seen = now;
      commits.push({ at: Math.round(performance.now()), fibers: now.size, rendered: [...rendered].map(([k, v]) => v > 1 ? k + '×' + v : k).join(',') });
    },
  };
`;

const rounds = Number(process.env.ROUNDS ?? 3);
/** DETAIL=1 names the components each commit drew (readable with an unminified build, `vite build --minify false`). */
const detail = !!process.env.DETAIL;
const totals = new Map<string, number[]>();
await probeVariants(process.argv.slice(2), rounds, async (url, session, variant, round) => {
  await withProbePage(session, { cpuSlowdown: 4, initScript: recordCommits }, async (page) => {
    await page.goto(url);
    await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 6000));
    const { commits, fcp } = await page.evaluate<{ commits: Commit[]; fcp: number }>(
      `({ commits: window.__commits,
          fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0) })`,
    );
    totals.set(variant, [...(totals.get(variant) ?? []), commits.length]);
    console.log(
      `=== ${variant} round ${round} (load ${loadavg()[0]!.toFixed(1)}): FCP ${fcp} ms, ${commits.length} commits (ms:fibers): ${commits.map((c) => `\n  ${c.at} ms, ${c.fibers} fibers${detail ? `: ${c.rendered}` : ''}`).join('')}`,
    );
  });
});
for (const [variant, counts] of totals) console.log(`${variant}: commits per load ${counts.join(', ')}`);
