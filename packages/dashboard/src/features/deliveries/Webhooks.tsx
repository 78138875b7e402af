import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Schemas, WebhookEndpoint } from '@formbase/client';
import { Checkbox, SecretOnce, TextField } from '../../ui/controls';
import { ConfirmButton } from '../../ui/Dialog';
import { ErrorAlert, Notice, QueryView } from '../../ui/feedback';
import { busy } from '../../ui/busy';
import { FieldErrors } from '../../ui/fieldErrors';
import { formatDateTime } from '../../ui/format';
import { useForm } from '../shell/FormShell';
import { useCan, useTitle } from '../shell/session';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useRotateWebhookSecret,
  useTestWebhook,
  useUpdateWebhook,
  webhooksQuery,
} from './api';
import { ReplayFailed, ResumeOffer } from './Replay';

const EVENTS: Schemas['WebhookEventType'][] = ['submission.created', 'submission.updated', 'submission.deleted'];

export function Webhooks() {
  const form = useForm();
  useTitle(`${form.name} webhooks`);
  const canEdit = useCan('member');
  const list = useQuery(webhooksQuery(form.id));
  return (
    <div className="stack">
      {canEdit ? <CreateWebhook formId={form.id} /> : null}
      <QueryView query={list} isEmpty={(d) => d.endpoints.length === 0} empty="No webhooks yet.">
        {(d) => d.endpoints.map((e) => <WebhookCard key={e.id} endpoint={e} canEdit={canEdit} />)}
      </QueryView>
    </div>
  );
}

function CreateWebhook({ formId }: { formId: string }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<Schemas['WebhookEventType'][]>(['submission.created']);
  const [includeSpam, setIncludeSpam] = useState(false);
  const create = useCreateWebhook(formId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { url, description: description || null, events, include_spam: includeSpam },
      {
        onSuccess: () => {
          setUrl('');
          setDescription('');
        },
      },
    );
  };
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby="create-webhook">
      <h2 id="create-webhook">Add a webhook</h2>
      {create.data ? <SecretOnce title="Signing secret" value={create.data.secret} /> : null}
      <FieldErrors error={create.error}>
        <TextField
          label="Endpoint URL"
          type="url"
          required
          placeholder="https://example.com/hooks/formbase"
          value={url}
          field="url"
          onChange={(e) => setUrl(e.target.value)}
        />
        <TextField
          label="Description"
          field="description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <fieldset className="stack">
          <legend>Events</legend>
          {EVENTS.map((ev) => (
            <Checkbox
              key={ev}
              label={ev}
              field="events"
              checked={events.includes(ev)}
              onChange={(e) => setEvents(e.target.checked ? [...events, ev] : events.filter((x) => x !== ev))}
            />
          ))}
          <Checkbox
            label="Also send submissions marked as spam"
            field="include_spam"
            checked={includeSpam}
            onChange={(e) => setIncludeSpam(e.target.checked)}
          />
        </fieldset>
        <ErrorAlert error={create.error} />
      </FieldErrors>
      <div>
        <button className="primary" type="submit" {...busy(create.isPending)}>
          Add webhook
        </button>
      </div>
    </form>
  );
}

