import { useState, type FormEvent, type ReactNode } from 'react';
import type { Form, Schemas } from '@formbase/client';
import { Checkbox, SelectField, TextArea, TextField, splitList } from '../../ui/controls';
import { ErrorAlert, Notice } from '../../ui/feedback';
import { busy } from '../../ui/busy';
import { FieldErrors } from '../../ui/fieldErrors';
import { useForm } from '../shell/FormShell';
import { useCan, useTitle } from '../shell/session';
import { FormKeys } from './FormKeys';
import { useSaveForm } from './api';

type Update = Schemas['UpdateFormRequest'];

/** One settings section: its own form and Save button, saving only what it shows. */
function Section({
  title,
  build,
  children,
}: {
  title: string;
  build: () => Update;
  /** The fields, each naming the request field it fills, so the one the API refuses is marked. */
  children: ReactNode;
}) {
  const form = useForm();
  const save = useSaveForm(form.id);
  const canEdit = useCan('member');
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(build());
  };
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <FieldErrors error={save.error}>
        <fieldset disabled={!canEdit} className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
          {children}
        </fieldset>
        <ErrorAlert error={save.error} />
      </FieldErrors>
      <Notice>{save.isSuccess ? `${title} saved.` : null}</Notice>
      {canEdit ? (
        <div>
          <button className="primary" type="submit" {...busy(save.isPending)}>
            Save {title.toLowerCase()}
          </button>
        </div>
      ) : null}
    </form>
  );
}

const lines = (list: string[]) => list.join('\n');

export function FormSettings() {
  const form = useForm();
  useTitle(`${form.name} settings`);
  return (
    <div className="stack">
      <General form={form} />
      <Responses form={form} />
      <Notifications form={form} />
      <Spam form={form} />
      <RateLimit form={form} />
      <Privacy form={form} />
      <Origins form={form} />
      <FormKeys form={form} />
      <Trash form={form} />
    </div>
  );
}

function General({ form }: { form: Form }) {
  const [name, setName] = useState(form.name);
  const [emoji, setEmoji] = useState(form.emoji);
  const [externalKey, setExternalKey] = useState(form.external_key ?? '');
  const [accessMode, setAccessMode] = useState(form.access_mode);
  return (
    <Section
      title="General"
      build={() => ({ name, emoji, external_key: externalKey || null, access_mode: accessMode })}
    >
      <TextField label="Name" field="name" value={name} onChange={(e) => setName(e.target.value)} />
      <TextField label="Emoji" field="emoji" value={emoji} onChange={(e) => setEmoji(e.target.value)} />
      <TextField
        label="External key"
        field="external_key"
        hint="Your own identifier for forms kept as code (e.g. site/contact)."
        value={externalKey}
        onChange={(e) => setExternalKey(e.target.value)}
      />
      <SelectField
        label="Access mode"
        field="access_mode"
        value={accessMode}
        onChange={(e) => setAccessMode(e.target.value as Form['access_mode'])}
        options={[
          ['public', 'Public: anyone may submit'],
          ['protected', 'Protected: submissions need a form key'],
        ]}
      />
    </Section>
  );
}

