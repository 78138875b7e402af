import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isFormbaseError } from '@formbase/client';
import { ErrorAlert, Loading, Notice } from '../../ui/feedback';
import { FieldErrors } from '../../ui/fieldErrors';
import { TextField } from '../../ui/controls';
import { useTitle } from '../shell/session';
import { meQuery, useSignedIn as useSession, type Me } from '../shell/api';
import { Logo } from '../../ui/Logo';
import {
  acceptInvitation,
  peekInvitation,
  peekLink,
  signInWithPasskey,
  useRequestLink,
  verifyLink,
  type LinkPreview,
} from './api';

const errorCode = (error: unknown) => (isFormbaseError(error) ? error.code : undefined);

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
          <Logo /> Formbase
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
          <FieldErrors error={link.error}>
            <TextField
              label="E-mail address"
              type="email"
              autoComplete="email webauthn"
              required
              value={email}
              field="email"
              onChange={(e) => setEmail(e.target.value)}
            />
            <ErrorAlert error={link.error} />
          </FieldErrors>
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

/**
 * A link page never acts on load: it shows what the link does (whom it signs in; for an invitation, which
 * organization and role) and acts when the person clicks. When the browser is signed in as someone else it says so,
 * and switching is a choice with its own button; staying keeps the session as it is.
 */
function TokenPage({
  title,
  peek,
  exchange,
  action,
  missing,
}: {
  title: string;
  peek: (token: string) => Promise<LinkPreview>;
  exchange: (token: string) => Promise<Me>;
  action: (preview: LinkPreview) => string;
  missing: string;
}) {
  const token = useFragmentToken();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const current = useQuery({ ...meQuery, retry: false });
  const preview = useQuery({
    queryKey: ['link-preview', token],
    queryFn: () => peek(token!),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
  const mutation = useMutation({ mutationFn: exchange, onSuccess: signedIn });
  const me = current.data;
  const other = me && preview.data && me.user.email !== preview.data.email ? me.user.email : null;
  return (
    <AuthCard title={title}>
      {!token ? (
        <div className="alert error" role="alert">
          {missing}
        </div>
      ) : null}
      {preview.isPending && token ? <Loading label="Checking your link" /> : null}
      <ErrorAlert error={preview.error} />
      {preview.data ? (
        <div className="stack">
          <p data-testid="link-preview">
            {preview.data.organization ? (
              <>
                This invitation lets <strong>{preview.data.email}</strong> join{' '}
                <strong>{preview.data.organization.name}</strong> as <strong>{preview.data.role}</strong>.
              </>
            ) : (
              <>
                This link signs in <strong>{preview.data.email}</strong>.
              </>
            )}
          </p>
          {other ? (
            <div className="alert warn" role="status" data-testid="other-session">
              This browser is signed in as <strong>{other}</strong>. Continuing signs it in as{' '}
              <strong>{preview.data.email}</strong> instead.
            </div>
          ) : null}
          <button
            className="primary"
            type="button"
            onClick={() => mutation.mutate(token!)}
            disabled={mutation.isPending || mutation.isSuccess}
          >
            {mutation.isPending ? 'Signing in…' : other ? `Switch to ${preview.data.email}` : action(preview.data)}
          </button>
          {other ? (
            <button type="button" onClick={() => navigate('/forms', { replace: true })}>
              Stay signed in as {other}
            </button>
          ) : null}
        </div>
      ) : null}
      {errorCode(mutation.error) === 'no_organization' ? (
        <Notice>
          This deployment is invitation only, and {preview.data?.email ?? 'this address'} is not a member of any
          organization. Ask an admin of your organization to invite you.
        </Notice>
      ) : (
        <ErrorAlert error={mutation.error} />
      )}
      {mutation.isError || preview.isError || !token ? <Link to="/sign-in">Request a new sign-in link</Link> : null}
    </AuthCard>
  );
}

export function SignInLink() {
  return (
    <TokenPage
      title="Sign in"
      peek={peekLink}
      exchange={verifyLink}
      action={(p) => `Sign in as ${p.email}`}
      missing="This address has no sign-in token. Open the link from the e-mail again."
    />
  );
}

export function AcceptInvitation() {
  return (
    <TokenPage
      title="Join an organization"
      peek={peekInvitation}
      exchange={acceptInvitation}
      action={(p) => `Join ${p.organization?.name ?? 'the organization'}`}
      missing="This address has no invitation token. Open the link from the invitation e-mail again."
    />
  );
}
