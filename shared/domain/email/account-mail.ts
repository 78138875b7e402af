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

/** The most characters of user-chosen text (an organization's name) an account e-mail shows. */
export const MAIL_TEXT_MAX = 60;

/**
 * User-chosen text as an account e-mail shows it, from the operator's sender address: one plain line of at most
 * `MAIL_TEXT_MAX` characters, with nothing a mail client would turn into a link (a scheme's `://`, a dot or an `@`
 * between letters are bracketed: `example[.]com`), so a name cannot pass for a call to action with a link in it.
 *
 * @example inertText('Pay at http://evil.example now') // 'Pay at http[:]//evil[.]example now'
 */
export function inertText(text: string, max = MAIL_TEXT_MAX): string {
  const line = text
    .replace(/[\p{C}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const bounded = [...line].length > max ? `${[...line].slice(0, max - 1).join('')}…` : line;
  return bounded
    .replace(/:\/\//g, '[:]//')
    .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, '[.]')
    .replace(/(?<=[\p{L}\p{N}])@(?=[\p{L}\p{N}])/gu, '[at]')
    .replace(/\bwww\./giu, 'www[.]');
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
  const organization = `"${inertText(input.organization)}"`;
  return message(input, 'invitation', `You are invited to ${organization} on Formbase`, [
    'Hello,',
    '',
    `${who} invited you to join the organization ${organization} on Formbase as ${input.role}.`,
    `Open this link to accept (it works once, within ${input.days} days):`,
    '',
    input.link,
    '',
    'If you do not expect this invitation, ignore this message.',
  ]);
}
