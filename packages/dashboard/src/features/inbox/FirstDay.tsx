import { memo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CopyButton } from '../../ui/controls';
import { ErrorAlert, Notice } from '../../ui/feedback';
import { integrationsQuery, webhooksQuery } from '../deliveries/api';
import { endpointBase, htmlSnippet } from '../forms/snippets';
import { useForm } from '../shell/FormShell';
import { useCan, useMe } from '../shell/session';
import { useTestSubmission } from './api';

/** The inbox of a form that never had a submission: the snippet to paste, and a test submission to see it work. */
export function EmptyInbox() {
  const form = useForm();
  const me = useMe().data;
  const canEdit = useCan('member');
  const test = useTestSubmission(form.id, form.public_slug);
  const code = htmlSnippet(`${endpointBase()}/f/${form.public_slug}`);
  return (
    <div className="stack first-day">
      <p className="empty">No submissions here yet.</p>
      <p>Paste this form into your site; what visitors send arrives here and is e-mailed to you.</p>
      <div className="row">
        <CopyButton text={code} label="Copy the snippet" />
        {canEdit && me ? (
          <button
            type="button"
            className="primary"
            disabled={test.isPending}
            onClick={() => test.mutate(me.user.email)}
          >
            Send a test submission
          </button>
        ) : null}
        <Link to="../embed">More ways to embed</Link>
      </div>
      <pre tabIndex={0} aria-label="HTML form snippet">
        <code>{code}</code>
      </pre>
      <ErrorAlert error={test.error} />
      <Notice>{test.isSuccess ? 'Test submission sent.' : null}</Notice>
    </div>
  );
}

const doneKey = (formId: string) => `formbase:setup-done:${formId}`;

/**
 * The first steps of a form, ticked as they happen: created, a first submission, a notification e-mailed, a webhook or
 * integration. Shown until every step is done; the visit after that it is gone (remembered in this browser), so it
 * never disappears under the reader's eyes. Drawn again only when `hasSubmissions` changes or its own data arrives.
 */
export const SetupChecklist = memo(function SetupChecklist({ hasSubmissions }: { hasSubmissions: boolean }) {
  const form = useForm();
  const me = useMe().data;
  const [finished] = useState(() => localStorage.getItem(doneKey(form.id)) === '1');
  const webhooks = useQuery({ ...webhooksQuery(form.id), enabled: !finished });
  const integrations = useQuery({ ...integrationsQuery(form.id), enabled: !finished });
  if (finished) return null;
  // The list shows a new submission before the form's counter has counted it.
  const received = form.submission_count > 0 || hasSubmissions;
  const notifies = form.notify_emails.length > 0 || me?.notify_submissions === true;
  const connected = (webhooks.data?.endpoints.length ?? 0) + (integrations.data?.length ?? 0) > 0;
  const steps: [string, boolean, ReactNode][] = [
    ['Form created', true, `${form.name} has its endpoint.`],
    ['First submission', received, received ? 'It is in the inbox.' : 'Paste the snippet, or send a test submission.'],
    [
      'Notification e-mailed',
      received && notifies,
      notifies ? (
        <>
          New submissions are e-mailed to <span className="address">{form.notify_emails[0] ?? me?.user.email}.</span>
        </>
      ) : (
        'Add an address under Settings.'
      ),
    ],
    ['Webhook or integration', connected, 'Send submissions on to your own systems.'],
  ];
  const all = steps.every(([, done]) => done);
  if (all) localStorage.setItem(doneKey(form.id), '1');
  return (
    <section className="card checklist" aria-labelledby="setup-title">
      <h2 id="setup-title">{all ? 'All set' : 'Getting started'}</h2>
      <ol>
        {steps.map(([title, done, hint]) => (
          <li key={title} data-done={done}>
            <span className="tick" aria-hidden="true">
              {done ? '✓' : ''}
            </span>
            <span className="step">
              <strong>{title}</strong>
              <span className="visually-hidden">{done ? ' (done)' : ' (to do)'}</span>{' '}
              <span className="muted small hint">
                {title === 'Webhook or integration' && !done ? (
                  <>
                    <Link to="../webhooks">Add a webhook</Link> or <Link to="../integrations">an integration</Link>.
                  </>
                ) : (
                  hint
                )}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
});
