/**
 * Port for every outbound HTTP request (webhooks, integrations, CAPTCHA verification). The production adapter
 * refuses private, loopback, link-local and metadata addresses after DNS resolution and connects to the vetted
 * address; tests inject faults by wrapping it.
 */
export interface OutboundRequest {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Bytes of the response body to keep (the rest is discarded unread); the adapter's default when omitted. */
  maxBodyBytes?: number;
}

export interface OutboundResponse {
  status: number;
  headers: Record<string, string>;
  /** At most the first `maxBodyBytes` of the body, decoded as UTF-8. */
  body: string;
  ms: number;
}

export interface OutboundHttp {
  /** Resolves for any HTTP status; rejects with `OutboundError` for refused addresses, timeouts and network errors. */
  send(request: OutboundRequest): Promise<OutboundResponse>;
}

export class OutboundError extends Error {
  constructor(
    readonly kind: 'refused_address' | 'timeout' | 'network' | 'invalid_url',
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}
