import { memo, useDeferredValue, useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import type { Form } from '@formbase/client';
import { DeliveryHealthBanner } from '../deliveries/HealthBanner';
import { useFormQuery } from '../forms/api';
import { ErrorAlert, Loading } from '../../ui/feedback';

const TABS = [
  ['inbox', 'Inbox'],
  ['settings', 'Settings'],
  ['embed', 'Embed'],
  ['webhooks', 'Webhooks'],
  ['integrations', 'Integrations'],
  ['autoresponder', 'Autoresponder'],
  ['spam', 'Spam protection'],
  ['analytics', 'Analytics'],
  ['data-requests', 'Data requests'],
] as const;

/** One form's pages under a header and tab bar; children read the form with `useForm()`. */
export function FormShell() {
  const { formId = '' } = useParams();
  const query = useFormQuery(formId);
  // The page under the tabs is drawn in a deferred render when the form arrives (React builds it in short slices, not
  // in one long task); the title shows the form meanwhile. Only this address's form is ever shown.
  const deferred = useDeferredValue(query.data);
  const page = deferred?.id === formId ? deferred : undefined;
  const form = query.data;
  // The frame (back link, title line, tabs) is drawn at once, so nothing moves when the form arrives.
  return (
    <>
      <div className="page-head">
        <div>
          <Link to="/forms" className="small">
            <span aria-hidden="true">← </span>All forms
          </Link>
          <h1>
            {form ? (
              <>
                <span aria-hidden="true">{form.emoji}</span> {form.name}
                {form.is_active ? null : <span className="badge warn"> in trash</span>}
              </>
            ) : (
              <span className="muted">Loading the form…</span>
            )}
          </h1>
        </div>
      </div>
      <FormTabs />
      {page || query.isError ? null : <Loading label="Loading the form" />}
      {query.isError ? <ErrorAlert error={query.error} /> : null}
      {page ? <DeliveryHealthBanner form={page} /> : null}
      {page ? <Outlet context={page} /> : null}
    </>
  );
}

/**
 * The form's pages as tabs. On a phone the bar scrolls sideways and the current tab may be past its edge: it is
 * scrolled into view after each navigation (after the paint, so the first render waits on no layout). Memoized: the
 * form's answer re-renders the shell synchronously, and nine links resolving their paths again were most of it.
 */
const FormTabs = memo(function FormTabs() {
  const bar = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const nav = bar.current;
    const current = nav?.querySelector('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    const tab = current.getBoundingClientRect();
    const room = nav.getBoundingClientRect();
    if (tab.left < room.left || tab.right > room.right) {
      nav.scrollLeft += tab.left - room.left - (room.width - tab.width) / 2;
    }
  }, [pathname]);
  return (
    <nav className="tabs" aria-label="Form" ref={bar}>
      {TABS.map(([path, label]) => (
        <NavLink key={path} to={path}>
          {label}
        </NavLink>
      ))}
    </nav>
  );
});

export const useForm = () => useOutletContext<Form>();