function WebhookCard({ endpoint: e, canEdit }: { endpoint: WebhookEndpoint; canEdit: boolean }) {
  const [url, setUrl] = useState(e.url);
  const update = useUpdateWebhook(e.form_id, e.id);
  const rotate = useRotateWebhookSecret(e.id);
  const test = useTestWebhook(e.id);
  const remove = useDeleteWebhook(e.form_id, e.id);
  const label = e.description ?? e.url;
  // Set when this page resumed the endpoint: from its last change (the pause) on, what failed can be replayed.
  const [resumedSince, setResumedSince] = useState<string | null>(null);
  const toggle = () => {
    const pausedSince = e.updated_at;
    update.mutate({ enabled: !e.enabled }, { onSuccess: (w) => setResumedSince(w.enabled ? pausedSince : null) });
  };
  return (
    <article className="card stack" aria-label={`Webhook ${label}`}>
      <div className="page-head">
        <h2 className="mono small">{e.url}</h2>
        <span className={`badge ${e.enabled ? 'ok' : 'warn'}`}>{e.enabled ? 'enabled' : 'disabled'}</span>
      </div>
      <p className="muted small">
        {e.description ? `${e.description} · ` : ''}
        {e.events.join(', ')} · secret {e.secret_prefix}… · updated {formatDateTime(e.updated_at)}
        {e.disabled_reason ? ` · disabled: ${e.disabled_reason}` : ''}
      </p>
      {rotate.data ? (
        <>
          <SecretOnce title="New signing secret" value={rotate.data.secret} />
          <p className="small">
            Until {formatDateTime(rotate.data.overlap_until)} requests carry signatures by both the old and the new
            secret.
          </p>
        </>
      ) : null}
      <FieldErrors error={update.error}>
        {canEdit ? (
          <>
            <form
              className="row url-form"
              onSubmit={(ev) => {
                ev.preventDefault();
                update.mutate({ url });
              }}
            >
              <TextField
                label="Endpoint URL"
                field="url"
                type="url"
                value={url}
                onChange={(ev) => setUrl(ev.target.value)}
              />
              <button type="submit">Save URL</button>
            </form>
            <div className="row" role="group" aria-label="Webhook actions">
              <button type="button" onClick={toggle}>
                {e.enabled ? 'Disable' : 'Enable'}
              </button>
              <button type="button" onClick={() => test.mutate()} {...busy(test.isPending)}>
                Send a test event
              </button>
              <button type="button" onClick={() => rotate.mutate()} {...busy(rotate.isPending)}>
                Rotate secret
              </button>
              <Link className="button" to={e.id}>
                Delivery log
              </Link>
              <ConfirmButton
                title="Delete this webhook?"
                message={
                  <p className="break">Submissions stop being sent to {e.url}, and its delivery log is deleted.</p>
                }
                confirm="Delete webhook"
                pending={remove.isPending}
                onConfirm={() => remove.mutate()}
              >
                Delete
              </ConfirmButton>
            </div>
          </>
        ) : (
          <Link to={e.id}>Delivery log</Link>
        )}
        {canEdit && resumedSince && e.enabled ? (
          <ResumeOffer endpoint={{ kind: 'webhook', id: e.id }} pausedSince={resumedSince} />
        ) : null}
        {canEdit && e.enabled ? <ReplayFailed endpoint={{ kind: 'webhook', id: e.id }} label={label} /> : null}
        <ErrorAlert error={update.error ?? rotate.error ?? test.error ?? remove.error} />
      </FieldErrors>
      <Notice tone={test.data && test.data.status_code >= 200 && test.data.status_code < 300 ? 'ok' : 'warn'}>
        {test.data ? <TestAnswer answer={test.data} /> : null}
      </Notice>
    </article>
  );
}

/** What a test send carried and what the endpoint answered: status, time, headers and the start of the body. */
function TestAnswer({ answer }: { answer: Schemas['TestWebhookResponse'] }) {
  const sent =
    answer.source === 'latest_submission'
      ? `Sent the newest submission (${answer.submission_id}) as a test event.`
      : 'Sent a sample submission as a test event (the form has no submission yet).';
  if (answer.error) return <p>{`${sent} It was not delivered: ${answer.error}.`}</p>;
  const headers = Object.entries(answer.response_headers);
  return (
    <div className="stack">
      <p>{`${sent} The endpoint answered HTTP ${answer.status_code} in ${answer.response_ms ?? '?'} ms.`}</p>
      <details>
        <summary>Response</summary>
        {headers.length > 0 ? (
          <pre className="mono small break" aria-label="Response headers">
            {headers.map(([name, value]) => `${name}: ${value}`).join('\n')}
          </pre>
        ) : null}
        <pre className="mono small break" aria-label="Response body">
          {answer.response_excerpt || '(empty body)'}
        </pre>
      </details>
    </div>
  );
}
