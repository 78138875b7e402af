import { lazy, Suspense, useState, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { queryClient } from './api/queryClient';
import { integrationsQuery, suppressedAddressesQuery, webhooksQuery } from './features/deliveries/api';
import { formQuery } from './features/forms/api';
import { inboxPages, inboxViewOf } from './features/inbox/api';
import { meQuery } from './features/shell/api';
import { AppShell } from './features/shell/AppShell';
import { FormShell } from './features/shell/FormShell';
import { NotFound, RouteError } from './features/shell/NotFound';
import { nextTask } from './nextTask';
import { Loading } from './ui/feedback';

/** A page's chunk, fetched once however many ask for it; `loaded` holds its module once it is here. */
interface Chunk<M> {
  (): Promise<M>;
  loaded?: M;
}
function chunk<M>(load: () => Promise<M>): Chunk<M> {
  let loading: Promise<M> | undefined;
  const get: Chunk<M> = () =>
    (loading ??= load().then(
      (module) => (get.loaded = module),
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  return get;
}

/**
 * A page loaded on first visit (its own chunk), with a loading state meanwhile. `pick` names the page's component in
 * its module, so a renamed or missing page is a type error, not a blank screen. A page whose chunk is already here
 * (its route's loader asked for it) is drawn at once: through `lazy` it would suspend for a moment, show the loading
 * state, and React reveals content that replaces a fallback no sooner than 300 ms after the fallback appeared.
 */
function lazyPage<M>(load: Chunk<M>, pick: (module: M) => ComponentType) {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  function Page() {
    // Chosen once per mount, so the page is never remounted when its chunk arrives.
    const [Component] = useState(() => (load.loaded ? pick(load.loaded) : Lazy));
    return <Component />;
  }
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

const auth = chunk(() => import('./features/auth/pages'));
const forms = chunk(() => import('./features/forms/pages'));
const inbox = chunk(() => import('./features/inbox/Inbox'));
const deliveries = chunk(() => import('./features/deliveries/pages'));
const spam = chunk(() => import('./features/spam/SpamProtection'));
const analytics = chunk(() => import('./features/analytics/Analytics'));
const usage = chunk(() => import('./features/analytics/Usage'));
const dataRequests = chunk(() => import('./features/data-requests/DataRequests'));
const organization = chunk(() => import('./features/organization/pages'));
const account = chunk(() => import('./features/account/Account'));

/**
 * Loaders start what a page needs (its code, its first data) together when the address changes, instead of one after
 * another as components mount; they never wait, so the page draws its loading state at once. Each request starts in
 * a task of its own: a page's first `fetch` calls cost several milliseconds each, and three in the router's task made
 * it the longest task of a start (a page that asks for the same data meanwhile shares the request).
 */
const startMe = () => {
  nextTask(() => void queryClient.prefetchQuery(meQuery));
  return null;
};
const startForm = ({ params }: LoaderFunctionArgs) => {
  const formId = params.formId ?? '';
  nextTask(() => void queryClient.prefetchQuery(formQuery(formId)));
  // Every page of a form draws the delivery-health banner, which reads these three lists (the inbox's setup checklist
  // two of them). Asked here, after the page's own first requests and each in a task of its own, they are usually in
  // the cache when the page mounts: its commit then builds no request, and the checklist is drawn with them instead of
  // again when they arrive. Only when missing: the loaders run again on every change of the address.
  const ignored = () => undefined; // a page that reads the list shows its error
  nextTask(() => {
    nextTask(() => void queryClient.ensureQueryData(webhooksQuery(formId)).catch(ignored));
    nextTask(() => void queryClient.ensureQueryData(integrationsQuery(formId)).catch(ignored));
    nextTask(() => void queryClient.ensureQueryData(suppressedAddressesQuery()).catch(ignored));
  });
  return null;
};
const startInbox = ({ params, request }: LoaderFunctionArgs) => {
  void inbox();
  const { status, filters, table } = inboxViewOf(new URL(request.url).searchParams);
  nextTask(() => void queryClient.prefetchInfiniteQuery(inboxPages(params.formId ?? '', status, filters, table)));
  return null;
};

const routes: RouteObject[] = [
  { path: '/sign-in', element: lazyPage(auth, (m) => m.SignIn) },
  { path: '/sign-in/link', element: lazyPage(auth, (m) => m.SignInLink) },
  { path: '/invitations/accept', element: lazyPage(auth, (m) => m.AcceptInvitation) },
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteError />,
    loader: startMe,
    children: [
      { index: true, element: <Navigate to="/forms" replace /> },
      { path: 'forms', element: lazyPage(forms, (m) => m.FormsList) },
      {
        path: 'forms/:formId',
        element: <FormShell />,
        loader: startForm,
        children: [
          { index: true, element: <Navigate to="inbox" replace /> },
          { path: 'inbox', element: lazyPage(inbox, (m) => m.Inbox), loader: startInbox },
          { path: 'settings', element: lazyPage(forms, (m) => m.FormSettings) },
          { path: 'embed', element: lazyPage(forms, (m) => m.Embed) },
          { path: 'webhooks', element: lazyPage(deliveries, (m) => m.Webhooks) },
          { path: 'webhooks/:webhookId', element: lazyPage(deliveries, (m) => m.WebhookLog) },
          { path: 'integrations', element: lazyPage(deliveries, (m) => m.Integrations) },
          { path: 'integrations/:integrationId', element: lazyPage(deliveries, (m) => m.IntegrationLog) },
          { path: 'autoresponder', element: lazyPage(deliveries, (m) => m.Autoresponder) },
          { path: 'spam', element: lazyPage(spam, (m) => m.SpamProtection) },
          { path: 'analytics', element: lazyPage(analytics, (m) => m.Analytics) },
          { path: 'data-requests', element: lazyPage(dataRequests, (m) => m.DataRequests) },
        ],
      },
      { path: 'suppression', element: lazyPage(deliveries, (m) => m.Suppression) },
      { path: 'usage', element: lazyPage(usage, (m) => m.Usage) },
      { path: 'organization', element: lazyPage(organization, (m) => m.OrganizationPage) },
      { path: 'organization/members', element: lazyPage(organization, (m) => m.MembersPage) },
      { path: 'organization/api-keys', element: lazyPage(organization, (m) => m.ApiKeysPage) },
      { path: 'organization/audit-log', element: lazyPage(organization, (m) => m.AuditLogPage) },
      { path: 'account', element: lazyPage(account, (m) => m.Account) },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The app's router; creating it runs the loaders of the address it starts on. */
export const createAppRouter = () => createBrowserRouter(routes);
