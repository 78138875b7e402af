import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import type { FormbaseClient, SubmissionSummary } from '@formbase/client';
import { CliError, EXIT } from '../errors.js';
import type { Output, Streams } from '../output.js';
import { timeOption } from './deliveries.js';
import { findForm } from './forms.js';

/** How often the form's new submissions are asked for. */
const POLL_MS = 2000;
/** How much of a local endpoint's answer is printed. */
const EXCERPT_CHARS = 200;

export interface ListenOptions {
  form?: string;
  'forward-to'?: string;
  since?: string;
  secret?: string;
  count?: string;
}

/** A fresh Standard Webhooks secret (`whsec_` and 24 random bytes, base64) for this session's signatures. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

function targetUrl(value: string | undefined): URL {
  if (!value) throw new CliError('--forward-to <url> is required (e.g. http://localhost:8080/hook)', EXIT.usage);
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // reported below
  }
  throw new CliError('--forward-to must be an http or https URL', EXIT.usage);
}

/**
 * The payload a webhook endpoint receives for a new submission (`submission.created`), for `submission`; its id is
 * the `webhook-id` of the forwarded request, the same for the same submission.
 */
const eventOf = (formId: string, s: SubmissionSummary) => ({
  id: `evt_listen_${s.id}`,
  type: 'submission.created',
  created_at: s.created_at,
  data: { form_id: formId, submission: s },
});

/**
 * `listen --form <ref> --forward-to <url> [--since <time>] [--secret <whsec_…>] [--count <n>]`: forwards the form's
 * new submissions (from `--since`, default now) to a local endpoint as signed webhook requests, oldest first, and
 * prints each with the endpoint's answer. Nothing reaches the laptop from outside: the command asks the API for new
 * submissions every two seconds. Requests are signed the Standard Webhooks way with `--secret` (or
 * `FORMBASE_LISTEN_SECRET`), else with a secret made for the session and printed at the start. Stops after `--count`
 * forwards, or on Ctrl-C.
 */
export async function listen(
  client: FormbaseClient,
  options: ListenOptions & { env: NodeJS.ProcessEnv },
  out: Output,
  streams: Streams,
): Promise<void> {
  const target = targetUrl(options['forward-to']);
  const count = options.count === undefined ? Infinity : Number(options.count);
  if (!(count === Infinity || (Number.isInteger(count) && count > 0)))
    throw new CliError('--count must be a positive integer', EXIT.usage);
  const secret = options.secret ?? options.env.FORMBASE_LISTEN_SECRET ?? newSecret();
  let signer: Webhook;
  try {
    signer = new Webhook(secret);
  } catch {
    throw new CliError('--secret must be a Standard Webhooks secret (whsec_ and base64)', EXIT.usage);
  }
  const form = await findForm(client, options.form);
  const since = options.since === undefined ? new Date().toISOString() : timeOption('since', options.since);
  const generated = options.secret === undefined && options.env.FORMBASE_LISTEN_SECRET === undefined;
  out.progress(`Forwarding new submissions of ${form.name} (${form.id}) since ${since} to ${target.href}`);
  // Printed with --json too (on stderr): the local endpoint cannot verify anything without it.
  if (generated) streams.stderr.write(`Signing secret for this session: ${secret}\n`);
  out.progress('Ctrl-C stops.');

  const seen = new Set<string>();
  let forwarded = 0;
  while (forwarded < count) {
    const { items } = await client.GET('/v1/forms/{id}/submissions', {
      params: { path: { id: form.id }, query: { status: 'inbox', created_from: since, include: 'fields', limit: 100 } },
    });
    const fresh = items.filter((s) => !seen.has(s.id)).reverse();
    for (const submission of fresh) {
      if (forwarded >= count) break;
      seen.add(submission.id);
      const event = eventOf(form.id, submission);
      const body = JSON.stringify(event);
      const at = new Date();
      const signature = signer.sign(event.id, at, body);
      const started = Date.now();
      const line = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'formbase-listen',
          'webhook-id': event.id,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body,
        signal: AbortSignal.timeout(15_000),
      }).then(
        async (res) => ({
          submission_id: submission.id,
          webhook_id: event.id,
          status: res.status,
          ms: Date.now() - started,
          response: (await res.text()).slice(0, EXCERPT_CHARS),
          error: null,
        }),
        (error: unknown) => ({
          submission_id: submission.id,
          webhook_id: event.id,
          status: 0,
          ms: Date.now() - started,
          response: null,
          error:
            error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : 'failed',
        }),
      );
      forwarded++;
      streams.stdout.write(
        out.json
          ? `${JSON.stringify(line)}\n`
          : `${submission.created_at}  ${submission.id}  → ${line.error ? `not delivered: ${line.error}` : `${line.status} in ${line.ms} ms`}` +
              `${line.response ? `  ${line.response.replace(/\s+/g, ' ')}` : ''}\n`,
      );
    }
    if (forwarded < count) await sleep(POLL_MS);
  }
}
