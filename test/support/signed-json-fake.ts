import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsSigning } from '@shared/adapters/aws-json.js';

/** AWS's documented example key pair: what the clients sign with and the fake signs again with. */
export const FAKE_CREDENTIALS = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};

/** Signing as the functions do, in eu-west-1 with the fake's credentials and the given hash. */
export const fakeSigning = (sha256: AwsSigning['sha256']): AwsSigning => ({
  region: async () => 'eu-west-1',
  credentials: async () => FAKE_CREDENTIALS,
  sha256,
});

/** A request the fake received, in the terms the tests compare. */
export interface SeenRequest {
  target: string;
  contentType: string;
  path: string;
  body: Record<string, unknown>;
  signatureValid: boolean;
}

/** `hang`: the fake takes the request and never answers (the connection stays open); `delayMs`: it answers late. */
export interface FakeAnswer {
  status: number;
  body: unknown;
  hang?: boolean;
  delayMs?: number;
}

/**
 * A fake JSON-protocol AWS service on loopback: it records each request and checks its SigV4 signature by signing
 * the received request again with the same secret, as AWS does (for `service` in eu-west-1 when given, else the
 * service the signature's scope names), then gives the next of `answers` (200 `{}` when none is left).
 */
export async function startSignedJsonFake(options: {
  sha256: AwsSigning['sha256'];
  contentType: string;
  service?: string;
}) {
  const state = { seen: [] as SeenRequest[], answers: [] as FakeAnswer[] };

  async function signatureValid(req: IncomingMessage, body: string): Promise<boolean> {
    const auth = String(req.headers.authorization ?? '');
    const scoped = /Credential=[^/]+\/[^/]+\/[^/]+\/([^/]+)\//.exec(auth)?.[1] ?? '';
    const service = options.service ?? scoped;
    const signedHeaders = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    const amzDate = String(req.headers['x-amz-date']);
    const date = new Date(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    const headers = Object.fromEntries(signedHeaders.map((name) => [name, String(req.headers[name])]));
    const again = await new SignatureV4({
      service,
      region: 'eu-west-1',
      credentials: FAKE_CREDENTIALS,
      sha256: options.sha256,
    }).sign(
      { method: req.method!, protocol: 'http:', hostname: '127.0.0.1', path: req.url!, query: {}, headers, body },
      { signingDate: date },
    );
    return auth.includes(`/eu-west-1/${service}/aws4_request`) && again.headers.authorization === auth;
  }

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    state.seen.push({
      target: String(req.headers['x-amz-target']),
      contentType: String(req.headers['content-type']),
      path: req.url!,
      body: JSON.parse(body) as Record<string, unknown>,
      signatureValid: await signatureValid(req, body),
    });
    const answer = state.answers.shift() ?? { status: 200, body: {} };
    if (answer.hang) return;
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    res.writeHead(answer.status, { 'content-type': options.contentType }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    state,
    /** The HTTP server itself (to watch its connections). */
    server,
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reset() {
      state.seen = [];
      state.answers = [];
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
