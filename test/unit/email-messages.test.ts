import { describe, expect, it } from 'vitest';
import { formatMailbox, headerText, isMailAddress, uniqueAddresses } from '@shared/domain/email/addresses.js';
import {
  buildOwnerNotification,
  notificationRecipients,
  notificationSubject,
  wantsNotification,
  type NotifyingForm,
} from '@shared/domain/email/owner-notification.js';
import { parseSesFeedback } from '@shared/adapters/ses/feedback-events.js';
import { syntheticSesEvent } from '@local/ses-events.js';

const TENANT = 'ten_01jd3k9v6g7b0x2m4n5p8q1r2s';
const FORM = 'frm_01jd3k9v6g7b0x2m4n5p8q1r2s';

describe('addresses and header text', () => {
  it.each([
    ['ana@example.com', true],
    ['first.last+tag@sub.example.co', true],
    ['a@b.com\r\nBcc: evil@example.com', false],
    ['Ana <ana@example.com>', false],
    ['ana@example', false],
    ['ana@@example.com', false],
    ['.ana@example.com', false],
    ['ana@exa_mple.com', false],
    [`${'a'.repeat(65)}@example.com`, false],
    ['', false],
  ])('isMailAddress(%j) is %s', (value, expected) => {
    expect(isMailAddress(value)).toBe(expected);
  });

  it('flattens control characters and line separators out of header text', () => {
    expect(headerText('New\r\nBcc: evil@example.com\u2028x\u0000y')).toBe('New Bcc: evil@example.com x y');
    expect(headerText('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('quotes or encodes display names and refuses bad addresses', () => {
    expect(formatMailbox('f@example.com', 'Sales\r\nBcc: e@x.com')).toBe('"Sales Bcc: e@x.com" <f@example.com>');
    expect(formatMailbox('f@example.com', 'Zoë')).toBe(
      `=?UTF-8?B?${Buffer.from('Zoë').toString('base64')}?= <f@example.com>`,
    );
    expect(formatMailbox('f@example.com', '')).toBe('f@example.com');
    expect(() => formatMailbox('not an address', 'x')).toThrow();
  });

  it('de-duplicates case-insensitively and drops invalid entries', () => {
    expect(uniqueAddresses(['A@x.com', 'a@X.com', 'bad', 'b@x.com'], new Set(['b@x.com']))).toEqual(['A@x.com']);
  });
});

const form: NotifyingForm & Record<string, unknown> = {
  id: FORM,
  tenant_id: TENANT,
  name: 'Contact <b>',
  is_active: true,
  notify_emails: ['owner@example.com', 'OWNER@example.com'],
  notify_cc_emails: ['cc@example.com', 'owner@example.com'],
  notify_bcc_emails: ['bcc@example.com'],
  notify_routing_aliases: [
    { alias: 'sales', to_emails: ['sales@example.com'], cc_emails: [], bcc_emails: ['boss@example.com'] },
  ],
  notify_subject: null,
  settings: { email: { notify_spam: false } },
};

describe('owner notification', () => {
  it('routes to the alias named by _to, else to the notify lists (each address once)', () => {
    expect(notificationRecipients(form, null)).toEqual({
      to: ['owner@example.com'],
      cc: ['cc@example.com'],
      bcc: ['bcc@example.com'],
      alias: null,
    });
    expect(notificationRecipients(form, ' Sales ')).toEqual({
      to: ['sales@example.com'],
      cc: [],
      bcc: ['boss@example.com'],
      alias: 'sales',
    });
    expect(notificationRecipients(form, 'unknown').alias).toBeNull();
  });

  it('uses notify_subject with {{form_name}}, a default, and a spam prefix', () => {
    expect(notificationSubject(form, { status: 'received' })).toBe('New submission to Contact <b>');
    expect(
      notificationSubject(
        { name: 'Jobs\r\nBcc: x@y.com', notify_subject: 'New: {{ form_name }} ({{other}})' },
        { status: 'spam' },
      ),
    ).toBe('[Spam] New: Jobs Bcc: x@y.com ({{other}})');
  });

  it('notifies about spam only when email.notify_spam is on', () => {
    expect(wantsNotification(form, { status: 'spam' })).toBe(false);
    expect(wantsNotification({ settings: { email: { notify_spam: true } } }, { status: 'spam' })).toBe(true);
    expect(wantsNotification(form, { status: 'received' })).toBe(true);
  });

  it('escapes every field name and value, links finalized files and sets Reply-To only to a valid submitter', () => {
    const content = buildOwnerNotification(
      form,
      {
        id: 'sub_1',
        created_at: '2026-03-05T14:07:00.000Z',
        status: 'received',
        fields: {
          '<i>name</i>': '<script>alert(1)</script>',
          message: 'line 1\nline 2',
          'x\r\nBcc: evil@example.com': 'y',
        },
        files: [
          { id: 'fil_1', original_name: 'cv<1>.pdf', size_bytes: 2048, status: 'finalized' },
          { id: 'fil_2', original_name: 'pending.pdf', size_bytes: 1, status: 'pending' },
        ],
        submitter_email: 'eve@example.com\r\nBcc: evil@example.com',
      },
      { submission: 'https://api.test/v1/forms/f/submissions/sub_1', file: (id) => `https://api.test/files/${id}` },
    );
    expect(content.html).not.toContain('<script>');
    expect(content.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(content.html).toContain('&lt;i&gt;name&lt;/i&gt;');
    expect(content.html).toContain('Contact &lt;b&gt;');
    expect(content.html).toContain('line 1<br>line 2');
    expect(content.html).toContain('<a href="https://api.test/files/fil_1">cv&lt;1&gt;.pdf</a> (2.0 KB)');
    expect(content.html).not.toContain('pending.pdf');
    expect(content.text).toContain('message: line 1\n  line 2');
    expect(content.text).toContain('- cv<1>.pdf (2.0 KB): https://api.test/files/fil_1');
    expect(content.replyTo).toEqual([]);
  });
});

describe('SES feedback events', () => {
  it('suppresses permanent bounces, attributed by the tenant_id tag', () => {
    const feedback = parseSesFeedback(
      syntheticSesEvent({
        type: 'bounce',
        email: 'Gone@Example.com',
        tenant_id: TENANT,
        kind: 'owner_notification',
        form_id: FORM,
      }),
    );
    expect(feedback).toMatchObject({
      action: 'suppress',
      reason: 'bounce',
      recipients: ['Gone@Example.com'],
      tenantId: TENANT,
      source: 'owner_notification',
      formId: FORM,
    });
  });

  it('makes unattributable events global and reads "Name <address>" recipients', () => {
    const event = syntheticSesEvent({
      type: 'complaint',
      email: 'x@example.com',
      tenant_id: 'not-a-tenant',
      kind: 'weird',
    });
    (
      event.detail as { complaint: { complainedRecipients: { emailAddress: string }[] } }
    ).complaint.complainedRecipients = [
      { emailAddress: '"X" <x@example.com>' },
      { emailAddress: 'x@example.com' },
      { emailAddress: 'garbage' },
    ];
    expect(parseSesFeedback(event)).toMatchObject({
      action: 'suppress',
      reason: 'complaint',
      recipients: ['x@example.com'],
      tenantId: null,
      source: 'unknown',
    });
  });

  it.each([
    ['transient bounce', syntheticSesEvent({ type: 'bounce', email: 'a@example.com', bounce_type: 'Transient' })],
    ['not-spam complaint', syntheticSesEvent({ type: 'complaint', email: 'a@example.com', feedback_type: 'not-spam' })],
    [
      'delivery event',
      { source: 'aws.ses', 'detail-type': 'Email Delivered', detail: { eventType: 'Delivery', mail: {} } },
    ],
    ['garbage', { hello: 'world' }],
    ['null', null],
  ])('ignores a %s', (_name, event) => {
    expect(parseSesFeedback(event).action).toBe('ignore');
  });
});
