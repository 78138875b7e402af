import { pathToFileURL } from 'node:url';
import { startLocalApp } from '@local/app.js';
import { startEmulators, useEndpoints } from '@local/emulators.js';
import { spamJudge } from '@shared/adapters/spam-judge.js';
import type { SpamDecision } from '@shared/domain/spam.js';
import { HONEYPOT_FIELD } from '@shared/domain/spam/request-signals.js';
import { scoreSubmission } from '@shared/domain/spam/scoring.js';
import { readSpamSettings, STRICTNESS_THRESHOLDS, type Strictness } from '@shared/domain/spam/strictness.js';
import { corpusInput, corpusSite, loadCorpus, measure, type Metrics } from '@test/support/spam-corpus.js';

/**
 * Spam-engine quality on the labelled corpus (test/fixtures/spam-corpus): precision, recall and false-positive rate
 * per strictness, measured through the production judge (block lists and submitter history read from DynamoDB
 * Local). Baselines from the same run: a honeypot-only filter (what a form backend without scoring catches) for
 * quality, and the pure scoring function for the judge's added latency.
 */
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
const row = (name: string, m: Metrics) =>
  `${name.padEnd(16)} precision ${pct(m.precision).padStart(7)}  recall ${pct(m.recall).padStart(7)}  false positives ${pct(m.falsePositiveRate).padStart(6)}  (tp ${m.truePositives}, fp ${m.falsePositives}, fn ${m.falseNegatives}, tn ${m.trueNegatives})`;

export async function run(): Promise<void> {
  const emulators = await startEmulators();
  useEndpoints(emulators.endpoints);
  const app = await startLocalApp({
    prefix: `bench-spam-${Date.now().toString(36)}`,
    quiet: true,
    pollers: false,
    sweepIntervalMs: 0,
  });
  try {
    const judge = spamJudge(app.config, app.deps.stores.table);
    const corpus = loadCorpus();
    const inputs = corpus.map((entry, i) => corpusInput(entry, i));
    const hams = corpus.filter((e) => e.label === 'ham').length;
    console.log(
      `spam corpus: ${corpus.length} submissions (${hams} ham, ${corpus.length - hams} spam), ${new Set(corpus.map((e) => e.lang ?? 'en')).size} languages`,
    );

    const baseline = measure(corpus.map((entry, i) => ({ entry, spam: Boolean(inputs[i]!.reserved[HONEYPOT_FIELD]) })));
    console.log(row('honeypot only', baseline));
    let medium: Metrics | undefined;
    let judgeMs = 0;
    for (const strictness of ['low', 'medium', 'high'] as Strictness[]) {
      const form = {
        settings: { spam: { enabled: true, strictness, blocked_keywords: [] } },
        allowedOrigins: [corpusSite()],
      };
      const started = performance.now();
      const decisions: SpamDecision[] = [];
      for (const input of inputs) decisions.push(await judge.judge(input, form));
      judgeMs += performance.now() - started;
      const m = measure(corpus.map((entry, i) => ({ entry, spam: decisions[i]!.kind === 'spam' })));
      if (strictness === 'medium') medium = m;
      console.log(row(`${strictness} (≥ ${STRICTNESS_THRESHOLDS[strictness]})`, m));
    }
    console.log(
      `medium vs honeypot-only: recall ×${(medium!.recall / Math.max(baseline.recall, 1e-9)).toFixed(1)}; targets FP < 1 %, recall > 90 %: ${medium!.falsePositiveRate < 0.01 && medium!.recall > 0.9 ? 'met' : 'NOT met'}`,
    );
    if (medium!.missed.length) console.log(`medium misses: ${medium!.missed.join(', ')}`);

    const settings = readSpamSettings({});
    const started = performance.now();
    for (let k = 0; k < 3; k++)
      for (const input of inputs) scoreSubmission({ ...input, allowedOrigins: [corpusSite()] }, settings);
    const pureMs = (performance.now() - started) / 3;
    const perJudge = judgeMs / (3 * inputs.length);
    const perScore = pureMs / inputs.length;
    console.log(
      `latency: judge ${perJudge.toFixed(2)} ms/submission (2 DynamoDB queries) vs pure scoring ${perScore.toFixed(2)} ms (×${(perJudge / perScore).toFixed(1)})`,
    );
  } finally {
    await app.stop();
    await emulators.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
