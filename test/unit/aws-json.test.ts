import type { IncomingMessage } from 'node:http';
import { createHash } from 'node:crypto';
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { ChangeMessageVisibilityCommand, SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_CREDENTIALS,
  fakeSigning,
  startSignedJsonFake,
  type SeenRequest,
} from '@test/support/signed-json-fake.js';
import { awsJsonCall } from '@shared/adapters/aws-json.js';
import { kmsSecretBox } from '@shared/adapters/crypto/secret-box.js';
import { sqsSender } from '@shared/adapters/sqs/sender.js';

/**
 * KMS and SQS without their SDK clients (`shared/adapters/aws-json.ts`): each request is the one the service's client
 * sends (same method, path, protocol headers and JSON body) and carries a SigV4 signature the fake service checks by
 * signing the received request again with the same secret, as AWS does. The clients (the KMS client a devDependency,
 * the SQS client the local stack's) run against the same fake, so it accepts exactly what the client sends.
 */
/** The SDK's own hash, as the functions take it from their DynamoDB client. */
const Sha256 = new KMSClient({ region: 'eu-west-1' }).config.sha256;
const credentials = FAKE_CREDENTIALS;
const signing = fakeSigning(Sha256);
type Seen = SeenRequest;
let fake: Awaited<ReturnType<typeof startSignedJsonFake>>;

