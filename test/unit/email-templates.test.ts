import { describe, expect, it } from 'vitest';
import { compileAutoresponder } from '@shared/domain/email/autoresponder.js';
import {
  autoresponderEmail,
  autoresponderRecipient,
  renderAutoresponder,
} from '@shared/domain/email/autoresponder-message.js';
import type { Autoresponder } from '@shared/domain/email/autoresponder.js';
import { escapeHtml, htmlToText } from '@shared/domain/email/html.js';
import { formatDate, resolveLocale } from '@shared/domain/email/locale.js';
import { compileTemplate, formatFieldValue, renderTemplate } from '@shared/domain/email/template.js';
import { UnprocessableTemplateError } from '@shared/domain/errors.js';

const values = (fields: Record<string, unknown>) => ({
  builtins: { form_name: 'Contact', submission_id: 'sub_1', date: 'March 5, 2026 at 2:07 PM UTC' },
  fields,
});

const render = (source: string, fields: Record<string, unknown> = {}, escape?: (s: string) => string) => {
  const compiled = compileTemplate(source);
  if (!compiled.ok) throw new Error(JSON.stringify(compiled.problem));
  return renderTemplate(compiled.template, values(fields), escape);
};

describe('template syntax', () => {
  it('substitutes built-ins and fields, with or without spaces, and field names with spaces', () => {
    expect(render('{{form_name}} / {{ submission_id }} / {{ date }}')).toBe(
      'Contact / sub_1 / March 5, 2026 at 2:07 PM UTC',
    );
    expect(render('Hi {{ fields.name }} ({{fields.First Name}})', { name: 'Ana', 'First Name': 'A.' })).toBe(
      'Hi Ana (A.)',
    );
  });

  it('renders a missing or empty field as empty, or as its default', () => {
    expect(render('Hi {{ fields.name }}!')).toBe('Hi !');
    expect(render('Hi {{ fields.name | default: "there" }}!', { name: '  ' })).toBe('Hi there!');
    expect(render("Hi {{ fields.name | default: 'you' }}!", { name: null })).toBe('Hi you!');
    expect(render('Hi {{ fields.name | default: "there" }}!', { name: 'Bo' })).toBe('Hi Bo!');
  });

  it('formats repeated fields, numbers, booleans and objects as text', () => {
    expect(render('{{ fields.topics }}', { topics: ['a', 'b'] })).toBe('a, b');
    expect(formatFieldValue(3)).toBe('3');
    expect(formatFieldValue(false)).toBe('false');
    expect(formatFieldValue({ a: 1 })).toBe('{"a":1}');
  });

  it('does not read inherited properties as fields', () => {
    expect(render('[{{ fields.constructor }}][{{ fields.__proto__ }}]')).toBe('[][]');
  });

  it.each([
    ['{{ name }}', 'unknown_variable', 'name'],
    ['{{ form.name }}', 'unknown_variable', 'form.name'],
    ['{{ fields. }}', 'unknown_variable', 'fields.'],
    ['{{ }}', 'unknown_variable', ''],
    ['{{ submission_id | upper }}', 'syntax', undefined],
    ['Hello {{ fields.name', 'syntax', undefined],
    ['{{ fields.a }} then {{ oops', 'syntax', undefined],
  ])('rejects %s', (source, kind, variable) => {
    const result = compileTemplate(source);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.kind).toBe(kind);
    if (variable !== undefined) expect(result.problem).toMatchObject({ variable });
  });

  it('escapes substituted values, never the template text', () => {
    expect(render('<b>{{ fields.name }}</b>', { name: '<script>alert(1)</script>&' }, escapeHtml)).toBe(
      '<b>&lt;script&gt;alert(1)&lt;/script&gt;&amp;</b>',
    );
  });
});

