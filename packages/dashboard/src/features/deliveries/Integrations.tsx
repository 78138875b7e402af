import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Schemas } from '@formbase/client';
import { SelectField, TextField } from '../../ui/controls';
import { ConfirmButton } from '../../ui/Dialog';
import { ErrorAlert, Notice, QueryView } from '../../ui/feedback';
import { busy } from '../../ui/busy';
import { FieldErrors } from '../../ui/fieldErrors';
import { formatAgo } from '../../ui/format';
import { useForm } from '../shell/FormShell';
import { useCan, useTitle } from '../shell/session';
import {
  integrationsQuery,
  useCreateIntegration,
  useDeleteIntegration,
  useReauthorizeIntegration,
  useTestIntegration,
  useUpdateIntegration,
} from './api';
import { ReplayFailed, ResumeOffer } from './Replay';

type IntegrationType = Schemas['IntegrationType'];
type Integration = Schemas['NativeIntegration'];

/** The eight types, how each connects: in the provider's page, with a key, or with the old service's form id. */
const TYPES: Record<IntegrationType, { name: string; connect: 'browser' | 'api_key' | 'access_key' | 'endpoint' }> = {
  chat_a: { name: 'Chat (Slack-style)', connect: 'browser' },
  chat_b: { name: 'Chat (Discord-style)', connect: 'browser' },
  spreadsheet: { name: 'Spreadsheet', connect: 'browser' },
  newsletter: { name: 'Newsletter audience', connect: 'browser' },
  crm: { name: 'CRM contacts', connect: 'api_key' },
  forward_a: { name: 'Forward to Formspree', connect: 'endpoint' },
  forward_b: { name: 'Forward with an access key', connect: 'access_key' },
  forward_c: { name: 'Forward to Getform', connect: 'endpoint' },
};

/** Opens the provider's authorization page; it sends the browser back to /oauth/…/callback, which says the result. */
const openProvider = (url: string) => window.open(url, '_blank', 'noopener');

export function Integrations() {
  const form = useForm();
  useTitle(`${form.name} integrations`);
  const canEdit = useCan('member');
  const list = useQuery(integrationsQuery(form.id));
  return (
    <div className="stack">
      {canEdit ? <Connect formId={form.id} /> : null}
      <QueryView query={list} isEmpty={(d) => d.length === 0} empty="No integrations connected.">
        {(d) => d.map((i) => <IntegrationCard key={i.id} integration={i} canEdit={canEdit} />)}
      </QueryView>
    </div>
  );
}

function Connect({ formId }: { formId: string }) {
  const [type, setType] = useState<IntegrationType>('chat_a');
  const [label, setLabel] = useState('');
  const [secret, setSecret] = useState('');
  const [apiUrl, setApiUrl] = useState('');
  const how = TYPES[type].connect;
  const create = useCreateIntegration(formId);
  const body = (): Schemas['CreateIntegrationRequest'] => {
    const base = { label: label || undefined };
    return how === 'api_key'
      ? {
          ...base,
          type: 'crm' as const,
          connection: { kind: 'api_key' as const, api_url: apiUrl, api_key: secret },
        }
      : how === 'access_key'
        ? { ...base, type: 'forward_b' as const, connection: { kind: 'access_key' as const, access_key: secret } }
        : how === 'endpoint'
          ? { ...base, type: type as 'forward_a', config: { endpoint_id: secret } }
          : { ...base, type: type as 'chat_a' };
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(body(), {
      onSuccess: (result) => {
        setSecret('');
        if (result.next_action?.type === 'open_url') openProvider(result.next_action.url);
      },
    });
  };
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby="connect-title">
      <h2 id="connect-title">Connect an integration</h2>
      <FieldErrors error={create.error}>
        <SelectField
          label="Integration"
          field="type"
          value={type}
          onChange={(e) => setType(e.target.value as IntegrationType)}
          options={Object.entries(TYPES).map(([value, t]) => [value, t.name] as const)}
        />
        <TextField label="Display name" field="label" value={label} onChange={(e) => setLabel(e.target.value)} />
        {how === 'api_key' ? (
          <TextField
            label="Account URL"
            field="connection.api_url"
            type="url"
            required
            value={apiUrl}
            onChange={(e) => setApiUrl(e.target.value)}
          />
        ) : null}
        {how !== 'browser' ? (
          <TextField
            label={how === 'endpoint' ? 'Form id at the old service' : how === 'api_key' ? 'API key' : 'Access key'}
            field={
              how === 'endpoint'
                ? 'config.endpoint_id'
                : how === 'api_key'
                  ? 'connection.api_key'
                  : 'connection.access_key'
            }
            type={how === 'endpoint' ? 'text' : 'password'}
            autoComplete="off"
            required
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
          />
        ) : (
          <p className="muted small">You will allow access in the provider's page, which opens in a new tab.</p>
        )}
        <ErrorAlert error={create.error} />
      </FieldErrors>
      <Notice>
        {create.data?.status === 'authorization_required' ? (
          <>
            Finish in the provider's page.{' '}
            <a href={create.data.next_action?.url} target="_blank" rel="noopener noreferrer">
              Open it again
            </a>
          </>
        ) : create.data ? (
          'Connected.'
        ) : null}
      </Notice>
      <div>
        <button className="primary" type="submit" {...busy(create.isPending)}>
          Connect
        </button>
      </div>
    </form>
  );
}

