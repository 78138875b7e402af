import { pathToFileURL } from 'node:url';
import { startLocalApp } from '@local/app.js';
import { startEmulators, useEndpoints, type Emulators } from '@local/emulators.js';
import { campaignMemoryStore } from '@shared/adapters/dynamo/campaign-memory.js';
import { spamJudge } from '@shared/adapters/spam-judge.js';
import { packagedReviewModel } from '@shared/adapters/spam-review-model.js';
import { finalVerdict, reviewText } from '@shared/domain/spam/final-verdict.js';
import { CAMPAIGN_SIMILARITY, NOT_SPAM_SIMILARITY } from '@shared/domain/spam/campaign-memory.js';
import { fingerprintOf } from '@shared/domain/spam/fingerprint.js';
import type { SpamDecision, SpamInput, SpamJudge } from '@shared/domain/spam.js';
import type { Strictness } from '@shared/domain/spam/strictness.js';
import type { ChangeOutcome, SubmissionStatus } from '@shared/domain/submission.js';
import { newId } from '@shared/domain/ids.js';
import { CAMPAIGNS, campaignVariants } from '@test/fixtures/spam-campaigns.js';
import { corpusInput, corpusSite, loadCorpus } from '@test/support/spam-corpus.js';
import { learnFromChanges } from '../../services/api/use-cases/campaign-memory.js';
import { median } from './load.js';
import { installMeter, type Tally } from './meter.js';

/**
 * The campaign scenario of `npm run bench -- spam`: 8 campaigns written for it (`test/fixtures/spam-campaigns.ts`),
 * 10 copies each; the owner marks the first 2 as spam on one form, the other 8 arrive on other forms of the same
 * organization. Caught before and after marking, per strictness; genuine messages on the same subjects (and the
 * corpus's real contact-form messages) flagged by memory; what one "not spam" correction per campaign lets through;
 * and what the lookup costs per submission, with and without it in the same run (DynamoDB Local, metered).
 */
const STRICTNESSES: Strictness[] = ['low', 'medium', 'high'];
const pct = (n: number, of: number) => `${of ? ((100 * n) / of).toFixed(1) : '0.0'} %`;
const TENANT = 'ten_bench_campaigns';

const inputOf = (fields: Record<string, string>, i: number, formId: string, tenantId = TENANT): SpamInput => ({
  ...corpusInput({ id: `c${i}`, label: 'spam', form: 'contact', fields, source: 'handwritten' }, i, formId),
  tenantId,
});

/**
 * No owner at all: each campaign's copies arrive in order at `low`, and every verdict the filter is sure of teaches
 * memory as ingest does once the submission is stored. Answers how many of the later 8 copies are caught.
 */
async function filterSeedsOnly(judge: SpamJudge, copies: Record<string, string>[][]): Promise<number> {
  let caught = 0;
  for (const [c, variants] of copies.entries()) {
    for (const [i, fields] of variants.entries()) {
      const decision = await judge.judge(
        inputOf(fields, 9000 + c * 10 + i, 'frm_seeded', 'ten_bench_seeds'),
        formOf('low'),
      );
      if (decision.kind !== 'block' && decision.learn)
        await decision.learn({ submissionId: newId('submission'), createdAt: new Date().toISOString() });
      if (i >= 2 && spam(decision)) caught++;
    }
  }
  return caught;
}
const formOf = (strictness: Strictness) => ({
  settings: { spam: { enabled: true, strictness, blocked_keywords: [] } },
  allowedOrigins: [corpusSite()],
});

async function judgeAll(
  judge: SpamJudge,
  inputs: SpamInput[],
  strictness: Strictness,
  blockedKeywords: string[] = [],
): Promise<SpamDecision[]> {
  const out: SpamDecision[] = [];
  const form = formOf(strictness);
  const settings = { ...form, settings: { spam: { ...form.settings.spam, blocked_keywords: blockedKeywords } } };
  for (const input of inputs) out.push(await judge.judge(input, settings));
  return out;
}

/**
 * How many of the decided submissions pass the final verdict: not spam at ingest, and not moved to spam by the second
 * stage (`final-verdict.ts` with the shipped review model, as the SpamReview function decides).
 */
async function passFinalVerdict(inputs: SpamInput[], decided: SpamDecision[], strictness: Strictness): Promise<number> {
  let passed = 0;
  for (const [i, d] of decided.entries()) {
    if (d.kind !== 'accept') continue;
    const submission = {
      status: 'received' as const,
      spamScore: d.score,
      spamReasons: d.reasons,
      fields: inputs[i]!.fields,
    };
    const read = reviewText(submission);
    if (!('text' in read)) {
      passed++;
      continue;
    }
    const [p] = await packagedReviewModel.probabilities([read.text], [strictness]);
    if (!finalVerdict(submission, { strictness }, p!).spam) passed++;
  }
  return passed;
}

