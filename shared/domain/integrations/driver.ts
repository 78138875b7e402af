import type { SubmissionView } from '../delivery/targets.js';
import type { OutboundHttp } from '../outbound.js';
import type { TemplateData } from './template.js';
import type { Integration, IntegrationType, OAuthType, SecretBox } from './types.js';

/**
 * The port every integration provider implements (adapters in shared/adapters/integrations, one per provider),
 * and the runtime the API and the delivery service reach them through.
 */

/** Where each provider lives (configuration; the local service points these at its fakes). */
export interface ProviderUrls {
  slackAuthorize: string;
  slackToken: string;
  discordAuthorize: string;
  discordToken: string;
  discordApi: string;
  googleAuthorize: string;
  googleToken: string;
  sheetsApi: string;
  mailchimpAuthorize: string;
  mailchimpToken: string;
  mailchimpMetadata: string;
  formspree: string;
  web3forms: string;
  basin: string;
}

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
 * How an integration type connects: by browser authorization (OAuth 2), with an API connection the provider checks
 * before anything is stored (`api_key`, `access_key`: the `kind` a request's `connection` names), or not at all.
 */
export type ConnectionKind = 'browser' | 'api_key' | 'access_key' | 'none';

/**
 * One integration type, everything that differs between types: how it connects, which connection fields are
 * secrets, what a form may hold only once, and how it authorizes, checks and sends. The use cases read these and
 * never branch on a type's name.
 */
export interface IntegrationDriver {
  type: IntegrationType;
  connection: ConnectionKind;
  /** Connection fields that are secrets; a provider refusing the credentials names the first (`connection.<field>`). */
  secretFields?: readonly string[];
  /**
   * What a form may hold only once (a second is 409 naming `type`), from the request's connection; absent: a form
   * may hold several (chat channels, sheets, audiences: the destination is only known after authorization).
   */
  destinationKey?(connection: Readonly<Record<string, string>>): string;
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
  /** The OAuth app of a type, secret resolved; undefined when the deployment did not configure one. */
  app(type: OAuthType): Promise<OAuthApp | undefined>;
  /** `{public_base_url}/oauth/{type}/callback` */
  redirectUri(type: OAuthType): string;
}
