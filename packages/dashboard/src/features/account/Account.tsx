import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Checkbox, TextField } from '../../ui/controls';
import { ErrorAlert, Notice, QueryView } from '../../ui/feedback';
import { busy } from '../../ui/busy';
import { FieldErrors } from '../../ui/fieldErrors';
import { keepFocusNear } from '../../ui/focusLanding';
import { formatAgo, formatDateTime } from '../../ui/format';
import { ConfirmButton } from '../../ui/Dialog';
import { useMe, useTitle } from '../shell/session';
import {
  passkeysQuery,
  sessionsQuery,
  useAddPasskey,
  useNotifySubmissions,
  useDeletePasskey,
  useRevokeSession,
  useSignOutEverywhere,
} from './api';

export function Account() {
  useTitle('Account');
  const me = useMe().data;
  return (
    <div className="stack">
      <h1>Account</h1>
      <p className="muted">Signed in as {me?.user.email}.</p>
      <Notifications />
      <Passkeys />
      <Sessions />
    </div>
  );
}

function Notifications() {
  const me = useMe().data;
  const notify = useNotifySubmissions();
  if (!me) return null;
  return (
    <section className="card stack" aria-labelledby="notifications-title">
      <h2 id="notifications-title">E-mail notifications</h2>
      <FieldErrors error={notify.error}>
        <Checkbox
          field="notify_submissions"
          label={`E-mail me about every new submission to ${me.active_organization.name}’s forms`}
          checked={notify.isPending ? notify.variables : me.notify_submissions}
          {...busy(notify.isPending)}
          onChange={(e) => notify.mutate(e.target.checked)}
        />
        <p className="muted small">
          Each form also e-mails the addresses in its own settings; a form you create starts with yours.
        </p>
        <ErrorAlert error={notify.error} />
      </FieldErrors>
      <Notice>
        {notify.isSuccess ? (notify.data.notify_submissions ? 'You will be e-mailed.' : 'No more e-mails.') : null}
      </Notice>
    </section>
  );
}

function Passkeys() {
  const [name, setName] = useState('');
  const list = useQuery(passkeysQuery());
  const add = useAddPasskey();
  const remove = useDeletePasskey();
  return (
    <section className="card stack" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      <p className="muted small">Sign in with your fingerprint, face or device PIN instead of an e-mail link.</p>
      <FieldErrors error={add.error}>
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate(name || 'Passkey', { onSuccess: () => setName('') });
          }}
        >
          <TextField
            label="Passkey name"
            field="name"
            placeholder="Work laptop"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="primary" {...busy(add.isPending)}>
            Add a passkey
          </button>
        </form>
        <ErrorAlert error={add.error ?? remove.error} />
      </FieldErrors>
      <Notice>{add.isSuccess ? 'Passkey added.' : null}</Notice>
      <QueryView query={list} isEmpty={(l) => l.data.length === 0} empty="No passkeys yet.">
        {({ data }) => (
          <ul>
            {data.map((p) => (
              <li key={p.id} className="row">
                <strong>{p.name}</strong>
                <span className="small muted">
                  added {formatDateTime(p.created_at)} · last used {formatAgo(p.last_used_at)}
                </span>
                <ConfirmButton
                  className="link"
                  title={`Remove the passkey “${p.name}”?`}
                  message={<p>It no longer signs you in; a sign-in link e-mailed to you still does.</p>}
                  confirm="Remove passkey"
                  onConfirm={() => remove.mutate(p.id)}
                >
                  Remove <span className="visually-hidden">{p.name}</span>
                </ConfirmButton>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function Sessions() {
  const navigate = useNavigate();
  const list = useQuery(sessionsQuery());
  const revoke = useRevokeSession();
  const everywhere = useSignOutEverywhere();
  return (
    <section className="card stack" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Sessions</h2>
      <ErrorAlert error={revoke.error ?? everywhere.error} />
      <QueryView query={list}>
        {({ data }) => (
          <ul>
            {data.map((s) => (
              <li key={s.id} className="row">
                <span>{s.user_agent ?? 'Unknown browser'}</span>
                <span className="small muted">
                  {s.ip_prefix ? `${s.ip_prefix} · ` : ''}last active {formatAgo(s.last_used_at ?? s.created_at)}
                </span>
                {s.current ? (
                  <span className="badge ok">this browser</span>
                ) : (
                  <button
                    type="button"
                    className="link"
                    onClick={(click) => {
                      keepFocusNear(click.currentTarget);
                      revoke.mutate(s.id);
                    }}
                  >
                    Sign out{' '}
                    <span className="visually-hidden">
                      the session in {s.user_agent ?? 'an unknown browser'}, last active{' '}
                      {formatAgo(s.last_used_at ?? s.created_at)}
                    </span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <div>
        <ConfirmButton
          title="Sign out everywhere?"
          message={<p>Every browser signed in to this account, this one included, is signed out at once.</p>}
          confirm="Sign out everywhere"
          onConfirm={() => everywhere.mutate(undefined, { onSuccess: () => navigate('/sign-in') })}
          pending={everywhere.isPending}
        >
          Sign out everywhere
        </ConfirmButton>
      </div>
    </section>
  );
}