/** A word of at least 6 letters that every copy has (an owner's blocked keyword for the campaign), if any. */
function sharedWord(copies: Record<string, string>[]): string | undefined {
  const wordsOf = (fields: Record<string, string>) =>
    new Set(
      Object.values(fields)
        .join(' ')
        .toLowerCase()
        .match(/\p{L}{6,}/gu) ?? [],
    );
  const [first, ...others] = copies.map(wordsOf);
  return [...(first ?? [])].find((w) => others.every((set) => set.has(w)));
}
const reasonsOf = (d: SpamDecision) => (d.kind === 'block' ? [] : d.reasons);
const spam = (d: SpamDecision) => d.kind === 'spam';

/** The owner's status change as the API applies it, for `learnFromChanges`. */
function change(
  fields: Record<string, string>,
  from: SubmissionStatus,
  to: SubmissionStatus,
  i: number,
): ChangeOutcome {
  const at = Date.now() - i;
  const base = {
    id: newId('submission', at),
    tenantId: TENANT,
    formId: 'frm_marked',
    createdAt: new Date(at).toISOString(),
    fields,
  };
  return {
    applied: true,
    before: { ...base, status: from },
    after: { ...base, status: to },
  } as unknown as ChangeOutcome;
}

const costLine = (t: Tally, n: number, ms: number[]) =>
  `${(Object.values(t.requests).reduce((a, b) => a + b, 0) / n).toFixed(2)} requests (${Object.entries(t.requests)
    .map(([k, v]) => `${k} ${(v / n).toFixed(2)}`)
    .join(', ')}), ${(t.rcu / n).toFixed(2)} RCU, ${(t.wcu / n).toFixed(2)} WCU, median ${median(ms).toFixed(2)} ms`;

/**
 * Campaign memory against the stand-ins `shared` (the spam bench's, kept running for it), or stand-ins of its own
 * when run alone. The process's DynamoDB client keeps the endpoint of the first stand-ins it was used with, so one
 * process must not start a second set after stopping the first.
 */
