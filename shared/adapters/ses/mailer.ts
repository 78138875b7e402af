import { MailerError, type Mailer, type OutgoingEmail } from '@shared/domain/email/mailer.js';
import { awsJsonCall, type AwsJsonService, type AwsSigning } from '../aws-json.js';
import { errorName } from '../error-fields.js';

/** SES API v2 (restJson1, signed as `ses`, at `email.<region>.amazonaws.com`). */
export const SESV2: AwsJsonService = { name: 'ses', endpointPrefix: 'email', endpointEnvId: 'SESV2' };

/** SES errors that a later attempt cannot fix: the request itself is wrong or the content was refused. */
const PERMANENT_ERRORS = new Set(['BadRequestException', 'MessageRejected', 'NotFoundException']);

const TAG_VALUE = /[^A-Za-z0-9_-]/g;

/**
 * The SESv2 adapter of the `Mailer` port: one SendEmail, a signed `fetch` (`aws-json.ts`: the SDK's signer, error
 * codes and retry rules, without the SESv2 client's ~80 KB). Sends "Simple" content: SES builds the MIME message from
 * structured recipients, subject and bodies, so no caller-controlled text becomes a raw header. Each message carries
 * the configuration set (when configured) and the message tags that attribute SES feedback to a tenant.
 *
 * @example
 * const mailer = sesMailer(signingOf(runtime.table.client), config.sesConfigurationSet);
 * await mailer.send({ from: 'forms@example.com', to: ['ana@example.com'], cc: [], bcc: [], replyTo: [],
 *   subject: 'Hi', text: 'Hello', tags: { tenant_id: 'ten_01…', kind: 'owner_notification' } });
 */
export function sesMailer(signing: AwsSigning, configurationSet?: string, env?: NodeJS.ProcessEnv): Mailer {
  const sendEmail = awsJsonCall(SESV2, signing, env);
  return {
    async send(email: OutgoingEmail) {
      const charset = 'UTF-8';
      const tags = Object.entries(email.tags)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
        .map(([Name, Value]) => ({ Name, Value: Value.replace(TAG_VALUE, '_').slice(0, 256) }));
      try {
        const result = await sendEmail<{ MessageId?: string }>('/v2/email/outbound-emails', {
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
        });
        return { messageId: result.MessageId ?? '' };
      } catch (error) {
        const name = errorName(error) ?? 'Error';
        throw new MailerError(`SES SendEmail failed: ${name}`, !PERMANENT_ERRORS.has(name));
      }
    },
  };
}
