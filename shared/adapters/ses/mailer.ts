import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import { MailerError, type Mailer, type OutgoingEmail } from '@shared/domain/email/mailer.js';
import { errorName } from '../error-fields.js';

/** SES errors that a later attempt cannot fix: the request itself is wrong or the content was refused. */
const PERMANENT_ERRORS = new Set(['BadRequestException', 'MessageRejected', 'NotFoundException']);

const TAG_VALUE = /[^A-Za-z0-9_-]/g;

/**
 * The SESv2 adapter of the `Mailer` port. Sends "Simple" content: SES builds the MIME message from structured
 * recipients, subject and bodies, so no caller-controlled text becomes a raw header. Each message carries the
 * configuration set (when configured) and the message tags that attribute SES feedback to a tenant.
 *
 * @example
 * const mailer = sesMailer(sesClient(), config.sesConfigurationSet);
 * await mailer.send({ from: 'forms@example.com', to: ['ana@example.com'], cc: [], bcc: [], replyTo: [],
 *   subject: 'Hi', text: 'Hello', tags: { tenant_id: 'ten_01…', kind: 'owner_notification' } });
 */
export function sesMailer(client: SESv2Client, configurationSet?: string): Mailer {
  return {
    async send(email: OutgoingEmail) {
      const charset = 'UTF-8';
      const tags = Object.entries(email.tags)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
        .map(([Name, Value]) => ({ Name, Value: Value.replace(TAG_VALUE, '_').slice(0, 256) }));
      try {
        const result = await client.send(
          new SendEmailCommand({
            FromEmailAddress: email.from,
            Destination: { ToAddresses: email.to, CcAddresses: email.cc, BccAddresses: email.bcc },
            ReplyToAddresses: email.replyTo.length > 0 ? email.replyTo : undefined,
            Content: {
              Simple: {
                Subject: { Data: email.subject, Charset: charset },
                Body: {
                  Text: { Data: email.text, Charset: charset },
                  ...(email.html === undefined ? {} : { Html: { Data: email.html, Charset: charset } }),
                },
              },
            },
            EmailTags: tags,
            ConfigurationSetName: configurationSet || undefined,
          }),
        );
        return { messageId: result.MessageId ?? '' };
      } catch (error) {
        const name = errorName(error) ?? 'Error';
        throw new MailerError(`SES SendEmail failed: ${name}`, !PERMANENT_ERRORS.has(name));
      }
    },
  };
}
