import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorField } from '../../api/client';
import { ErrorAlert, Loading, Notice } from '../../ui/feedback';
import { TextField } from '../../ui/controls';
import { useTitle } from '../shell/session';
import { useSignedIn as useSession, type Me } from '../shell/api';
import { acceptInvitation, signInWithPasskey, useRequestLink, verifyLink } from './api';

/** Only paths inside the dashboard are followed after sign-in (never another site). */
const safeNext = (next: string | null) => (next && next.startsWith('/') && !next.startsWith('//') ? next : '/forms');

function useSignedIn() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (me: Me) => {
    session(me);
    navigate(safeNext(params.get('next')), { replace: true });
  };
}

function AuthCard({ title, children }: { title: string; children: React.ReactNode }) {
  useTitle(title);
  return (
    <main className="center-page">
      <div className="card stack">
        <p className="brand">
          <img src="/favicon.svg" alt="" width="24" height="24" /> Formbase
        </p>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function SignIn() {
  const [email, setEmail] = useState('');
  const signedIn = useSignedIn();
  const link = useRequestLink();
  const passkey = useMutation({ mutationFn: signInWithPasskey, onSuccess: signedIn });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    link.mutate(email);
  };
  return (
    <AuthCard title="Sign in">
      {link.isSuccess ? (
        <Notice>
          Check your inbox: if {email} has an account, a sign-in link is on its way. It works once, for 15 minutes.
        </Notice>
      ) : (
        <form onSubmit={submit} className="stack" noValidate>
          <TextField
            label="E-mail address"
            type="email"
            autoComplete="email webauthn"
            required
            value={email}
            invalid={errorField(link.error) === 'email'}
            onChange={(e) => setEmail(e.target.value)}
          />
          <ErrorAlert error={link.error} />
          <button className="primary" type="submit" disabled={link.isPending || !email}>
            {link.isPending ? 'Sending…' : 'E-mail me a sign-in link'}
          </button>
        </form>
      )}
      <p className="muted small">or</p>
      <button type="button" onClick={() => passkey.mutate()} disabled={passkey.isPending}>
        Sign in with a passkey
      </button>
      <ErrorAlert error={passkey.error} />
    </AuthCard>
  );
}

/** Reads `#token=` from the address (never sent to a server by the browser) and trades it once. */
function useFragmentToken(): string | null {
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('token'));
  useEffect(() => {
    if (window.location.hash)
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
  }, []);
  return token;
}

function TokenPage({
  title,
  exchange,
  missing,
}: {
  title: string;
  exchange: (token: string) => Promise<Me>;
  missing: string;
}) {
  const token = useFragmentToken();
  const signedIn = useSignedIn();
  const mutation = useMutation({ mutationFn: exchange, onSuccess: signedIn });
  const started = useRef(false);
  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      mutation.mutate(token);
    }
  }, [token, mutation]);
  return (
    <AuthCard title={title}>
      {!token ? (
        <div className="alert error" role="alert">
          {missing}
        </div>
      ) : null}
      {mutation.isPending ? <Loading label="Checking your link" /> : null}
      <ErrorAlert error={mutation.error} />
      {mutation.isError || !token ? <Link to="/sign-in">Request a new sign-in link</Link> : null}
    </AuthCard>
  );
}

export function SignInLink() {
  return (
    <TokenPage
      title="Signing you in"
      exchange={verifyLink}
      missing="This address has no sign-in token. Open the link from the e-mail again."
    />
  );
}

export function AcceptInvitation() {
  return (
    <TokenPage
      title="Joining the organization"
      exchange={acceptInvitation}
      missing="This address has no invitation token. Open the link from the invitation e-mail again."
    />
  );
}
