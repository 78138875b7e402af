import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from './api/queryClient';
import { inboxPages, type StatusFilter } from './features/inbox/useInbox';
import { formQuery } from './features/shell/FormShell';
import { meQuery } from './features/shell/session';
import { AppShell } from './features/shell/AppShell';
import { FormShell } from './features/shell/FormShell';
import { Loading } from './ui/feedback';
import { NotFound, RouteError } from './features/shell/NotFound';

/** A page loaded on first visit (its own chunk), with a loading state meanwhile. */
function page(load: () => Promise<Record<string, ComponentType>>, name: string) {
  const Component = lazy(() => load().then((m) => ({ default: m[name]! })));
  return (
    <Suspense fallback={<Loading />}>
      <Component />
    </Suspense>
  );
}

const auth = () => import('./features/auth/pages');
const forms = () => import('./features/forms/pages');
const inbox = () => import('./features/inbox/Inbox');
const deliveries = () => import('./features/deliveries/pages');
const spam = () => import('./features/spam/SpamProtection');
const analytics = () => import('./features/analytics/Analytics');
const usage = () => import('./features/analytics/Usage');
const dataRequests = () => import('./features/data-requests/DataRequests');
const organization = () => import('./features/organization/pages');
const account = () => import('./features/account/Account');

/**
 * Loaders start what a page needs (its code, its first data) together when the address changes, instead of one after
 * another as components mount; they never wait, so the page draws its loading state at once.
 */
const startMe = () => {
  void queryClient.prefetchQuery(meQuery);
  return null;
};
const startForm = ({ params }: LoaderFunctionArgs) => {
  void queryClient.prefetchQuery(formQuery(params.formId ?? ''));
  return null;
};
const startInbox = ({ params, request }: LoaderFunctionArgs) => {
  void inbox();
  const status = (new URL(request.url).searchParams.get('status') ?? 'all') as StatusFilter;
  void queryClient.prefetchInfiniteQuery(inboxPages(params.formId ?? '', status));
  return null;
};

export const router = createBrowserRouter([
  { path: '/sign-in', element: page(auth, 'SignIn') },
  { path: '/sign-in/link', element: page(auth, 'SignInLink') },
  { path: '/invitations/accept', element: page(auth, 'AcceptInvitation') },
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteError />,
    loader: startMe,
    children: [
      { index: true, element: <Navigate to="/forms" replace /> },
      { path: 'forms', element: page(forms, 'FormsList') },
      {
        path: 'forms/:formId',
        element: <FormShell />,
        loader: startForm,
        children: [
          { index: true, element: <Navigate to="inbox" replace /> },
          { path: 'inbox', element: page(inbox, 'Inbox'), loader: startInbox },
          { path: 'settings', element: page(forms, 'FormSettings') },
          { path: 'embed', element: page(forms, 'Embed') },
          { path: 'webhooks', element: page(deliveries, 'Webhooks') },
          { path: 'webhooks/:webhookId', element: page(deliveries, 'WebhookLog') },
          { path: 'integrations', element: page(deliveries, 'Integrations') },
          { path: 'integrations/:integrationId', element: page(deliveries, 'IntegrationLog') },
          { path: 'autoresponder', element: page(deliveries, 'Autoresponder') },
          { path: 'spam', element: page(spam, 'SpamProtection') },
          { path: 'analytics', element: page(analytics, 'Analytics') },
          { path: 'data-requests', element: page(dataRequests, 'DataRequests') },
        ],
      },
      { path: 'suppression', element: page(deliveries, 'Suppression') },
      { path: 'usage', element: page(usage, 'Usage') },
      { path: 'organization', element: page(organization, 'OrganizationPage') },
      { path: 'organization/members', element: page(organization, 'MembersPage') },
      { path: 'organization/api-keys', element: page(organization, 'ApiKeysPage') },
      { path: 'organization/audit-log', element: page(organization, 'AuditLogPage') },
      { path: 'account', element: page(account, 'Account') },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
