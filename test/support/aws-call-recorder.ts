import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Endpoints } from '@local/emulators.js';
import { LOCAL_ACCOUNT, LOCAL_REGION } from '@local/synth.js';

/**
 * A recording proxy in front of the local stand-ins, one listener per function: every request a function sends to
 * DynamoDB, SQS, S3 or SES (its SDK clients, its signed `fetch` calls, and the presigned S3 URLs it hands out, which
 * the visitor's browser sends to the signer's listener) is read as the IAM action(s) and resource ARN(s) AWS would
 * authorize it as, recorded under that function, and forwarded unchanged to the stand-in.
 */

/** One authorization AWS would make for a request: the action on each resource. */
export interface AwsCall {
  fn: string;
  action: string;
  resources: string[];
  /** What the request was, to name it in a finding. */
  request: string;
}

/** A request body SES received, with the function that sent it. */
export interface SentMail {
  fn: string;
  body: Record<string, unknown>;
}

export interface AwsCallRecorder {
  /** The endpoint a function's `AWS_ENDPOINT_URL_*` and queue URLs point to. */
  endpointOf(fn: string): string;
  calls: AwsCall[];
  mail: SentMail[];
  stop(): Promise<void>;
}

const arn = {
  table: (name: string) =>
    name.startsWith('arn:') ? name : `arn:aws:dynamodb:${LOCAL_REGION}:${LOCAL_ACCOUNT}:table/${name}`,
  queue: (url: string) => `arn:aws:sqs:${LOCAL_REGION}:${LOCAL_ACCOUNT}:${url.split('/').pop()}`,
  ses: (resource: string) => `arn:aws:ses:${LOCAL_REGION}:${LOCAL_ACCOUNT}:${resource}`,
};

type Authorization = Omit<AwsCall, 'fn' | 'request'>;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** DynamoDB's JSON operations as IAM authorizes them: a transaction as its items' own actions. */
function dynamoAuthorizations(operation: string, body: Json): Authorization[] {
  const on = (action: string, table: string, index?: string) => ({
    action: `dynamodb:${action}`,
    resources: [index ? `${arn.table(table)}/index/${index}` : arn.table(table)],
  });
  switch (operation) {
    case 'BatchGetItem':
    case 'BatchWriteItem':
      return Object.keys(body.RequestItems as Json).map((table) => on(operation, table));
    case 'TransactWriteItems':
    case 'TransactGetItems':
      return (body.TransactItems as Json[]).map((item) => {
        const [kind, detail] = Object.entries(item)[0] as [string, Json];
        return on(kind === 'ConditionCheck' ? 'ConditionCheckItem' : `${kind}Item`, detail.TableName as string);
      });
    default:
      return [on(operation, body.TableName as string, body.IndexName as string | undefined)];
  }
}

/** SQS's batch operations are authorized as their single forms. */
const sqsAction = (operation: string) => `sqs:${operation.replace(/Batch$/, '')}`;

/** An S3 REST request (path style) as IAM authorizes it; a tagged PUT also needs `s3:PutObjectTagging`. */
function s3Authorizations(
  method: string,
  url: URL,
  headers: IncomingMessage['headers'],
  body: string,
): Authorization[] {
  const [, bucket, ...rest] = url.pathname.split('/');
  const key = decodeURIComponent(rest.join('/'));
  const object = (k: string) => `arn:aws:s3:::${bucket}/${k}`;
  const q = url.searchParams;
  if (!key) {
    if (method === 'POST' && q.has('delete'))
      return [...body.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => ({
        action: 's3:DeleteObject',
        resources: [object(m[1]!)],
      }));
    if (method === 'GET') return [{ action: 's3:ListBucket', resources: [`arn:aws:s3:::${bucket}`] }];
  } else if (q.has('tagging')) {
    const action = method === 'PUT' ? 's3:PutObjectTagging' : method === 'GET' ? 's3:GetObjectTagging' : undefined;
    if (action) return [{ action, resources: [object(key)] }];
  } else if (method === 'GET' || method === 'HEAD') {
    return [{ action: 's3:GetObject', resources: [object(key)] }];
  } else if (method === 'PUT' || (method === 'POST' && (q.has('uploads') || q.has('uploadId')))) {
    const tagged = headers['x-amz-tagging'] !== undefined || q.has('x-amz-tagging');
    return [
      { action: 's3:PutObject', resources: [object(key)] },
      ...(tagged ? [{ action: 's3:PutObjectTagging', resources: [object(key)] }] : []),
    ];
  } else if (method === 'DELETE') {
    return [{ action: q.has('uploadId') ? 's3:AbortMultipartUpload' : 's3:DeleteObject', resources: [object(key)] }];
  }
  return [{ action: `s3:Unrecognized(${method} ${url.pathname}${url.search})`, resources: [object(key)] }];
}

