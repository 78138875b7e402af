import type { SubmissionView } from '../delivery/targets.js';
import type { OutboundHttp } from '../outbound.js';
import type { TemplateData } from './template.js';
import type { ProviderUrls } from './registry.js';
import type { Integration, IntegrationType, OAuthType, SecretBox } from './types.js';

export type { ConnectionKind, ProviderUrls } from './registry.js';

/**
 * The port every integration provider implements (adapters in shared/adapters/integrations, one per provider),
 * and the runtime the API and the delivery service reach them through.
 */

export interface DriverDeps {
  http: OutboundHttp;
  urls: ProviderUrls;
}

/** A resolved OAuth app. */
export interface OAuthApp {
  clientId: string;
  clientSecret: string;
}

export type Credentials = Record<string, string>;

/** What a completed authorization (or validated credential) yields. */
export interface Connected {
  credentials: Credentials;
  /** Config keys setup filled in (e.g. the created spreadsheet's id, the first audience). */
  config?: Record<string, unknown>;
  /** Non-secret facts shown in `last_status` (channel, workspace, sheet URL). */
  connected: Record<string, unknown>;
}

/** The provider refused (or setup failed); `message` is shown to the owner. */
export class ConnectError extends Error {
  constructor(
    message: string,
    /** The provider refused the credentials themselves (→ 400 naming the connection field at create). */
    readonly refused = false,
  ) {
    super(message);
    this.name = 'ConnectError';
  }
}

/**
 * How a send ended. `permanent`: this delivery is dead, the integration stays as it is (e.g. an invalid e-mail).
 * `owner`: dead, and the integration moves to `error` (the destination is gone or refuses us). `reauth`: dead, and
 * the integration moves to `needs_reauth`.
 */
export interface SendOutcome {
  kind: 'delivered' | 'retry' | 'permanent' | 'owner' | 'reauth';
  error?: string;
  statusCode?: number;
  ms?: number;
  excerpt?: string;
  retryAfterSeconds?: number;
}

export interface SendInput {
  integration: Integration;
  credentials: Credentials;
  /** The resolved OAuth app (token refresh); undefined for credential types. */
  app?: OAuthApp;
  submission: SubmissionView;
  data: TemplateData;
  test: boolean;
  now: Date;
  /** Steps finished by earlier tries of this delivery (multi-step providers). */
  progress: Record<string, unknown>;
  saveProgress(progress: Record<string, unknown>): Promise<void>;
  /** Replaces the stored credentials (a refreshed access token). */
  saveCredentials(credentials: Credentials): Promise<void>;
  /** What is being sent, credentials removed; recorded on the delivery. */
  payload: Record<string, unknown>;
}

/**
 * How one integration type authorizes, checks and sends. What the domain knows of the type (connection kind,
 * secret fields, destination key, config) is its declaration in `registry.ts`; the use cases read those and never
 * branch on a type's name.
 */
export interface IntegrationDriver {
  type: IntegrationType;
  /** Browser authorization: the provider's authorize URL. */
  authorizeUrl?(urls: ProviderUrls, app: OAuthApp, p: { state: string; redirectUri: string }): string;
  /** Browser authorization: exchange the code, run the provider's setup. Throws ConnectError. */
  connect?(
    deps: DriverDeps,
    app: OAuthApp,
    p: { code: string; redirectUri: string; integration: Integration; formName: string },
  ): Promise<Connected>;
  /** Credential types: check with the provider (or locally) before anything is stored. Throws ConnectError. */
  validate?(deps: DriverDeps, connection: Record<string, string>): Promise<Connected>;
  send(deps: DriverDeps, input: SendInput): Promise<SendOutcome>;
}

/** What the API and the delivery service need to talk to providers. */
export interface IntegrationRuntime {
  drivers: Record<IntegrationType, IntegrationDriver>;
  driverDeps: DriverDeps;
  secrets: SecretBox;
  /** The OAuth app of a type, secret resolved; undefined for types without one or when the deployment did not configure it. */
  app(type: IntegrationType): Promise<OAuthApp | undefined>;
  /** `{public_base_url}/oauth/{type}/callback` */
  redirectUri(type: OAuthType): string;
}
