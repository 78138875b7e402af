import { useQuery } from '@tanstack/react-query';
import { foldTimeline, targetKindName, timelineOutcome, type TimelineEntry } from '@formbase/client';
import { ErrorAlert, Loading } from '../../ui/feedback';
import { formatDateTime, formatTime } from '../../ui/format';
import { integrationsQuery, submissionTimelineQuery, webhooksQuery } from './api';

/** The badge of an entry: green when it arrived, red when it failed or bounced, plain otherwise. */
function tone(entry: TimelineEntry): string {
  if (entry.outcome === 'delivered' || entry.email_event === 'delivered') return 'ok';
  if (entry.type === 'dead' || entry.outcome === 'failed' || entry.outcome === 'dead') return 'danger';
  if (entry.email_event === 'bounced' || entry.email_event === 'complained') return 'danger';
  return '';
}

/**
 * Everything the submission caused to be sent, oldest first, from one API call: the owner notification and the
 * autoresponder with what SES reported, each webhook and integration try, redeliveries and who asked. Webhooks are
 * named by their description (else URL), integrations by their label; a run of identical failures of one target is
 * one row ("3 × failed: endpoint answered HTTP 503, 10:02:01 – 10:02:09").
 */
export function SubmissionTimeline({ formId, submissionId }: { formId: string; submissionId: string }) {
  const timeline = useQuery(submissionTimelineQuery(formId, submissionId));
  const webhooks = useQuery(webhooksQuery(formId));
  const integrations = useQuery(integrationsQuery(formId));
  const names = new Map<string, string>([
    ...(webhooks.data?.endpoints ?? []).map((w) => [w.id, w.description || w.url] as const),
    ...(integrations.data ?? []).map((i) => [i.id, i.label] as const),
  ]);
  const targetOf = (entry: TimelineEntry) => {
    const name =
      entry.target_kind === 'webhook' || entry.target_kind === 'integration'
        ? names.get(entry.target_id ?? '')
        : undefined;
    return name ? `${targetKindName(entry)} ${name}` : targetKindName(entry);
  };
  const rows = timeline.data ? foldTimeline(timeline.data.entries) : [];
  return (
    <section aria-labelledby="deliveries-title">
      <h3 id="deliveries-title">Deliveries</h3>
      {timeline.isPending ? <Loading label="Loading the deliveries" /> : null}
      <ErrorAlert error={timeline.error} />
      {timeline.data && rows.length === 0 ? <p className="muted">Nothing was sent for this submission yet.</p> : null}
      {rows.length > 0 ? (
        <ol className="timeline" aria-label="Delivery timeline">
          {rows.map(({ entry, count, lastAt }) => (
            <li key={entry.id}>
              <time dateTime={entry.at} className="muted small" title={formatDateTime(entry.at)}>
                {formatTime(entry.at)}
              </time>{' '}
              <strong>{targetOf(entry)}</strong>{' '}
              <span className={`badge ${tone(entry)}`}>
                {count > 1 ? `${count} × ` : ''}
                {timelineOutcome(entry)}
              </span>
              {count > 1 ? (
                <span className="muted small">
                  {' '}
                  {formatTime(entry.at)} – {formatTime(lastAt)}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
