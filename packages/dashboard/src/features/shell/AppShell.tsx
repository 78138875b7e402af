import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { accounts } from '../../api/accounts';
import { errorStatus } from '../../api/client';
import { meKeys } from '../../api/keys';
import { ErrorAlert, Loading } from '../../ui/feedback';
import { useCan, useMe } from './session';

/**
 * The signed-in frame: navigation, organization switcher, sign out; sends visitors without a session to sign in.
 * The frame and the page start together (the page's requests do not wait for `/v1/me`).
 */
export function AppShell() {
  const me = useMe();
  const location = useLocation();
  if (me.isError && errorStatus(me.error) === 401) {
    const next = location.pathname + location.search;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="sidebar">
        <NavLink to="/forms" className="brand" aria-label="Formbase home">
          <img src="/favicon.svg" alt="" width="24" height="24" /> Formbase
        </NavLink>
        {me.data ? (
          <Sidebar />
        ) : me.isError ? (
          <ErrorAlert error={me.error} />
        ) : (
          <Loading label="Loading your account" />
        )}
      </header>
      <main className="main" id="main" tabIndex={-1}>
        {me.isError ? null : <Outlet />}
      </main>
    </div>
  );
}

function Sidebar() {
  const me = useMe().data!;
  const admin = useCan('admin');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const switchOrg = useMutation({
    mutationFn: accounts.switchOrganization,
    onSuccess: (next) => {
      queryClient.clear();
      queryClient.setQueryData(meKeys.all, next);
      navigate('/forms');
    },
  });
  const signOut = useMutation({
    mutationFn: accounts.signOut,
    onSettled: () => {
      queryClient.clear();
      navigate('/sign-in');
    },
  });
  return (
    <>
      <div className="field">
        <label htmlFor="org-switcher">Organization</label>
        <select
          id="org-switcher"
          value={me.active_organization.id}
          disabled={switchOrg.isPending}
          onChange={(e) => switchOrg.mutate(e.target.value)}
        >
          {me.organizations.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name} ({o.role})
            </option>
          ))}
        </select>
        <ErrorAlert error={switchOrg.error} />
      </div>
      <nav className="nav" aria-label="Main">
        <NavLink to="/forms">Forms</NavLink>
        <NavLink to="/usage">Usage</NavLink>
        <NavLink to="/suppression">Suppression list</NavLink>
        <NavLink to="/organization" end>
          Organization
        </NavLink>
        <NavLink to="/organization/members">Members</NavLink>
        {admin ? <NavLink to="/organization/api-keys">API keys</NavLink> : null}
        {admin ? <NavLink to="/organization/audit-log">Audit log</NavLink> : null}
        <NavLink to="/account">Account</NavLink>
      </nav>
      <div className="stack small">
        <span className="muted">{me.user.email}</span>
        <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          Sign out
        </button>
      </div>
    </>
  );
}