describe('autoresponder templates', () => {
  it('names the template field and the unknown variable in a 422 error', () => {
    const attempt = () =>
      compileAutoresponder({ subjectTmpl: 'Thanks {{ fields.name }}', bodyTmpl: 'Dear {{ nmae }}' });
    expect(attempt).toThrow(UnprocessableTemplateError);
    try {
      attempt();
    } catch (error) {
      expect((error as UnprocessableTemplateError).field).toBe('body_tmpl');
      expect((error as Error).message).toContain('{{ nmae }}');
    }
  });

  const ar: Autoresponder = {
    id: 'ar_1',
    tenantId: 'ten_01jd3k9v6g7b0x2m4n5p8q1r2s',
    formId: 'frm_01jd3k9v6g7b0x2m4n5p8q1r2s',
    enabled: true,
    fromName: 'Acme "Support"',
    replyToField: 'email',
    subjectTmpl: 'Thanks {{ fields.name }}',
    bodyTmpl: '<p>Hi {{ fields.name | default: "there" }}, we got it on {{ date }}.</p>',
    bodyFormat: 'html',
    localeMode: 'submitter',
    createdAt: '',
    updatedAt: '',
  };
  const submission = {
    id: 'sub_1',
    created_at: '2026-03-05T14:07:00.000Z',
    fields: { name: 'Eve\r\nBcc: evil@example.com <img src=x>', email: 'eve@example.com' },
    accept_language: 'de-DE,de;q=0.9,en;q=0.5',
  };

  it('keeps header injection out of the subject and escapes HTML in the body', () => {
    const content = renderAutoresponder(ar, compileAutoresponder(ar), 'Contact', submission);
    expect(content.subject).toBe('Thanks Eve Bcc: evil@example.com <img src=x>');
    expect(content.subject).not.toMatch(/[\r\n]/);
    expect(content.html).toContain('Hi Eve\r\nBcc: evil@example.com &lt;img src=x&gt;');
    expect(content.html).toContain('5. März 2026 um 14:07 UTC');
    expect(content.text).toContain('<img src=x>');
    expect(content.text).not.toContain('<p>');
  });

  it('builds a message from the display name, to the field address, tagged for feedback', () => {
    const email = autoresponderEmail({
      autoresponder: ar,
      formName: 'Contact',
      submission,
      to: autoresponderRecipient(ar, submission.fields)!,
      replyTo: 'owner@example.com',
      mailFrom: 'forms@example.com',
      kind: 'autoresponder',
    });
    expect(email).toMatchObject({
      from: '"Acme \\"Support\\"" <forms@example.com>',
      to: ['eve@example.com'],
      replyTo: ['owner@example.com'],
      tags: { tenant_id: ar.tenantId, form_id: ar.formId, kind: 'autoresponder' },
    });
  });

  it('takes the recipient from reply_to_field only when it is a valid address', () => {
    expect(autoresponderRecipient({ replyToField: 'contact' }, { contact: [' a@example.com ', 'b@example.com'] })).toBe(
      'a@example.com',
    );
    expect(
      autoresponderRecipient({ replyToField: 'email' }, { email: 'a@example.com\r\nBcc: evil@example.com' }),
    ).toBeNull();
    expect(autoresponderRecipient({ replyToField: 'email' }, {})).toBeNull();
  });
});

describe('locale and text helpers', () => {
  it('formats dates in en-US for form mode and the preferred supported language for submitter mode', () => {
    expect(resolveLocale('form', 'fr-FR')).toBe('en-US');
    expect(resolveLocale('submitter', 'xx-invalid;q=1, fr-CH;q=0.8, de;q=0.9')).toBe('de');
    expect(resolveLocale('submitter', '*;q=0.5')).toBe('en-US');
    expect(resolveLocale('submitter', null)).toBe('en-US');
    expect(formatDate('2026-03-05T14:07:00Z', 'en-US')).toBe('March 5, 2026 at 2:07 PM UTC');
  });

  it('turns simple HTML into readable text', () => {
    expect(htmlToText('<p>Hi &amp; welcome</p><p>See <a href="https://x.test/a">the page</a><br>Bye</p>')).toBe(
      'Hi & welcome\nSee the page (https://x.test/a)\nBye',
    );
  });
});
