import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { classifyAddress, isAddressAllowed, type AddressPolicy } from '@shared/domain/delivery/address-policy.js';
import {
  OutboundError,
  type OutboundHttp,
  type OutboundRequest,
  type OutboundResponse,
} from '@shared/domain/outbound.js';
import { errorCode } from '../error-fields.js';

/** Resolves a host name to every address it has (the adapter vets all of them). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface OutboundHttpOptions extends AddressPolicy {
  /** Injected by tests (e.g. a resolver whose answer changes between calls); `dns.lookup` with `all` otherwise. */
  resolve?: Resolver;
  /** Body bytes kept when a request does not say (default 64 KiB). */
  defaultMaxBodyBytes?: number;
  userAgent?: string;
}

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** A lookup function for `http.request` that answers with the one address already vetted, never asking DNS again. */
const pinnedLookup =
  (address: string, family: number): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };

/** Vetted addresses whose connections are kept (the least recently used one's are closed beyond this): with 10 idle
 * connections each at most, 320 of the 1,024 file descriptors a Lambda function has. */
const KEPT_ADDRESSES = 32;
/**
 * How long an idle connection is kept: under the 5 s after which Node's and Apache's servers close an idle one by
 * default, so a kept connection is rarely one the server is closing as it is reused (that one is sent again).
 */
const IDLE_MS = 4000;

/**
 * Keep-alive connections, one pool per vetted address: a connection is only ever reused for the address it was
 * opened to (and, within the pool, the same host name and port, as the agent keys its sockets), so a DNS answer that
 * changes opens a new connection to the newly vetted address. The pools of addresses not used lately are closed.
 */
function connectionPools() {
  const agents = new Map<string, http.Agent>();
  return (protocol: string, address: string): http.Agent => {
    const key = `${protocol}${address}`;
    let agent = agents.get(key);
    if (agent) agents.delete(key);
    else {
      const options = { keepAlive: true, maxSockets: 50, maxFreeSockets: 10, timeout: IDLE_MS };
      agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
      for (const [oldest, old] of agents) {
        if (agents.size < KEPT_ADDRESSES) break;
        agents.delete(oldest);
        // Its idle connections now; one still in use closes when its idle time is up.
        for (const idle of Object.values(old.freeSockets)) idle?.forEach((socket) => socket.destroy());
      }
    }
    agents.set(key, agent);
    return agent;
  };
}

/** The connection was closed before a response began (a request's error, so no response had come). */
const closedUnanswered = (error: unknown) => ['ECONNRESET', 'EPIPE'].includes(errorCode(error) ?? '');

const headerMap = (res: IncomingMessage): Record<string, string> =>
  Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));

/**
 * The one outbound HTTP client. It resolves the host itself, refuses the request when ANY address is not public
 * (private, loopback unless allowed, link-local/metadata, unique-local, CGNAT, multicast, reserved, and IPv6 forms
 * embedding those), then connects to the vetted address through a pinned `lookup` (the URL's host name still
 * drives SNI, certificate checks and the Host header), so a DNS answer that changes between check and connect
 * cannot redirect it. Connections are kept for the next request to the same vetted address and host
 * (`connectionPools`): a batch of deliveries to one endpoint opens one connection per concurrent try, not per try.
 * Redirects are never followed; the body is read up to a cap; one timeout covers DNS, connect and response.
 *
 * @example await outboundHttp({ allowLoopback: false }).send({ url, method: 'POST', body, timeoutMs: 15000 })
 */
export function outboundHttp(options: OutboundHttpOptions): OutboundHttp {
  const resolve = options.resolve ?? systemResolver;
  const defaultMaxBody = options.defaultMaxBodyBytes ?? 64 * 1024;
  const agentFor = connectionPools();

  const vet = async (hostname: string): Promise<{ address: string; family: number }> => {
    const host = hostname.replace(/^\[|\]$/g, '');
    let answers: { address: string; family: number }[];
    if (isIP(host) !== 0) answers = [{ address: host, family: isIP(host) }];
    else {
      try {
        answers = await resolve(host);
      } catch (error) {
        throw new OutboundError('network', `could not resolve the host name (${errorCode(error) ?? 'DNS error'})`);
      }
    }
    if (answers.length === 0) throw new OutboundError('network', 'the host name has no address');
    const refused = answers.find((a) => !isAddressAllowed(a.address, options));
    if (refused) {
      throw new OutboundError(
        'refused_address',
        `refused: the host resolves to a ${classifyAddress(refused.address).replace('_', '-')} address`,
      );
    }
    return answers[0]!;
  };

  /**
   * One request and its response. On a kept connection the server closed before answering (it closes idle ones as
   * it likes, and a reused one may be closing as the request goes out), the request is sent once more on a new
   * connection: the receiver had not answered it, and the delivery's stable id lets it drop a copy it did handle.
   */
  const exchange = (
    url: URL,
    request: OutboundRequest,
    target: { address: string; family: number },
    signal: AbortSignal,
    fresh = false,
  ): Promise<{ res: IncomingMessage; body: Buffer }> =>
    new Promise<{ res: IncomingMessage; body: Buffer }>((resolvePromise, reject) => {
      const transport = url.protocol === 'https:' ? https : http;
      const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
      const cap = request.maxBodyBytes ?? defaultMaxBody;
      const req = transport.request(
        url,
        {
          method: request.method,
          headers: {
            'user-agent': options.userAgent ?? 'Formbase/1.0',
            ...(body ? { 'content-length': String(body.length) } : {}),
            ...request.headers,
          },
          lookup: pinnedLookup(target.address, target.family),
          agent: fresh ? false : agentFor(url.protocol, target.address),
          signal,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let kept = 0;
          const finish = () => resolvePromise({ res, body: Buffer.concat(chunks) });
          res.on('data', (chunk: Buffer) => {
            if (kept < cap) {
              chunks.push(chunk.subarray(0, cap - kept));
              kept += Math.min(chunk.length, cap - kept);
            }
            if (kept >= cap) {
              res.removeAllListeners('data');
              finish();
              res.destroy();
            }
          });
          res.on('end', finish);
          res.on('error', reject);
        },
      );
      req.on('error', (error) => {
        const unanswered = !fresh && req.reusedSocket && !signal.aborted && closedUnanswered(error);
        if (unanswered) exchange(url, request, target, signal, true).then(resolvePromise, reject);
        else reject(error);
      });
      req.end(body);
    });

  return {
    async send(request: OutboundRequest): Promise<OutboundResponse> {
      let url: URL;
      try {
        url = new URL(request.url);
      } catch {
        throw new OutboundError('invalid_url', 'the URL is not absolute');
      }
      if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new OutboundError('invalid_url', 'only http(s) URLs are allowed');
      const started = Date.now();
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), request.timeoutMs);
      const timedOut = new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', () =>
          reject(new OutboundError('timeout', `no response within ${request.timeoutMs} ms`)),
        ),
      );
      timedOut.catch(() => undefined);
      try {
        const target = await Promise.race([vet(url.hostname), timedOut]);
        const { res, body } = await Promise.race([exchange(url, request, target, controller.signal), timedOut]);
        return {
          status: res.statusCode ?? 0,
          headers: headerMap(res),
          body: body.toString('utf8'),
          ms: Date.now() - started,
        };
      } catch (error) {
        if (error instanceof OutboundError) throw error;
        if (controller.signal.aborted) throw new OutboundError('timeout', `no response within ${request.timeoutMs} ms`);
        throw new OutboundError(
          'network',
          `connection failed (${errorCode(error) ?? (error instanceof Error ? error.message : String(error))})`,
        );
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
