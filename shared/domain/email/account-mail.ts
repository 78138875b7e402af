import { formatMailbox, headerText } from './addresses.js';
import type { OutgoingEmail } from './mailer.js';

/**
 * The accounts layer's e-mails: a sign-in link and an invitation. The token rides in the link's fragment, which
 * browsers never send to a server (no access log sees it); the dashboard page posts it.
 */
const message = (
  input: { to: string; mailFrom: string; tenantId: string | null },
  kind: 'sign_in_link' | 'invitation',
  subject: string,
  lines: string[],
): OutgoingEmail => ({
  from: formatMailbox(input.mailFrom, 'Formbase'),
  to: [input.to],
  cc: [],
  bcc: [],
  replyTo: [],
  subject: headerText(subject),
  text: `${lines.join('\n')}\n`,
  // Sign-in links belong to no organization: `none` keeps the tag's letters-and-digits rule.
  tags: { tenant_id: input.tenantId ?? 'none', kind },
});

export function signInLinkEmail(input: { to: string; mailFrom: string; link: string; minutes: number }): OutgoingEmail {
  return message({ ...input, tenantId: null }, 'sign_in_link', 'Your Formbase sign-in link', [
    'Hello,',
    '',
    `Open this link to sign in to Formbase. It works once, within ${input.minutes} minutes:`,
    '',
    input.link,
    '',
    'If you did not ask to sign in, ignore this message: nothing happens without the link.',
  ]);
}

export function invitationEmail(input: {
  to: string;
  mailFrom: string;
  tenantId: string;
  organization: string;
  invitedBy: string | null;
  role: string;
  link: string;
  days: number;
}): OutgoingEmail {
  const who = input.invitedBy ?? 'An administrator';
  return message(input, 'invitation', `You are invited to ${input.organization} on Formbase`, [
    'Hello,',
    '',
    `${who} invited you to join ${input.organization} on Formbase as ${input.role}.`,
    `Open this link to accept (it works once, within ${input.days} days):`,
    '',
    input.link,
    '',
    'If you do not expect this invitation, ignore this message.',
  ]);
}