export async function campaignScenario(shared?: Emulators): Promise<void> {
  const emulators = shared ?? (await startEmulators());
  useEndpoints(emulators.endpoints);
  const app = await startLocalApp({
    prefix: `bench-camp-${Date.now().toString(36)}`,
    quiet: true,
    pollers: false,
    sweepIntervalMs: 0,
  });
  try {
    const meter = installMeter();
    const table = app.deps.stores.table;
    const memory = campaignMemoryStore(table);
    const withMemory = spamJudge(app.config, table);
    const withoutMemory = spamJudge(app.config, table, { campaigns: undefined });
    const ports = { campaigns: memory, logger: app.deps.logger, now: () => new Date() };
    const copies = CAMPAIGNS.map((c) => campaignVariants(c, 10));
    const later = copies.flatMap((v, c) => v.slice(2).map((f, i) => inputOf(f, c * 100 + i, `frm_other${i % 3}`)));
    const genuine = CAMPAIGNS.flatMap((c, k) =>
      c.genuine.map((message, i) => inputOf({ name: 'Sam Reed', message }, 5000 + k * 10 + i, 'frm_other0')),
    );
    console.log(
      `campaign memory: ${CAMPAIGNS.length} campaigns × 10 copies (2 marked on one form, 8 sent to 3 other forms), ${genuine.length} genuine messages on the same subjects`,
    );

    const before: Record<string, SpamDecision[]> = {};
    for (const s of STRICTNESSES) before[s] = await judgeAll(withMemory, [...later, ...genuine], s);
    const marking = await meter.measure(() =>
      learnFromChanges(
        ports,
        TENANT,
        copies.flatMap((v, c) => v.slice(0, 2).map((f, i) => change(f, 'received', 'spam', c * 10 + i))),
      ),
    );
    console.log(
      `  marking ${CAMPAIGNS.length * 2} copies spam (one bulk request): ${costLine(marking, CAMPAIGNS.length * 2, [0])} per marked copy`,
    );
    const nearest = await Promise.all(
      later.map(async (input) =>
        Math.max(
          0,
          ...(await memory.nearest(TENANT, fingerprintOf(input.fields)!, new Date())).map((m) => m.similarity),
        ),
      ),
    );
    const genuineNear = await Promise.all(
      genuine.map(async (input) => {
        const fp = fingerprintOf(input.fields);
        return fp ? Math.max(0, ...(await memory.nearest(TENANT, fp, new Date())).map((m) => m.similarity)) : 0;
      }),
    );
    const sorted = [...nearest].sort((a, b) => a - b);
    console.log(
      `  later copies' similarity to the nearest remembered copy: min ${sorted[0]!.toFixed(2)}, 10th percentile ${sorted[Math.floor(sorted.length / 10)]!.toFixed(2)}, median ${median(sorted).toFixed(2)} (0 = no band key shared); genuine messages: max ${Math.max(...genuineNear).toFixed(2)}`,
    );
    for (const s of STRICTNESSES) {
      const after = await judgeAll(withMemory, [...later, ...genuine], s);
      const caught = (ds: SpamDecision[]) => ds.slice(0, later.length).filter(spam).length;
      const flagged = (ds: SpamDecision[]) => ds.slice(later.length).filter(spam).length;
      const byMemory = after.slice(0, later.length).filter((d) => reasonsOf(d)[0]?.startsWith('spam_campaign:')).length;
      console.log(
        `  ${s.padEnd(6)} (near ≥ ${CAMPAIGN_SIMILARITY[s]}): later copies caught ${caught(before[s]!)}/${later.length} (${pct(caught(before[s]!), later.length)}) before marking → ${caught(after)}/${later.length} (${pct(caught(after), later.length)}) after (${byMemory} named the campaign); genuine flagged ${flagged(before[s]!)}/${genuine.length} → ${flagged(after)}/${genuine.length}`,
      );
    }

    const seeded = await filterSeedsOnly(withMemory, copies);
    console.log(
      `  low, no owner marks, the filter's own near-certain verdicts seeding memory as copies arrive: later copies caught ${seeded}/${later.length} (${pct(seeded, later.length)})`,
    );

    const ham = loadCorpus().filter((e) => e.label === 'ham' && e.source !== 'spamassassin');
    let fingerprinted = 0;
    const hits = Object.fromEntries(STRICTNESSES.map((s) => [s, 0])) as Record<Strictness, number>;
    for (const entry of ham) {
      const fp = fingerprintOf(entry.fields);
      if (!fp) continue;
      fingerprinted++;
      const near = Math.max(0, ...(await memory.nearest(TENANT, fp, new Date())).map((m) => m.similarity));
      for (const s of STRICTNESSES) if (near >= CAMPAIGN_SIMILARITY[s]) hits[s]++;
    }
    console.log(
      `  corpus real contact-form messages (${ham.length}, ${fingerprinted} long enough to fingerprint) near a remembered campaign: ${STRICTNESSES.map((s) => `${s} ${hits[s]} (${pct(hits[s], ham.length)})`).join(', ')}`,
    );

    const spamLookups: number[] = [];
    const plainLookups: number[] = [];
    const timed = (judge: SpamJudge, into: number[]) => async () => {
      for (const input of later) {
        const started = performance.now();
        await judge.judge(input, formOf('medium'));
        into.push(performance.now() - started);
      }
    };
    await timed(withMemory, [])(); // warm-up
    const plain = await meter.measure(timed(withoutMemory, plainLookups));
    const looked = await meter.measure(timed(withMemory, spamLookups));
    console.log(`  judge per submission without memory: ${costLine(plain, later.length, plainLookups)}`);
    console.log(`  judge per submission with the lookup: ${costLine(looked, later.length, spamLookups)}`);

    await learnFromChanges(
      ports,
      TENANT,
      copies.map((v, c) => change(v[2]!, 'spam', 'received', 1000 + c)),
    );
    const rest = copies.flatMap((v, c) => v.slice(3).map((f, i) => inputOf(f, 2000 + c * 100 + i, 'frm_other1')));
    for (const s of STRICTNESSES) {
      const decided = await judgeAll(withMemory, rest, s);
      const through = decided.filter((d) => reasonsOf(d)[0]?.startsWith('not_spam_campaign:')).length;
      const passed = await passFinalVerdict(rest, decided, s);
      console.log(
        `  ${s.padEnd(6)} after one "not spam" per campaign (near ≥ ${NOT_SPAM_SIMILARITY}): ${through}/${rest.length} later copies let through by the correction, ${decided.filter(spam).length} still spam; final verdict (both stages): ${passed}/${rest.length} passed (${pct(passed, rest.length)}, target ≥ 90 %)`,
      );
    }
    const keywords = CAMPAIGNS.flatMap((_, c) => sharedWord(copies[c]!.slice(3)) ?? []);
    const ruled = await judgeAll(withMemory, rest, 'medium', keywords);
    const carrying = rest.filter((input) =>
      keywords.some((k) => JSON.stringify(input.fields).toLowerCase().includes(k)),
    );
    const stillSpam = ruled.filter((d) => reasonsOf(d).some((r) => r.startsWith('blocked_keyword:'))).length;
    console.log(
      `  the owner's own rule still applies to corrected copies: with a blocked keyword each campaign's copies share (${keywords.length} campaigns), ${stillSpam}/${carrying.length} copies carrying it are spam`,
    );
  } finally {
    await app.stop();
    if (!shared) await emulators.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await campaignScenario();
