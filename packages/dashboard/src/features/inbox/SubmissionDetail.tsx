import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Submission } from '@formbase/client';
import { api } from '../../api/client';
import { submissionKeys, webhookKeys } from '../../api/keys';
import { ErrorAlert, Loading, Notice } from '../../ui/feedback';
import { asText, formatDateTime } from '../../ui/format';
import { useCan } from '../shell/session';
import { useUpdateSubmission } from './useInbox';

/** One submission: every field as text (never markup), files, metadata, the spam verdict, deliveries, actions. */
export function SubmissionDetail({
  formId,
  submissionId,
  onClose,
}: {
  formId: string;
  submissionId: string;
  onClose: () => void;
}) {
  const query = useQuery({
    queryKey: submissionKeys.detail(formId, submissionId),
    queryFn: () => api.GET('/v1/forms/{id}/submissions/{sid}', { params: { path: { id: formId, sid: submissionId } } }),
  });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [submissionId]);
  if (query.isPending) return <Loading label="Loading the submission" />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  const s = query.data;
  return (
    <article className="stack" aria-labelledby="submission-title">
      <div className="page-head">
        <h2 id="submission-title" ref={heading} tabIndex={-1}>
          Submission <span className="mono small">{s.id}</span>
        </h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="muted small">
        Received {formatDateTime(s.created_at)} · status <strong>{s.deleted_at ? 'in trash' : s.status}</strong>
      </p>
      <Actions formId={formId} submission={s} />
      {s.locked ? (
        <div className="alert warn">{s.locked_reason ?? 'This submission arrived over the plan limit.'}</div>
      ) : null}
      <section aria-label="Fields">
        <dl className="fields">
          {Object.entries(s.fields).map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{asText(value)}</dd>
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
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </section>
      <Deliveries formId={formId} submissionId={s.id} />
    </article>
  );
}

function Actions({ formId, submission: s }: { formId: string; submission: Submission }) {
  const update = useUpdateSubmission(formId);
  const canEdit = useCan('member');
  const redeliver = useMutation({
    mutationFn: () =>
      api.POST('/v1/forms/{id}/submissions/{sid}/redeliver', { params: { path: { id: formId, sid: s.id } } }),
  });
  const remove = useMutation({
    mutationFn: () => api.DELETE('/v1/forms/{id}/submissions/{sid}', { params: { path: { id: formId, sid: s.id } } }),
    onSuccess: () => update.reset(),
  });
  if (!canEdit) return null;
  const set = (status: Submission['status']) => update.mutate({ sid: s.id, status });
  return (
    <div className="stack">
      <div className="row" role="group" aria-label="Submission actions">
        {s.status === 'spam' ? (
          <button type="button" onClick={() => set('received')}>
            Not spam
          </button>
        ) : (
          <button type="button" onClick={() => set('spam')}>
            Mark as spam
          </button>
        )}
        {s.status !== 'verified' ? (
          <button type="button" onClick={() => set('verified')}>
            Verify
          </button>
        ) : null}
        {s.status !== 'archived' ? (
          <button type="button" onClick={() => set('archived')}>
            Archive
          </button>
        ) : null}
        <button type="button" onClick={() => update.mutate({ sid: s.id, starred: !s.starred })}>
          {s.starred ? 'Unstar' : 'Star'}
        </button>
        <button type="button" onClick={() => redeliver.mutate()} disabled={redeliver.isPending}>
          Redeliver
        </button>
        {s.deleted_at ? null : (
          <button type="button" className="danger" onClick={() => remove.mutate()}>
            Delete
          </button>
        )}
      </div>
      <ErrorAlert error={update.error ?? redeliver.error ?? remove.error} />
      <Notice>
        {redeliver.isSuccess ? `Queued ${redeliver.data.enqueued} deliveries.` : null}
        {remove.isSuccess ? 'Moved to the trash.' : null}
      </Notice>
    </div>
  );
}

function Files({ formId, submission: s }: { formId: string; submission: Submission }) {
  const download = useMutation({
    mutationFn: (fid: string) =>
      api.GET('/v1/forms/{id}/submissions/{sid}/files/{fid}', {
        params: { path: { id: formId, sid: s.id, fid }, query: { redirect: 'false' } },
      }),
    onSuccess: (link) => window.location.assign(link.url),
  });
  if (s.files.length === 0) return null;
  return (
    <section aria-labelledby="files-title">
      <h3 id="files-title">Files</h3>
      <ul>
        {s.files.map((f) => (
          <li key={f.id}>
            {f.original_name} <span className="muted small">({Math.ceil(f.size_bytes / 1024)} KB)</span>{' '}
            {f.status === 'finalized' ? (
              <button type="button" className="link" onClick={() => download.mutate(f.id)}>
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

/** This submission's webhook deliveries, read from each endpoint's recent log. */
function Deliveries({ formId, submissionId }: { formId: string; submissionId: string }) {
  const query = useQuery({
    queryKey: [...webhookKeys.list(formId), 'for-submission', submissionId],
    queryFn: async () => {
      const { endpoints } = await api.GET('/v1/forms/{id}/webhooks', { params: { path: { id: formId } } });
      const logs = await Promise.all(
        endpoints.map((e) =>
          api.GET('/v1/webhooks/{wid}/deliveries', { params: { path: { wid: e.id }, query: { limit: 100 } } }),
        ),
      );
      return logs.flatMap((l, i) =>
        l.deliveries.filter((d) => d.submission_id === submissionId).map((d) => ({ ...d, url: endpoints[i]!.url })),
      );
    },
  });
  return (
    <section aria-labelledby="deliveries-title">
      <h3 id="deliveries-title">Deliveries</h3>
      {query.isPending ? <Loading /> : null}
      <ErrorAlert error={query.error} />
      {query.data?.length === 0 ? <p className="muted">No webhook deliveries for this submission.</p> : null}
      {query.data?.length ? (
        <ul>
          {query.data.map((d) => (
            <li key={d.id}>
              <span className={`badge ${d.status === 'delivered' ? 'ok' : d.status === 'pending' ? '' : 'danger'}`}>
                {d.status}
              </span>{' '}
              {d.url} · {d.attempts} attempts
              {d.last_status_code ? ` · HTTP ${d.last_status_code}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
