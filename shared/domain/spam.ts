import type { EmailHygienePolicy, FormCaptcha } from './form.js';
import type { FormSettings } from './form-settings.js';

/**
 * The spam stage of ingest. Ingest builds a `SpamInput` after privacy rules are applied and asks the judge for
 * a verdict before writing. The verdict never drops a submission: `spam` is stored with status `spam`; only a
 * `block` (block lists, email-hygiene `block` mode, failed CAPTCHA) refuses it, with nothing stored.
 */
export interface SpamInput {
  tenantId: string;
  formId: string;
  /** Visitor fields after `do_not_store_fields` and `redact_fields` were applied (reserved `_` fields removed). */
  fields: Record<string, unknown>;
  /** Reserved fields as sent (`_gotcha`, `_captcha`, provider token fields, timing hints...). */
  reserved: Record<string, unknown>;
  submitterEmail: string | null;
  submitterIp: string;
  headers: Record<string, string>;
  receivedAt: number;
  /** Sent by a server with the form's `protected` key: browser headers are not expected, so they are not judged. */
  serverSender?: boolean;
}

export interface SpamVerdict {
  kind: 'accept' | 'spam';
  /** In [0, 1]; null when scoring is disabled. */
  score: number | null;
  /** Machine-readable reasons, e.g. `honeypot`, `link_density`, `blocked_keyword:casino`. */
  reasons: string[];
  /**
   * Set when the filter is sure of the text and no remembered campaign covers it: ingest calls it once the
   * submission is stored, and the judge remembers the message as a campaign (`spam/campaign-memory.ts`).
   */
  learn?: (stored: { submissionId: string; createdAt: string }) => Promise<void>;
}

export type SpamDecision = SpamVerdict | { kind: 'block'; code: 'blocked' | 'captcha_failed'; message: string };

/** What the judge reads of the form (ingest passes its `Form`); the CAPTCHA secret is loaded only when needed. */
export interface SpamForm {
  settings: Pick<FormSettings, 'spam'>;
  allowedOrigins?: readonly string[];
  captcha?: FormCaptcha | null;
  emailHygiene?: EmailHygienePolicy | null;
}

export type SpamBlock = Extract<SpamDecision, { kind: 'block' }>;

/**
 * The spam stage in two steps: whether the submission is refused (block lists, e-mail hygiene, CAPTCHA) and, when it
 * is not, its verdict, which may still wait for the submitter's history. Nothing in the verdict can refuse it.
 */
export type SpamScreening = SpamBlock | { kind: 'pass'; verdict: Promise<SpamVerdict> };

/** Port implemented by the spam-protection capability (`shared/adapters/spam-judge.ts`); tests may use `acceptAll`. */
export interface SpamJudge {
  judge(input: SpamInput, form: SpamForm): Promise<SpamDecision>;
  /** `judge` in two steps, so ingest can queue the event while the score is computed; optional for simple judges. */
  screen?(input: SpamInput, form: SpamForm): Promise<SpamScreening>;
}

/** Screens with the judge's own `screen`, or through `judge` for a judge without one. */
export async function screenWith(judge: SpamJudge, input: SpamInput, form: SpamForm): Promise<SpamScreening> {
  if (!judge.screen) {
    const decision = await judge.judge(input, form);
    return decision.kind === 'block' ? decision : { kind: 'pass', verdict: Promise.resolve(decision) };
  }
  const screened = await judge.screen(input, form);
  // The caller reads the verdict after its other reads; a failure meanwhile must not count as unhandled (which
  // would end the process), the caller still sees it.
  if (screened.kind === 'pass') screened.verdict.catch(() => undefined);
  return screened;
}

export const acceptAll: SpamJudge = {
  judge: async () => ({ kind: 'accept', score: null, reasons: [] }),
};