const STATUS_BADGE: Record<Integration['status'], string> = {
  active: 'ok',
  paused: '',
  error: 'danger',
  needs_reauth: 'warn',
};

function IntegrationCard({ integration: i, canEdit }: { integration: Integration; canEdit: boolean }) {
  const toggle = useUpdateIntegration(i.form_id, i.id);
  const test = useTestIntegration(i.id);
  const reauthorize = useReauthorizeIntegration(i.form_id, i.id);
  const remove = useDeleteIntegration(i.form_id, i.id);
  const reason = typeof i.last_status.reason === 'string' ? i.last_status.reason : null;
  // Set when this page resumed the integration: from its last change (the pause) on, what failed can be replayed.
  const [resumedSince, setResumedSince] = useState<string | null>(null);
  const pauseOrResume = () => {
    const pausedSince = i.updated_at;
    toggle.mutate({ enabled: !i.enabled }, { onSuccess: (r) => setResumedSince(r.enabled ? pausedSince : null) });
  };
  return (
    <article className="card stack" aria-label={`Integration ${i.label}`}>
      <div className="page-head">
        <h2>{i.label}</h2>
        <span className={`badge ${STATUS_BADGE[i.status]}`}>{i.status.replace('_', ' ')}</span>
      </div>
      <p className="muted small">
        {TYPES[i.type].name} · last delivery {formatAgo(i.last_delivery_at)}
        {reason ? ` · ${reason}` : ''}
      </p>
      <div className="row" role="group" aria-label={`${i.label} actions`}>
        {canEdit ? (
          <>
            <button type="button" onClick={() => test.mutate()} {...busy(test.isPending)}>
              Send a test
            </button>
            <button type="button" onClick={pauseOrResume}>
              {i.enabled ? 'Pause' : 'Resume'}
            </button>
            {TYPES[i.type].connect === 'browser' ? (
              <button
                type="button"
                onClick={() =>
                  reauthorize.mutate(undefined, { onSuccess: (r) => r.next_action && openProvider(r.next_action.url) })
                }
              >
                Authorize again
              </button>
            ) : null}
          </>
        ) : null}
        <Link className="button" to={i.id}>
          Delivery log
        </Link>
        {canEdit ? (
          <ConfirmButton
            title={`Disconnect ${i.label}?`}
            message={<p>Submissions stop being sent there, and its delivery log is deleted.</p>}
            confirm="Delete integration"
            pending={remove.isPending}
            onConfirm={() => remove.mutate()}
          >
            Delete
          </ConfirmButton>
        ) : null}
      </div>
      {canEdit && resumedSince && i.enabled ? (
        <ResumeOffer endpoint={{ kind: 'integration', id: i.id }} pausedSince={resumedSince} />
      ) : null}
      {canEdit && i.enabled ? <ReplayFailed endpoint={{ kind: 'integration', id: i.id }} label={i.label} /> : null}
      <ErrorAlert error={toggle.error ?? test.error ?? reauthorize.error ?? remove.error} />
      <Notice>{test.data ? 'A test event was queued: see the delivery log.' : null}</Notice>
    </article>
  );
}
