import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@formbase/client';
import { FieldErrors } from '../../ui/fieldErrors';
import { Checkbox, SelectField, TextArea, TextField } from '../../ui/controls';
import { ErrorAlert, Notice, QueryView } from '../../ui/feedback';
import { busy } from '../../ui/busy';
import { useForm } from '../shell/FormShell';
import { useCan, useTitle } from '../shell/session';
import { autoresponderQuery, useSaveAutoresponder, useTestAutoresponder } from './api';

type Draft = Schemas['UpsertAutoresponderRequest'];
const DEFAULTS: Draft = {
  from_name: '',
  subject_tmpl: 'Thanks for contacting {{ form_name }}',
  body_tmpl: 'Hi {{ fields.name | default: "there" }},\n\nThanks for your message. We will get back to you soon.',
  body_format: 'text',
  enabled: true,
  locale_mode: 'form',
  reply_to_field: 'email',
};

/** The preview the owner reads while typing: the same variables the server accepts, filled from sample fields. */
export function renderPreview(template: string, vars: { form_name: string; fields: Record<string, string> }): string {
  return template.replace(/\{\{\s*([\w.]+)\s*(?:\|\s*default:\s*"([^"]*)")?\s*\}\}/g, (_, name: string, fallback) => {
    const value =
      name === 'form_name'
        ? vars.form_name
        : name === 'submission_id'
          ? 'sub_example'
          : name === 'date'
            ? new Date().toLocaleDateString('en-US', { dateStyle: 'long' })
            : name.startsWith('fields.')
              ? vars.fields[name.slice(7)]
              : undefined;
    return value || (fallback ?? '');
  });
}

export function Autoresponder() {
  const form = useForm();
  useTitle(`${form.name} autoresponder`);
  const query = useQuery(autoresponderQuery(form.id));
  return (
    <QueryView query={query}>
      {(d) => (
        <Editor
          // Mounted once per form: a save keeps the draft, the focus on Save and the test address as they are.
          key={form.id}
          formId={form.id}
          formName={form.name}
          initial={d.autoresponder ? { ...d.autoresponder } : { ...DEFAULTS, from_name: form.name }}
        />
      )}
    </QueryView>
  );
}

function Editor({ formId, formName, initial }: { formId: string; formName: string; initial: Draft }) {
  const canEdit = useCan('member');
  const [draft, setDraft] = useState<Draft>(initial);
  const [sample, setSample] = useState('name=Ada\nemail=ada@example.com');
  const [testTo, setTestTo] = useState('');
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const sampleFields = Object.fromEntries(
    sample
      .split('\n')
      .filter((l) => l.includes('='))
      .map((l) => [l.slice(0, l.indexOf('=')).trim(), l.slice(l.indexOf('=') + 1).trim()]),
  );
  const save = useSaveAutoresponder(formId);
  const sendTest = useTestAutoresponder(formId);
  const vars = { form_name: formName, fields: sampleFields };
  return (
    <div className="grid" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))' }}>
      <form
        className="card stack"
        aria-labelledby="ar-title"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          save.mutate({
            from_name: draft.from_name,
            subject_tmpl: draft.subject_tmpl,
            body_tmpl: draft.body_tmpl,
            body_format: draft.body_format,
            enabled: draft.enabled,
            locale_mode: draft.locale_mode,
            reply_to_field: draft.reply_to_field,
          });
        }}
      >
        <h2 id="ar-title">Autoresponder</h2>
        <FieldErrors error={save.error}>
          <Checkbox
            label="Send an automatic reply"
            field="enabled"
            checked={draft.enabled}
            onChange={(e) => set({ enabled: e.target.checked })}
          />
          <TextField
            label="From name"
            value={draft.from_name}
            field="from_name"
            onChange={(e) => set({ from_name: e.target.value })}
          />
          <TextField
            label="Recipient field"
            field="reply_to_field"
            hint="The submitted field holding the visitor's address."
            value={draft.reply_to_field}
            onChange={(e) => set({ reply_to_field: e.target.value })}
          />
          <TextField
            label="Subject"
            value={draft.subject_tmpl}
            field="subject_tmpl"
            onChange={(e) => set({ subject_tmpl: e.target.value })}
          />
          <TextArea
            label="Message"
            hint='Variables: {{ form_name }}, {{ date }}, {{ submission_id }}, {{ fields.<name> | default: "text" }}.'
            rows={8}
            value={draft.body_tmpl}
            field="body_tmpl"
            onChange={(e) => set({ body_tmpl: e.target.value })}
          />
          <SelectField
            label="Format"
            field="body_format"
            value={draft.body_format}
            onChange={(e) => set({ body_format: e.target.value as Draft['body_format'] })}
            options={[
              ['text', 'Plain text'],
              ['html', 'HTML (values escaped)'],
            ]}
          />
          <SelectField
            label="Dates in"
            field="locale_mode"
            value={draft.locale_mode}
            onChange={(e) => set({ locale_mode: e.target.value as Draft['locale_mode'] })}
            options={[
              ['form', 'English'],
              ['submitter', "The visitor's language"],
            ]}
          />
          <ErrorAlert error={save.error} />
        </FieldErrors>
        <Notice>{save.isSuccess ? 'Autoresponder saved.' : null}</Notice>
        {canEdit ? (
          <div>
            <button className="primary" type="submit" {...busy(save.isPending)}>
              Save autoresponder
            </button>
          </div>
        ) : null}
      </form>
      <section className="card stack" aria-labelledby="preview-title">
        <h2 id="preview-title">Preview</h2>
        <TextArea
          label="Sample fields"
          hint="One name=value a line."
          value={sample}
          onChange={(e) => setSample(e.target.value)}
        />
        <p>
          <strong>Subject:</strong> <span data-testid="preview-subject">{renderPreview(draft.subject_tmpl, vars)}</span>
        </p>
        <pre data-testid="preview-body">{renderPreview(draft.body_tmpl, vars)}</pre>
        <FieldErrors error={sendTest.error}>
          {canEdit ? (
            <form
              className="row"
              onSubmit={(e) => {
                e.preventDefault();
                sendTest.mutate({ to: testTo, sample: sampleFields });
              }}
            >
              <TextField
                label="Send a test to"
                field="to"
                type="email"
                required
                value={testTo}
                onChange={(e) => setTestTo(e.target.value)}
              />
              <button type="submit" {...busy(sendTest.isPending)}>
                Send test
              </button>
            </form>
          ) : null}
          <ErrorAlert error={sendTest.error} />
        </FieldErrors>
        <Notice tone={sendTest.data?.sent === false ? 'warn' : 'ok'}>
          {sendTest.data
            ? sendTest.data.sent
              ? `Test sent to ${sendTest.data.recipient}.`
              : `${sendTest.data.recipient} is on the suppression list: nothing was sent.`
            : null}
        </Notice>
      </section>
    </div>
  );
}
