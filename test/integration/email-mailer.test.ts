import { SESv2Client } from '@aws-sdk/client-sesv2';
import { beforeAll, describe, expect, it } from 'vitest';
import { useEndpoints } from '@local/emulators.js';
import { sesMailer } from '@shared/adapters/ses/mailer.js';
import { MailerError, type OutgoingEmail } from '@shared/domain/email/mailer.js';
import { testEndpoints } from '@test/support/app.js';
import { uniqueAddress, waitForMail } from '@test/support/ses-store.js';

/** The SESv2 adapter against the SES stand-in, with the serialized request captured on the wire. */
let client: SESv2Client;
const sentBodies: Record<string, unknown>[] = [];

beforeAll(() => {
  useEndpoints(testEndpoints());
  client = new SESv2Client({});
  client.middlewareStack.add(
    (next) => async (args) => {
      const body = (args.request as { body?: unknown }).body;
      const text =
        typeof body === 'string' ? body : body instanceof Uint8Array ? new TextDecoder().decode(body) : undefined;
      if (text) sentBodies.push(JSON.parse(text) as Record<string, unknown>);
      return next(args);
    },
    { step: 'finalizeRequest', name: 'captureBody' },
  );
});

const email = (to: string): OutgoingEmail => ({
  from: '"Forms" <forms@example.com>',
  to: [to],
  cc: [],
  bcc: [],
  replyTo: ['reply@example.com'],
  subject: 'Grüße',
  text: 'plain',
  html: '<p>html</p>',
  tags: { tenant_id: 'ten_01jd3k9v6g7b0x2m4n5p8q1r2s', kind: 'owner_notification', form_id: 'frm_x.y' },
});

describe('sesMailer', () => {
  it('sends Simple content with the configuration set and feedback tags', async () => {
    const to = uniqueAddress('mailer');
    const { messageId } = await sesMailer(client, 'formbase-set').send(email(to));
    expect(messageId).not.toBe('');
    expect(sentBodies.at(-1)).toMatchObject({
      FromEmailAddress: '"Forms" <forms@example.com>',
      Destination: { ToAddresses: [to], CcAddresses: [], BccAddresses: [] },
      ReplyToAddresses: ['reply@example.com'],
      ConfigurationSetName: 'formbase-set',
      Content: { Simple: { Subject: { Data: 'Grüße', Charset: 'UTF-8' } } },
      EmailTags: [
        { Name: 'tenant_id', Value: 'ten_01jd3k9v6g7b0x2m4n5p8q1r2s' },
        { Name: 'kind', Value: 'owner_notification' },
        // SES allows only letters, digits, _ and - in tag values.
        { Name: 'form_id', Value: 'frm_x_y' },
      ],
    });
    const [stored] = await waitForMail(to);
    expect(stored).toMatchObject({
      subject: 'Grüße',
      body: { text: 'plain', html: '<p>html</p>' },
      replyTo: ['reply@example.com'],
    });
  });

  it('sends without a configuration set when none is configured', async () => {
    await sesMailer(client).send(email(uniqueAddress('no-set')));
    expect(sentBodies.at(-1)).not.toHaveProperty('ConfigurationSetName');
  });

  it.each([
    ['TooManyRequestsException', true],
    ['SendingPausedException', true],
    ['InternalServiceErrorException', true],
    ['MessageRejected', false],
    ['BadRequestException', false],
  ])('maps %s to a MailerError with retryable=%s', async (name, retryable) => {
    // Fault injection: the request fails before it reaches the stand-in, as SES would answer.
    const faulty = new SESv2Client({ maxAttempts: 1 });
    faulty.middlewareStack.add(
      () => async () => {
        throw Object.assign(new Error('refused'), { name });
      },
      { step: 'finalizeRequest', name: 'fault' },
    );
    const error = await sesMailer(faulty)
      .send(email(uniqueAddress('fault')))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailerError);
    expect(error).toMatchObject({ retryable });
  });
});