function Responses({ form }: { form: Form }) {
  const { success, error } = form.settings.response;
  const [successUrl, setSuccessUrl] = useState(success.type === 'redirect' ? success.redirect_url : '');
  const [errorType, setErrorType] = useState<string>(error.type);
  const [errorUrl, setErrorUrl] = useState(error.type === 'redirect' ? error.redirect_url : '');
  const [retention, setRetention] = useState(String(form.settings.retention.days ?? ''));
  return (
    <Section
      title="Responses and retention"
      build={() => ({
        settings: {
          response: {
            success: successUrl ? { type: 'redirect', redirect_url: successUrl } : { type: 'hosted_page' },
            error:
              errorType === 'redirect'
                ? { type: 'redirect', redirect_url: errorUrl }
                : { type: errorType as 'hosted_page' | 'same_as_success' },
          },
          retention: { days: retention ? (Number(retention) as 30) : null },
        },
      })}
    >
      <TextField
        label="Redirect after a successful submission"
        field="settings.response.success"
        hint="Leave empty to show the hosted thank-you page."
        type="url"
        value={successUrl}
        onChange={(e) => setSuccessUrl(e.target.value)}
      />
      <SelectField
        label="After a failed submission"
        field="settings.response.error.type"
        value={errorType}
        onChange={(e) => setErrorType(e.target.value)}
        options={[
          ['hosted_page', 'Show the hosted error page'],
          ['same_as_success', 'Same as success'],
          ['redirect', 'Redirect to a page'],
        ]}
      />
      {errorType === 'redirect' ? (
        <TextField
          label="Error redirect URL"
          field="settings.response.error.redirect_url"
          type="url"
          value={errorUrl}
          onChange={(e) => setErrorUrl(e.target.value)}
        />
      ) : null}
      <SelectField
        label="Keep submissions for"
        field="settings.retention"
        value={retention}
        onChange={(e) => setRetention(e.target.value)}
        options={[['', 'The plan default'], ...[30, 60, 90, 180, 365].map((d) => [String(d), `${d} days`] as const)]}
      />
    </Section>
  );
}

function Notifications({ form }: { form: Form }) {
  const [to, setTo] = useState(lines(form.notify_emails));
  const [cc, setCc] = useState(lines(form.notify_cc_emails));
  const [bcc, setBcc] = useState(lines(form.notify_bcc_emails));
  const [subject, setSubject] = useState(form.notify_subject ?? '');
  const [notifySpam, setNotifySpam] = useState(form.settings.email.notify_spam);
  const [aliases, setAliases] = useState(
    form.notify_routing_aliases.map((a) => `${a.alias}: ${a.to_emails.join(', ')}`).join('\n'),
  );
  return (
    <Section
      title="Notifications"
      build={() => ({
        notify_emails: splitList(to),
        notify_cc_emails: splitList(cc),
        notify_bcc_emails: splitList(bcc),
        notify_subject: subject || null,
        notify_routing_aliases: aliases
          .split('\n')
          .filter((l) => l.includes(':'))
          .map((l) => {
            const [alias = '', emails = ''] = l.split(/:(.*)/s);
            return { alias: alias.trim(), to_emails: splitList(emails), cc_emails: [], bcc_emails: [] };
          }),
        settings: { email: { notify_spam: notifySpam } },
      })}
    >
      <TextArea
        label="Notify (one address a line)"
        field="notify_emails"
        hint="A new form notifies the person who created it. Members can also choose, on their Account page, to hear of every form."
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
      <TextArea label="Cc" field="notify_cc_emails" value={cc} onChange={(e) => setCc(e.target.value)} />
      <TextArea label="Bcc" field="notify_bcc_emails" value={bcc} onChange={(e) => setBcc(e.target.value)} />
      <TextField
        label="Subject"
        field="notify_subject"
        hint="May contain {{form_name}}. Empty uses the default subject."
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
      />
      <TextArea
        label="Routing aliases"
        field="notify_routing_aliases"
        hint="One a line: alias: address, address. A submission with _to=alias is sent there."
        value={aliases}
        onChange={(e) => setAliases(e.target.value)}
      />
      <Checkbox
        label="Also notify about spam"
        field="settings.email.notify_spam"
        checked={notifySpam}
        onChange={(e) => setNotifySpam(e.target.checked)}
      />
    </Section>
  );
}

