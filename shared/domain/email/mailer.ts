/**
 * Port for sending one e-mail. The SESv2 adapter (`shared/adapters/ses/mailer.ts`) sends it as "Simple" content
 * with structured recipients, so no header is ever assembled from strings.
 */

/** What kind of mail a message is; sent as the `kind` message tag and read back from SES feedback events. */
export const MAIL_KINDS = [
  'owner_notification',
  'autoresponder',
  'autoresponder_test',
  'suppression_notice',
  'usage_notice',
  'sign_in_link',
  'invitation',
  'export_ready',
  'failing_deliveries_notice',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface OutgoingEmail {
  /** Sender mailbox, already formatted (`formatMailbox`). */
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string[];
  /** One header-safe line (`headerText`). */
  subject: string;
  text: string;
  html?: string;
  /**
   * Message tags published with SES feedback events; how bounces and complaints are attributed to a tenant.
   * Names and values: letters, digits, `_` and `-` only.
   */
  tags: {
    tenant_id: string;
    kind: MailKind;
    form_id?: string;
    /** A submission's e-mails: SES's delivered, bounce and complaint events go on its timeline by these. */
    submission_id?: string;
    delivery_id?: string;
  };
}

export interface SentEmail {
  messageId: string;
}

/** Sending failed; `retryable` says whether a later attempt can succeed (throttling, outages). */
export class MailerError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'MailerError';
  }
}

export interface Mailer {
  /** Sends one message; rejects with `MailerError`. */
  send(email: OutgoingEmail): Promise<SentEmail>;
}