/** SES v2's SendEmail: authorized on the sending identity (address and domain) and on the configuration set. */
function sesAuthorizations(method: string, path: string, body: Json): Authorization[] {
  if (method !== 'POST' || path !== '/v2/email/outbound-emails')
    return [{ action: `ses:Unrecognized(${method} ${path})`, resources: [arn.ses('*')] }];
  const address = /<([^>]+)>/.exec(String(body.FromEmailAddress))?.[1] ?? String(body.FromEmailAddress);
  return [
    {
      action: 'ses:SendEmail',
      resources: [
        arn.ses(`identity/${address}`),
        arn.ses(`identity/${address.split('@')[1]}`),
        ...(body.ConfigurationSetName ? [arn.ses(`configuration-set/${body.ConfigurationSetName}`)] : []),
      ],
    },
  ];
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** Starts one recording listener per function name, forwarding to `upstream`. */
export async function startAwsCallRecorder(upstream: Endpoints, functions: string[]): Promise<AwsCallRecorder> {
  const calls: AwsCall[] = [];
  const mail: SentMail[] = [];
  const servers = new Map<string, { server: Server; origin: string }>();

  const handle = async (fn: string, origin: string, req: IncomingMessage, res: import('node:http').ServerResponse) => {
    let body = await readBody(req);
    const url = new URL(req.url ?? '/', origin);
    const target = String(req.headers['x-amz-target'] ?? '');
    const [prefix, operation = ''] = target.split('.');
    const text = () => body.toString('utf8');
    let to: string;
    let authorizations: Authorization[];
    if (prefix === 'DynamoDB_20120810') {
      to = upstream.dynamodb;
      authorizations = dynamoAuthorizations(operation, JSON.parse(text()) as Json);
    } else if (prefix === 'AmazonSQS') {
      to = upstream.sqs;
      const input = JSON.parse(text()) as Json;
      authorizations = [
        { action: sqsAction(operation), resources: [arn.queue(String(input.QueueUrl ?? input.QueueName))] },
      ];
      // The queue URLs the function was given name this listener; the stand-in knows its own.
      body = Buffer.from(text().replaceAll(origin, upstream.sqs));
    } else if (url.pathname.startsWith('/v2/email/')) {
      to = upstream.ses;
      const input = JSON.parse(text() || '{}') as Json;
      authorizations = sesAuthorizations(req.method!, url.pathname, input);
      mail.push({ fn, body: input });
    } else {
      to = upstream.s3;
      authorizations = s3Authorizations(req.method!, url, req.headers, text());
    }
    const described = `${req.method} ${url.pathname}${target ? ` ${target}` : ''}`;
    calls.push(...authorizations.map((a) => ({ fn, ...a, request: described })));
    const destination = new URL(to);
    const forwarded = request(
      {
        host: destination.hostname,
        port: destination.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: destination.host, 'content-length': String(body.length) },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    forwarded.end(body);
  };

  for (const fn of functions) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    server.on('request', (req, res) => {
      handle(fn, origin, req, res).catch((error: unknown) => {
        calls.push({
          fn,
          action: 'recorder:Unreadable',
          resources: ['*'],
          request: `${req.method} ${req.url} ${error}`,
        });
        res.writeHead(500).end();
      });
    });
    servers.set(fn, { server, origin });
  }
  return {
    endpointOf: (fn) => servers.get(fn)!.origin,
    calls,
    mail,
    async stop() {
      await Promise.all(
        [...servers.values()].map(
          ({ server }) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