function Spam({ form }: { form: Form }) {
  const spam = form.settings.spam;
  const [enabled, setEnabled] = useState(spam.enabled);
  const [strictness, setStrictness] = useState(spam.strictness);
  const [keywords, setKeywords] = useState(lines(spam.blocked_keywords));
  return (
    <Section
      title="Spam filter"
      build={() => ({ settings: { spam: { enabled, strictness, blocked_keywords: splitList(keywords) } } })}
    >
      <Checkbox
        label="Score submissions for spam"
        field="settings.spam.enabled"
        checked={enabled}
        onChange={(e) => setEnabled(e.target.checked)}
      />
      <SelectField
        label="Strictness"
        field="settings.spam.strictness"
        value={strictness}
        onChange={(e) => setStrictness(e.target.value as typeof strictness)}
        options={[
          ['low', 'Low: only obvious spam'],
          ['medium', 'Medium'],
          ['high', 'High: catch more, review the spam tab'],
        ]}
      />
      <TextArea
        label="Blocked keywords"
        field="settings.spam.blocked_keywords"
        hint="One a line; a submission containing any is always spam."
        value={keywords}
        onChange={(e) => setKeywords(e.target.value)}
      />
    </Section>
  );
}

function RateLimit({ form }: { form: Form }) {
  const r = form.settings.rate_limit;
  const [disabled, setDisabled] = useState(r.disabled);
  const [values, setValues] = useState({
    limit: r.limit,
    window_seconds: r.window_seconds,
    burst: r.burst,
    burst_window_seconds: r.burst_window_seconds,
  });
  const number = (key: keyof typeof values, label: string) => (
    <TextField
      label={label}
      field={`settings.rate_limit.${key}`}
      type="number"
      min={0}
      value={values[key]}
      onChange={(e) => setValues({ ...values, [key]: Number(e.target.value) })}
    />
  );
  return (
    <Section title="Rate limits" build={() => ({ settings: { rate_limit: { disabled, ...values } } })}>
      <Checkbox
        label="Turn rate limiting off"
        field="settings.rate_limit.disabled"
        checked={disabled}
        onChange={(e) => setDisabled(e.target.checked)}
      />
      <div className="grid">
        {number('limit', 'Submissions per visitor')}
        {number('window_seconds', 'Per seconds')}
        {number('burst', 'Burst submissions')}
        {number('burst_window_seconds', 'Burst window (seconds)')}
      </div>
    </Section>
  );
}

function Privacy({ form }: { form: Form }) {
  const p = form.settings.privacy;
  const [redact, setRedact] = useState(lines(p.redact_fields));
  const [drop, setDrop] = useState(lines(p.do_not_store_fields));
  return (
    <Section
      title="Privacy"
      build={() => ({
        settings: { privacy: { redact_fields: splitList(redact), do_not_store_fields: splitList(drop) } },
      })}
    >
      <TextArea
        label="Fields stored as [redacted]"
        field="settings.privacy.redact_fields"
        hint="One field name a line."
        value={redact}
        onChange={(e) => setRedact(e.target.value)}
      />
      <TextArea
        label="Fields never stored"
        field="settings.privacy.do_not_store_fields"
        value={drop}
        onChange={(e) => setDrop(e.target.value)}
      />
    </Section>
  );
}

function Origins({ form }: { form: Form }) {
  const [origins, setOrigins] = useState(lines(form.allowed_origins));
  return (
    <Section title="Allowed origins" build={() => ({ allowed_origins: splitList(origins) })}>
      <TextArea
        label="Sites that may submit from a browser"
        field="allowed_origins"
        hint="One origin a line, e.g. https://example.com. Empty allows any site."
        value={origins}
        onChange={(e) => setOrigins(e.target.value)}
      />
    </Section>
  );
}

function Trash({ form }: { form: Form }) {
  const save = useSaveForm(form.id);
  const canEdit = useCan('member');
  if (!canEdit) return null;
  return (
    <section className="card stack" aria-labelledby="trash-title">
      <h2 id="trash-title">{form.is_active ? 'Move to trash' : 'Restore'}</h2>
      <p className="muted">
        {form.is_active
          ? 'A form in the trash refuses new submissions; its submissions stay until you restore or empty it.'
          : 'This form is in the trash and refuses new submissions.'}
      </p>
      <ErrorAlert error={save.error} />
      <div>
        <button
          type="button"
          className={form.is_active ? 'danger' : 'primary'}
          onClick={() => save.mutate({ is_active: !form.is_active })}
        >
          {form.is_active ? 'Move form to trash' : 'Restore form'}
        </button>
      </div>
    </section>
  );
}
