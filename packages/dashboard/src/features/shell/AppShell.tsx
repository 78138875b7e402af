import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { errorStatus } from '../../api/client';
import { ErrorAlert, Loading } from '../../ui/feedback';
import { Logo } from '../../ui/Logo';
import { MainMenu } from './MainMenu';
import { ShortcutHelp } from './ShortcutHelp';
import { useMe } from './session';

/**
 * The signed-in frame: navigation, organization switcher, sign out; sends visitors without a session to sign in.
 * The frame and the page start together (the page's requests do not wait for `/v1/me`). On a phone the navigation
 * folds behind a Menu button in a fixed-height bar (it opens over the page, so nothing below moves).
 */
export function AppShell() {
  const me = useMe();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The menu (switcher, links, sign-out) is drawn in a deferred render when the account arrives, in short slices
  // rather than inside the synchronous render that a query's answer causes.
  const account = useDeferredValue(me.data);
  // A followed link closes the menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);
  if (me.isError && errorStatus(me.error) === 401) {
    const next = location.pathname + location.search;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="sidebar">
        <div className="bar">
          <NavLink to="/forms" className="brand" aria-label="Formbase home">
            <Logo /> Formbase
          </NavLink>
          <button
            ref={menuButton}
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span aria-hidden="true">☰</span> Menu
          </button>
        </div>
        <div
          id="main-menu"
          className="menu"
          data-open={menuOpen}
          onKeyDown={(e) => {
            if (e.key !== 'Escape' || !menuOpen) return;
            e.preventDefault();
            closeMenu();
          }}
          onClick={(e) => {
            // A link followed from the menu closes it, even to the page on display.
            if ((e.target as Element).closest('a')) setMenuOpen(false);
          }}
        >
          {account ? (
            <MainMenu />
          ) : me.isError ? (
            <ErrorAlert error={me.error} />
          ) : (
            <Loading label="Loading your account" />
          )}
        </div>
      </header>
      <main className="main" id="main" tabIndex={-1}>
        {me.isError ? null : <Outlet />}
      </main>
      <ShortcutHelp />
    </div>
  );
}
