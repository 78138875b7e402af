import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Submission } from '@formbase/client';
import { ErrorAlert, Loading, Notice } from '../../ui/feedback';
import { asText, formatDateTime, plural } from '../../ui/format';
import { useCan } from '../shell/session';
import { SubmissionTimeline } from '../deliveries/DeliveryTimeline';
import { busy } from '../../ui/busy';
import { ConfirmButton } from '../../ui/Dialog';
import { LongText } from '../../ui/LongText';
import {
  submissionQuery,
  useDeleteSubmission,
  useFileLink,
  useRedeliverSubmission,
  useRestoreSubmission,
  useUpdateSubmission,
} from './api';
import { changeSentence } from './announce';

/** One submission: every field as text (never markup), files, metadata, the spam verdict, deliveries, actions. */
export function SubmissionDetail({
  formId,
  submissionId,
  onClose,
  onDeleted,
}: {
  formId: string;
  submissionId: string;
  onClose: () => void;
  /** Deleted for good: the submission is gone, so the list says so (this detail closes with it). */
  onDeleted: () => void;
}) {
  const query = useQuery(submissionQuery(formId, submissionId));
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows the opened submission (once it is drawn), so the keyboard carries on in it. Opened as its own
  // screen (the list hidden: a phone upright or on its side, a tablet, 200 % zoom, the table view), its top (the way
  // back, the heading, the actions) is brought to the top of the window: below the form's head and tabs the actions
  // were 35 px under the fold at 640 × 400.
  useEffect(() => {
    if (!query.isSuccess || !heading.current) return;
    const alone = document.querySelector<HTMLElement>('.list-pane')?.offsetParent == null;
    heading.current.focus({ preventScroll: alone });
    if (alone) heading.current.closest('article')?.scrollIntoView({ block: 'start' });
  }, [submissionId, query.isSuccess]);
  if (query.isPending) return <Loading label="Loading the submission" />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  const s = query.data;
  return (
    <article className="stack" aria-labelledby="submission-title">
      <div className="page-head detail-head">
        <button type="button" className="back" onClick={onClose} aria-keyshortcuts="Escape">
          <span aria-hidden="true">←</span> Back to the list
        </button>
        <h2 id="submission-title" ref={heading} tabIndex={-1} className="break">
          {s.submitter_email ?? 'Submission'}
        </h2>
      </div>
      <p className="muted small">
        Received {formatDateTime(s.created_at)} · status <strong>{s.deleted_at ? 'in trash' : s.status}</strong> ·{' '}
        <span className="mono">{s.id}</span>
      </p>
      <Actions formId={formId} submission={s} onGone={onDeleted} />
      {s.locked ? (
        <div className="alert warn">{s.locked_reason ?? 'This submission arrived over the plan limit.'}</div>
      ) : null}
      <section aria-label="Fields">
        <dl className="fields">
          {Object.entries(s.fields).map(([name, value]) => (
            <div key={name}>
              <dt>{asText(name)}</dt>
              <dd>
                <LongText text={asText(value)} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <Files formId={formId} submission={s} />
      <section aria-labelledby="spam-title">
        <h3 id="spam-title">Spam check</h3>
        <p>
          Score: <strong>{s.spam_score ?? '—'}</strong>
          {s.spam_reasons?.length ? ` · reasons: ${s.spam_reasons.join(', ')}` : ' · no reasons recorded'}
        </p>
      </section>
      <section aria-labelledby="meta-title">
        <h3 id="meta-title">Submitter</h3>
        <dl className="fields">
          {(
            [
              ['E-mail', s.submitter_email],
              ['IP address', s.submitter_ip],
              ['Origin', s.origin],
              ['Referrer', s.referer],
              ['Browser', s.user_agent],
              ['Language', s.accept_language],
            ] as const
          )
            .filter(([, v]) => v)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  <LongText text={asText(value)} />
                </dd>
              </div>
            ))}
        </dl>
      </section>
      <SubmissionTimeline formId={formId} submissionId={s.id} />
    </article>
  );
}

function Actions({ formId, submission: s, onGone }: { formId: string; submission: Submission; onGone: () => void }) {
  const update = useUpdateSubmission(formId);
  const canEdit = useCan('member');
  const redeliver = useRedeliverSubmission(formId);
  const remove = useDeleteSubmission(formId);
  const restore = useRestoreSubmission(formId);
  if (!canEdit) return null;
  const set = (status: Submission['status']) => update.mutate({ sid: s.id, status });
  const trashed = Boolean(s.deleted_at);
  return (
    <div className="stack">
      <div className="row" role="group" aria-label="Submission actions">
        {trashed ? (
          <>
            <button type="button" onClick={() => restore.mutate(s.id)} disabled={restore.isPending}>
              Restore
            </button>
            <ConfirmButton
              title="Delete this submission forever?"
              message={<p>It and its files are deleted for good. This cannot be undone.</p>}
              confirm="Delete forever"
              disabled={remove.isPending}
              onConfirm={() => remove.mutate(s.id, { onSuccess: onGone })}
            >
              Delete forever
            </ConfirmButton>
          </>
        ) : (
          <>
            {s.status === 'spam' ? (
              <button type="button" onClick={() => set('received')}>
                Not spam
              </button>
            ) : (
              <button type="button" onClick={() => set('spam')}>
                Mark as spam
              </button>
            )}
            {s.status !== 'verified' && s.status !== 'spam' ? (
              <button type="button" onClick={() => set('verified')}>
                Verify
              </button>
            ) : null}
            {s.status === 'archived' ? (
              <button type="button" onClick={() => set('received')}>
                Move to inbox
              </button>
            ) : s.status !== 'spam' ? (
              <button type="button" onClick={() => set('archived')} aria-keyshortcuts="e">
                Archive
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => update.mutate({ sid: s.id, starred: !s.starred })}
              aria-keyshortcuts="s"
            >
              {s.starred ? 'Unstar' : 'Star'}
            </button>
            {s.status !== 'spam' ? (
              <button type="button" onClick={() => redeliver.mutate(s.id)} {...busy(redeliver.isPending)}>
                Redeliver
              </button>
            ) : null}
            <button
              type="button"
              className="danger"
              onClick={() => remove.mutate(s.id, { onSuccess: () => update.reset() })}
              aria-keyshortcuts="Shift+3"
            >
              Move to trash
            </button>
          </>
        )}
      </div>
      <ErrorAlert error={update.error ?? redeliver.error ?? remove.error ?? restore.error} />
      <Notice>
        {update.isSuccess ? changeSentence(update.variables) : null}
        {redeliver.isSuccess ? `Queued ${plural(redeliver.data.enqueued, 'delivery')}.` : null}
        {/* Deleting forever closes the submission and the list says so; a removal still on screen went to the trash
            (the detail, now showing a trashed submission, must not say "deleted for good"). */}
        {remove.isSuccess ? 'Moved to the trash.' : null}
        {restore.isSuccess ? 'Restored.' : null}
      </Notice>
    </div>
  );
}

function Files({ formId, submission: s }: { formId: string; submission: Submission }) {
  const download = useFileLink(formId, s.id);
  if (s.files.length === 0) return null;
  return (
    <section aria-labelledby="files-title">
      <h3 id="files-title">Files</h3>
      <ul>
        {s.files.map((f) => (
          <li key={f.id}>
            {f.original_name} <span className="muted small">({Math.ceil(f.size_bytes / 1024)} KB)</span>{' '}
            {f.status === 'finalized' ? (
              <button
                type="button"
                className="link"
                onClick={() => download.mutate(f.id, { onSuccess: (link) => window.location.assign(link.url) })}
              >
                Download <span className="visually-hidden">{f.original_name}</span>
              </button>
            ) : (
              <span className="badge">{f.status}</span>
            )}
          </li>
        ))}
      </ul>
      <ErrorAlert error={download.error} />
    </section>
  );
}
