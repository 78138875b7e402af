import {
  foldTimeline,
  targetKindName,
  timelineOutcome,
  type FormbaseClient,
  type Schemas,
  type TimelineEntry,
} from '@formbase/client';
import { CliError, EXIT } from '../errors.js';
import { table, type Output } from '../output.js';
import { findForm } from './forms.js';

/** Names of a form's webhooks (their description, else URL) and integrations (their label), by id. */
async function targetNames(client: FormbaseClient, formId: string): Promise<Map<string, string>> {
  const [{ endpoints }, integrations] = await Promise.all([
    client.GET('/v1/forms/{id}/webhooks', { params: { path: { id: formId } } }),
    client.GET('/v1/forms/{id}/integrations', { params: { path: { id: formId } } }),
  ]);
  return new Map([
    ...endpoints.map((w) => [w.id, w.description || w.url] as const),
    ...integrations.map((i) => [i.id, i.label] as const),
  ]);
}

const targetName = (entry: TimelineEntry, names: Map<string, string>) => {
  const name = entry.target_id === null ? undefined : names.get(entry.target_id);
  const kind = targetKindName(entry);
  return name && entry.target_kind !== 'owner_email' && entry.target_kind !== 'autoresponder'
    ? `${kind} ${name}`
    : kind;
};

/** The timeline as rows: identical consecutive failures of one target folded ("3 × failed: … until 10:40:12"). */
export function timelineTable(entries: readonly TimelineEntry[], names: Map<string, string>): string {
  if (entries.length === 0) return 'Nothing was sent for this submission (yet).';
  return table(
    ['AT', 'TARGET', 'WHAT'],
    foldTimeline(entries).map(({ entry, count, lastAt }) => [
      entry.at,
      targetName(entry, names),
      count > 1 ? `${count} × ${timelineOutcome(entry)} until ${lastAt}` : timelineOutcome(entry),
    ]),
  );
}

/** `submissions deliveries <sid> --form <ref>`: everything the submission caused to be sent, oldest first. */
export async function submissionDeliveries(
  client: FormbaseClient,
  options: { form?: string; submission?: string },
  out: Output,
): Promise<void> {
  if (!options.submission) throw new CliError('submissions deliveries needs a submission id', EXIT.usage);
  const form = await findForm(client, options.form);
  const [timeline, names] = await Promise.all([
    client.GET('/v1/forms/{id}/submissions/{sid}/deliveries', {
      params: { path: { id: form.id, sid: options.submission } },
    }),
    targetNames(client, form.id),
  ]);
  out.result(timeline, () => timelineTable(timeline.entries, names));
}

type Replay = Schemas['DeliveryReplay'];
type ReplayStatus = Replay['statuses'][number];

const DURATION = /^(\d+)([mhd])$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `--since`/`--until` as an ISO time: a date, a date-time, or a span back from now (`30m`, `6h`, `2d`). */
export function timeOption(name: string, value: string, now = Date.now()): string {
  const span = DURATION.exec(value);
  if (span) return new Date(now - Number(span[1]) * UNIT_MS[span[2] as keyof typeof UNIT_MS]).toISOString();
  const at = Date.parse(value);
  if (Number.isNaN(at)) throw new CliError(`--${name} must be a date, a date-time or a span like 6h or 2d`, EXIT.usage);
  return new Date(at).toISOString();
}

export interface ReplayOptions {
  webhook?: string;
  integration?: string;
  since?: string;
  until?: string;
  only?: string;
}

const endpointOf = (options: ReplayOptions) => {
  if ((options.webhook === undefined) === (options.integration === undefined))
    throw new CliError('name the endpoint: --webhook <id> or --integration <id>', EXIT.usage);
  return options.webhook !== undefined
    ? ({ kind: 'webhook', id: options.webhook } as const)
    : ({ kind: 'integration', id: options.integration as string } as const);
};

const replaySummary = (job: Replay) => {
  const counts = `${job.enqueued} of ${job.matched} sent again, ${job.skipped} left alone (they changed meanwhile)`;
  const status =
    job.status === 'partial'
      ? 'partial: it stopped at its limit; run the same command again for the rest'
      : job.status === 'running'
        ? 'running'
        : 'done';
  return `Replay ${job.id} (${job.since} to ${job.until}, ${job.statuses.join(' and ')}): ${status}\n${counts}`;
};

/**
 * `replay --webhook <id>|--integration <id> --since <time> [--until <time>] [--only failed|dead]`: every failed or
 * dead delivery of one endpoint in the range sent again, each with its original event id.
 */
export async function replayStart(client: FormbaseClient, options: ReplayOptions, out: Output): Promise<void> {
  const endpoint = endpointOf(options);
  if (options.since === undefined) throw new CliError('--since <time> is required', EXIT.usage);
  if (options.only !== undefined && options.only !== 'failed' && options.only !== 'dead')
    throw new CliError('--only must be failed or dead', EXIT.usage);
  const body = {
    since: timeOption('since', options.since),
    ...(options.until !== undefined ? { until: timeOption('until', options.until) } : {}),
    ...(options.only !== undefined ? { statuses: [options.only as ReplayStatus] } : {}),
  };
  out.progress(`Replaying the failed deliveries of ${endpoint.kind} ${endpoint.id} since ${body.since}…`);
  const job =
    endpoint.kind === 'webhook'
      ? await client.POST('/v1/webhooks/{wid}/replays', { params: { path: { wid: endpoint.id } }, body })
      : await client.POST('/v1/integrations/{IntegrationID}/replays', {
          params: { path: { IntegrationID: endpoint.id } },
          body,
        });
  out.result(job, () => replaySummary(job));
}

/** `replay show <replay-id> --webhook <id>|--integration <id>`: a replay's state and counts. */
export async function replayShow(
  client: FormbaseClient,
  options: ReplayOptions & { replay?: string },
  out: Output,
): Promise<void> {
  const endpoint = endpointOf(options);
  if (!options.replay) throw new CliError('replay show needs a replay id', EXIT.usage);
  const job =
    endpoint.kind === 'webhook'
      ? await client.GET('/v1/webhooks/{wid}/replays/{rid}', {
          params: { path: { wid: endpoint.id, rid: options.replay } },
        })
      : await client.GET('/v1/integrations/{IntegrationID}/replays/{rid}', {
          params: { path: { IntegrationID: endpoint.id, rid: options.replay } },
        });
  out.result(job, () => replaySummary(job));
}
