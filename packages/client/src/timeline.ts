import type { components } from './generated/api.js';

export type TimelineEntry = components['schemas']['DeliveryTimelineEntry'];

/** One line of a timeline as people read it: an entry, or a run of identical consecutive failures folded into one. */
export interface TimelineRow {
  /** The first entry of the run. */
  entry: TimelineEntry;
  /** How many identical entries the row stands for (1 when nothing was folded). */
  count: number;
  /** When the last entry of the run happened (the entry's own time when nothing was folded). */
  lastAt: string;
}

const failedTry = (e: TimelineEntry) => e.type === 'attempt' && e.outcome === 'failed';

/** Two failed tries that read the same: one target, one answer. */
const sameFailure = (a: TimelineEntry, b: TimelineEntry) =>
  failedTry(a) &&
  failedTry(b) &&
  a.target_kind === b.target_kind &&
  a.target_id === b.target_id &&
  a.status_code === b.status_code &&
  a.error === b.error;

/**
 * A timeline (oldest first) with each run of consecutive identical failed tries of one target folded into one row,
 * so a dead endpoint reads "12 × HTTP 503 between 10:02 and 10:40" instead of a wall of rows. Entries of other
 * targets in between do not break a run: the timeline interleaves targets, and the run is about one of them.
 */
export function foldTimeline(entries: readonly TimelineEntry[]): TimelineRow[] {
  const rows: TimelineRow[] = [];
  const openRun = new Map<string, TimelineRow>();
  for (const entry of entries) {
    const target = `${entry.target_kind}:${entry.target_id}`;
    const run = openRun.get(target);
    if (run && sameFailure(run.entry, entry)) {
      run.count += 1;
      run.lastAt = entry.at;
      continue;
    }
    const row = { entry, count: 1, lastAt: entry.at };
    rows.push(row);
    openRun.set(target, row);
  }
  return rows;
}

const KIND_NAMES: Record<NonNullable<TimelineEntry['target_kind']>, string> = {
  webhook: 'Webhook',
  integration: 'Integration',
  owner_email: 'Owner notification',
  autoresponder: 'Autoresponder',
};

/** What kind of target an entry is about, as a word ("Webhook", "Owner notification"). */
export const targetKindName = (entry: TimelineEntry): string =>
  entry.target_kind ? KIND_NAMES[entry.target_kind] : 'Delivery';

/** What happened, in a few words: "delivered (HTTP 204, 85 ms)", "failed: HTTP 503", "bounced: Permanent". */
export function timelineOutcome(entry: TimelineEntry): string {
  const answer = [entry.status_code === null ? null : `HTTP ${entry.status_code}`]
    .concat(entry.response_ms === null ? [] : [`${entry.response_ms} ms`])
    .filter((part): part is string => part !== null)
    .join(', ');
  switch (entry.type) {
    case 'email':
      return [entry.email_event ?? entry.outcome ?? 'sent', entry.error].filter(Boolean).join(': ');
    case 'redelivery': {
      const who = entry.requested_by ? ` by ${entry.requested_by.kind.replace('_', ' ')}` : '';
      return `sent again${who}${entry.replay_id ? ' (bulk replay)' : ''}`;
    }
    case 'dead':
      return `gave up${entry.error ? `: ${entry.error}` : ''}`;
    default: {
      const outcome = entry.outcome ?? 'tried';
      if (outcome === 'delivered') return answer ? `delivered (${answer})` : 'delivered';
      const why = entry.error ?? answer;
      return why ? `${outcome}: ${why}` : outcome;
    }
  }
}