beforeAll(async () => {
  fake = await startSignedJsonFake({ sha256: Sha256, contentType: 'application/x-amz-json-1.1' });
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const env = () => ({ AWS_ENDPOINT_URL_KMS: fake.endpoint, AWS_ENDPOINT_URL_SQS: fake.endpoint });
const sdkOptions = () => ({ region: 'eu-west-1', endpoint: fake.endpoint, credentials, maxAttempts: 1 });
const protocolOf = ({ target, contentType, path, body }: Seen) => ({ target, contentType, path, body });

describe('a JSON-protocol call', () => {
  const kms = () => awsJsonCall({ name: 'kms', targetPrefix: 'TrentService' }, signing, env());

  it('sends what the KMS client sends for the same operation, validly signed', async () => {
    const input = {
      KeyId: 'alias/formbase',
      CiphertextBlob: Buffer.from('c').toString('base64'),
      EncryptionContext: {},
    };
    fake.state.answers = [
      { status: 200, body: { Plaintext: 'cA==' } },
      { status: 200, body: { Plaintext: 'cA==' } },
    ];
    expect(await kms()('Decrypt', input)).toEqual({ Plaintext: 'cA==' });
    const sdk = await new KMSClient(sdkOptions()).send(
      new DecryptCommand({ ...input, CiphertextBlob: Buffer.from('c') }),
    );
    expect(Buffer.from(sdk.Plaintext!).toString()).toBe('p');
    expect(protocolOf(fake.state.seen[0]!)).toEqual(protocolOf(fake.state.seen[1]!));
    expect(fake.state.seen.map((s) => s.signatureValid)).toEqual([true, true]);
  });

  it('throws the service error by type and status, without retrying a refusal', async () => {
    fake.state.answers = [{ status: 400, body: { __type: 'InvalidCiphertextException', message: 'bad ciphertext' } }];
    await expect(kms()('Decrypt', { CiphertextBlob: 'eA==' })).rejects.toMatchObject({
      name: 'InvalidCiphertextException',
      $metadata: { httpStatusCode: 400 },
    });
    expect(fake.state.seen).toHaveLength(1);
  });

  it('retries throttling and server errors twice, then gives up with the last status', async () => {
    fake.state.answers = [
      { status: 400, body: { __type: 'com.amazonaws.kms#ThrottlingException', message: 'slow down' } },
      { status: 200, body: { Plaintext: 'cA==' } },
    ];
    expect(await kms()('Decrypt', { CiphertextBlob: 'eA==' })).toEqual({ Plaintext: 'cA==' });
    fake.state.answers = [500, 502, 503].map((status) => ({ status, body: {} }));
    await expect(kms()('Decrypt', { CiphertextBlob: 'eA==' })).rejects.toMatchObject({
      $metadata: { httpStatusCode: 503 },
    });
    expect(fake.state.seen).toHaveLength(5);
  });

  it("ends where it is when the caller's signal aborts, without a retry", async () => {
    fake.state.answers = [{ status: 0, body: undefined, hang: true }];
    const abort = new AbortController();
    const call = kms()('Decrypt', { CiphertextBlob: 'eA==' }, { signal: abort.signal });
    while (fake.state.seen.length === 0) await new Promise((r) => setTimeout(r, 5));
    abort.abort();
    await expect(call).rejects.toThrow();
    // A retry would have reached the fake again (it fake.state.answers every later request at once).
    await new Promise((r) => setTimeout(r, 200));
    expect(fake.state.seen).toHaveLength(1);
  });

  it('gives a call its time on the connection, not while it waits for a free one: a burst beyond the pool is sent once', async () => {
    // 60 calls at once over a pool of 50 connections, each answered after 2.5 s: the last ten wait 2.5 s for a
    // connection and take 2.5 s more on it, 5 s in all, beyond the 4 s a call may go without an answer.
    fake.state.answers = Array.from({ length: 60 }, () => ({
      status: 200,
      body: { Plaintext: 'cA==' },
      delayMs: 2500,
    }));
    const results = await Promise.all(Array.from({ length: 60 }, () => kms()('Decrypt', { CiphertextBlob: 'eA==' })));
    expect(results).toHaveLength(60);
    // A call given up while on its connection would have been sent again.
    expect(fake.state.seen).toHaveLength(60);
  }, 15_000);

  it('sends the calls that follow one another over one kept-alive connection', async () => {
    const ports = new Set<number>();
    const count = (req: IncomingMessage) => ports.add(req.socket.remotePort!);
    fake.server.on('request', count);
    try {
      for (let i = 0; i < 5; i++) await kms()('Decrypt', { CiphertextBlob: 'eA==' });
    } finally {
      fake.server.off('request', count);
    }
    expect(fake.state.seen).toHaveLength(5);
    expect(ports.size).toBe(1);
  });
});

describe('KMS without the KMS client', () => {
  it('seals with the Encrypt request the KMS client sends and opens with Decrypt, under the encryption context', async () => {
    const context = { integration_id: 'int_1', tenant_id: 'ten_1' };
    const blob = Buffer.from('ciphertext-bytes').toString('base64');
    fake.state.answers = [
      { status: 200, body: { CiphertextBlob: blob, KeyId: 'arn:aws:kms:eu-west-1:1:key/k' } },
      { status: 200, body: { CiphertextBlob: blob, KeyId: 'arn:aws:kms:eu-west-1:1:key/k' } },
      { status: 200, body: { Plaintext: Buffer.from('{"token":"t"}').toString('base64') } },
    ];
    const box = kmsSecretBox('alias/formbase', signing, env());
    const sealed = await box.seal('{"token":"t"}', context);
    await new KMSClient(sdkOptions()).send(
      new EncryptCommand({
        KeyId: 'alias/formbase',
        Plaintext: Buffer.from('{"token":"t"}'),
        EncryptionContext: context,
      }),
    );
    expect(sealed).toBe(`kms:${blob}`);
    expect(protocolOf(fake.state.seen[0]!)).toEqual(protocolOf(fake.state.seen[1]!));
    expect(fake.state.seen[0]).toMatchObject({ target: 'TrentService.Encrypt', signatureValid: true });
    expect(fake.state.seen[1]!.signatureValid).toBe(true);

    expect(await box.open(sealed, context)).toBe('{"token":"t"}');
    expect(fake.state.seen[2]).toMatchObject({
      target: 'TrentService.Decrypt',
      body: { KeyId: 'alias/formbase', CiphertextBlob: blob, EncryptionContext: context },
      signatureValid: true,
    });
  });
});

describe('SQS without the SQS client', () => {
  const QueueUrl = 'https://sqs.eu-west-1.amazonaws.com/123456789012/formbase-events';

  it('sends SendMessageBatch and ChangeMessageVisibility as the SQS client does (JSON 1.0), validly signed', async () => {
    const batch = { QueueUrl, Entries: [{ Id: '0', MessageBody: '{"id":"evt_1"}' }] };
    const visibility = { QueueUrl, ReceiptHandle: 'rh-1', VisibilityTimeout: 60 };
    // The SQS client checks the body's MD5 in the answer.
    const sent = {
      Id: '0',
      MessageId: 'm1',
      MD5OfMessageBody: createHash('md5').update('{"id":"evt_1"}').digest('hex'),
    };
    fake.state.answers = [
      { status: 200, body: { Successful: [sent], Failed: [] } },
      { status: 200, body: { Successful: [sent], Failed: [] } },
      { status: 200, body: {} },
      { status: 200, body: {} },
    ];
    const sqs = sqsSender(signing, env());
    expect(await sqs.send('SendMessageBatch', batch)).toMatchObject({ Successful: [{ Id: '0' }] });
    const client = new SQSClient(sdkOptions());
    await client.send(new SendMessageBatchCommand(batch));
    await sqs.send('ChangeMessageVisibility', visibility);
    await client.send(new ChangeMessageVisibilityCommand(visibility));
    expect(protocolOf(fake.state.seen[0]!)).toEqual(protocolOf(fake.state.seen[1]!));
    expect(protocolOf(fake.state.seen[2]!)).toEqual(protocolOf(fake.state.seen[3]!));
    expect(fake.state.seen[0]).toMatchObject({
      target: 'AmazonSQS.SendMessageBatch',
      contentType: 'application/x-amz-json-1.0',
    });
    expect(fake.state.seen.map((s) => s.signatureValid)).toEqual([true, true, true, true]);
  });

  it('retries a busy or throttling queue, and refuses at once what SQS refused', async () => {
    const sqs = sqsSender(signing, env());
    fake.state.answers = [
      { status: 503, body: { __type: 'com.amazonaws.sqs#ServiceUnavailable' } },
      { status: 400, body: { __type: 'com.amazonaws.sqs#RequestThrottled' } },
      { status: 200, body: { MessageId: 'm2' } },
      { status: 400, body: { __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: 'no queue' } },
    ];
    expect(await sqs.send('SendMessage', { QueueUrl, MessageBody: 'x' })).toEqual({ MessageId: 'm2' });
    await expect(sqs.send('SendMessage', { QueueUrl, MessageBody: 'x' })).rejects.toMatchObject({
      name: 'QueueDoesNotExist',
      $metadata: { httpStatusCode: 400 },
    });
    expect(fake.state.seen).toHaveLength(4);
  });

  it('runs interceptors around each operation, outermost last, until removed', async () => {
    const sqs = sqsSender(signing, env());
    const order: string[] = [];
    sqs.intercept(async (operation, input, next) => (order.push(`inner ${operation}`), next(input)));
    const remove = sqs.intercept(async (operation, input, next) => {
      order.push(`outer ${operation}`);
      return next({ ...input, MessageBody: 'changed' });
    });
    await sqs.send('SendMessage', { QueueUrl, MessageBody: 'x' });
    remove();
    await sqs.send('SendMessage', { QueueUrl, MessageBody: 'y' });
    expect(order).toEqual(['outer SendMessage', 'inner SendMessage', 'inner SendMessage']);
    expect(fake.state.seen.map((s) => s.body.MessageBody)).toEqual(['changed', 'y']);
  });
});
