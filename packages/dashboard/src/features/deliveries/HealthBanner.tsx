import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Form } from '@formbase/client';
import { api } from '../../api/client';
import { integrationsQuery, suppressedAddressesQuery, webhooksQuery } from './api';

interface Problem {
  key: string;
  text: string;
  to: string;
}

const MINUTE = 60_000;

/**
 * What keeps this form's deliveries from reaching anyone: a webhook the service turned off or with failed or dead
 * deliveries, an integration in error or needing authorization, a notification address on the suppression list.
 * One list call per kind plus two one-item status lists per webhook, refreshed every minute.
 */
export const deliveryHealthQuery = (form: Form) =>
  queryOptions({
    queryKey: ['delivery-health', form.id, form.notify_emails, form.notify_cc_emails, form.notify_bcc_emails],
    staleTime: MINUTE,
    refetchInterval: MINUTE,
    queryFn: async ({ client }): Promise<Problem[]> => {
      // The lists come through the cache the webhook and integration pages (and the inbox's checklist) read; a form's
      // route asks for them as it starts (`routes.tsx`), so on a first visit they are usually here already.
      const [{ endpoints }, integrations, suppressed] = await Promise.all([
        client.fetchQuery(webhooksQuery(form.id)),
        client.fetchQuery(integrationsQuery(form.id)),
        client.fetchQuery(suppressedAddressesQuery()),
      ]);
      const webhookProblems = await Promise.all(
        endpoints.map(async (w): Promise<Problem | null> => {
          const name = w.description || w.url;
          if (!w.enabled && w.disabled_reason)
            return { key: w.id, text: `Webhook ${name} was turned off: ${w.disabled_reason}.`, to: 'webhooks' };
          if (!w.enabled) return null;
          const failing = await Promise.all(
            (['dead', 'failed'] as const).map((status) =>
              api.GET('/v1/webhooks/{wid}/deliveries', {
                params: { path: { wid: w.id }, query: { status, limit: 1 } },
              }),
            ),
          );
          const [dead, failed] = failing.map((page) => page.deliveries.length > 0);
          if (!dead && !failed) return null;
          return {
            key: w.id,
            text: dead
              ? `Webhook ${name} has deliveries that failed for good.`
              : `Webhook ${name} is failing; its deliveries are being retried.`,
            to: 'webhooks',
          };
        }),
      );
      const integrationProblems = integrations.flatMap((i): Problem[] =>
        i.enabled && (i.status === 'error' || i.status === 'needs_reauth')
          ? [
              {
                key: i.id,
                text:
                  i.status === 'error'
                    ? `Integration ${i.label} is failing.`
                    : `Integration ${i.label} needs to be authorized again.`,
                to: 'integrations',
              },
            ]
          : [],
      );
      const recipients = new Set(
        [...form.notify_emails, ...form.notify_cc_emails, ...form.notify_bcc_emails].map((a) => a.toLowerCase()),
      );
      const suppressedRecipients = suppressed.entries.filter((s) => recipients.has(s.email.toLowerCase()));
      const mailProblems = suppressedRecipients.map((s) => ({
        key: `suppressed ${s.email}`,
        text: `Notifications to ${s.email} are not sent: the address ${s.reason === 'complaint' ? 'reported our mail as spam' : 'bounced'}.`,
        to: 'settings',
      }));
      return [...webhookProblems.filter((p): p is Problem => p !== null), ...integrationProblems, ...mailProblems];
    },
  });

/** A banner over every page of the form while something keeps its submissions from reaching the owner. */
export function DeliveryHealthBanner({ form }: { form: Form }) {
  const { data: problems } = useQuery(deliveryHealthQuery(form));
  if (!problems?.length) return null;
  return (
    <div className="alert warn" role="region" aria-label="Delivery problems">
      <strong>Some submissions are not reaching you.</strong>
      <ul>
        {problems.map((p) => (
          <li key={p.key}>
            {p.text} <Link to={p.to}>Review</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
