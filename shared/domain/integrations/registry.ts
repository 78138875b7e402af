import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import type { EntityShape } from '../entity.js';
import { chatConfig, crmConfig, forwardEndpointConfig, newsletterConfig, spreadsheetConfig } from './config.js';

/**
 * How an integration type connects: by browser authorization (OAuth 2), with an API connection the provider checks
 * before anything is stored (`api_key`, `access_key`: the `kind` a request's `connection` names), or not at all.
 */
export type ConnectionKind = 'browser' | 'api_key' | 'access_key' | 'none';

/**
 * What the domain knows of one integration type; its behaviour (authorize, check, send) is the driver of the same
 * type in shared/adapters/integrations, and the compiler holds the two lists equal.
 */
export type IntegrationDeclaration = {
  /** The config fields a request gives and the drivers read back (defaults applied). */
  config: EntityShape;
  /** Where the provider lives (configuration keys of ProviderUrls; the local service points them at its fakes). */
  urls: Readonly<Record<string, string>>;
  /** Connection fields that are secrets; a provider refusing the credentials names the first (`connection.<field>`). */
  secretFields?: readonly string[];
  /**
   * What a form may hold only once (a second is 409 naming `type`), from the request's connection; absent: a form
   * may hold several (chat channels, sheets, audiences: the destination is only known after authorization).
   */
  destinationKey?(connection: Readonly<Record<string, string>>): string;
  /** A forwarding bridge: it stops by itself BRIDGE_LIFETIME_MS after creation. */
  bridge?: boolean;
} & (
  | { connection: 'browser'; /** The OAuth app's environment prefix (`<P>_CLIENT_ID`...). */ oauthApp: string }
  | { connection: 'api_key' | 'access_key' }
  | { connection: 'none'; /** Why a request's `connection` is refused. */ noConnection: string }
);

const ENDPOINT_IS_ENOUGH = 'the endpoint_id is enough';

/**
 * Every integration type, in the order the API lists them. Neutral type names on the wire; the providers behind
 * them: chat_a Slack, chat_b Discord, spreadsheet Google Sheets, crm ActiveCampaign, newsletter Mailchimp, forward_a
 * Formspree, forward_b Web3Forms, forward_c Basin.
 */
export const INTEGRATION_REGISTRY = {
  chat_a: {
    connection: 'browser',
    oauthApp: 'SLACK',
    config: chatConfig,
    urls: {
      slackAuthorize: 'https://slack.com/oauth/v2/authorize',
      slackToken: 'https://slack.com/api/oauth.v2.access',
    },
  },
  chat_b: {
    connection: 'browser',
    oauthApp: 'DISCORD',
    config: chatConfig,
    urls: {
      discordAuthorize: 'https://discord.com/oauth2/authorize',
      discordToken: 'https://discord.com/api/oauth2/token',
      discordApi: 'https://discord.com/api',
    },
  },
  spreadsheet: {
    connection: 'browser',
    oauthApp: 'GOOGLE',
    config: spreadsheetConfig,
    urls: {
      googleAuthorize: 'https://accounts.google.com/o/oauth2/v2/auth',
      googleToken: 'https://oauth2.googleapis.com/token',
      sheetsApi: 'https://sheets.googleapis.com',
    },
  },
  crm: {
    connection: 'api_key',
    config: crmConfig,
    urls: {},
    secretFields: ['api_key'],
    /** One integration per ActiveCampaign account and form. */
    destinationKey: (connection) =>
      `crm#${createHash('sha256').update(new URL(connection.api_url!).host.toLowerCase()).digest('hex').slice(0, 32)}`,
  },
  newsletter: {
    connection: 'browser',
    oauthApp: 'MAILCHIMP',
    config: newsletterConfig,
    urls: {
      mailchimpAuthorize: 'https://login.mailchimp.com/oauth2/authorize',
      mailchimpToken: 'https://login.mailchimp.com/oauth2/token',
      mailchimpMetadata: 'https://login.mailchimp.com/oauth2/metadata',
    },
  },
  forward_a: {
    connection: 'none',
    noConnection: ENDPOINT_IS_ENOUGH,
    config: forwardEndpointConfig,
    urls: { formspree: 'https://formspree.io' },
    destinationKey: () => 'forward_a',
    bridge: true,
  },
  forward_b: {
    connection: 'access_key',
    config: {},
    urls: { web3forms: 'https://api.web3forms.com/submit' },
    secretFields: ['access_key'],
    destinationKey: () => 'forward_b',
    bridge: true,
  },
  forward_c: {
    connection: 'none',
    noConnection: ENDPOINT_IS_ENOUGH,
    config: forwardEndpointConfig,
    urls: { basin: 'https://usebasin.com' },
    destinationKey: () => 'forward_c',
    bridge: true,
  },
} as const satisfies Record<string, IntegrationDeclaration>;

type Registry = typeof INTEGRATION_REGISTRY;
export type IntegrationType = keyof Registry;
export const INTEGRATION_TYPES = Object.keys(INTEGRATION_REGISTRY) as [IntegrationType, ...IntegrationType[]];

/** One type's declaration, read as the general shape (optional parts may be absent). */
export const declarationOf = (type: IntegrationType): IntegrationDeclaration => INTEGRATION_REGISTRY[type];

/** Types connected by browser authorization (OAuth 2 authorization code). */
export type OAuthType = {
  [T in IntegrationType]: Registry[T]['connection'] extends 'browser' ? T : never;
}[IntegrationType];
export const isOAuthType = (t: string): t is OAuthType =>
  Object.hasOwn(INTEGRATION_REGISTRY, t) && declarationOf(t as IntegrationType).connection === 'browser';
export const OAUTH_TYPES = INTEGRATION_TYPES.filter(isOAuthType) as [OAuthType, ...OAuthType[]];

/** The OAuth app environment prefix of each browser type (provider names, copied from the provider's console). */
export const OAUTH_APP_ENV = Object.fromEntries(
  OAUTH_TYPES.map((type) => [type, INTEGRATION_REGISTRY[type].oauthApp]),
) as Record<OAuthType, string>;

export const isBridge = (t: IntegrationType) => declarationOf(t).bridge === true;

/** Where each provider lives: the union of every type's `urls` keys. */
export type ProviderUrlKey = { [T in IntegrationType]: keyof Registry[T]['urls'] }[IntegrationType];
export type ProviderUrls = Record<ProviderUrlKey, string>;
export const REAL_PROVIDER_URLS = Object.assign(
  {},
  ...INTEGRATION_TYPES.map((type) => INTEGRATION_REGISTRY[type].urls),
) as ProviderUrls;
/** The URL keys a type owns (switched together between its fake and the real provider). */
export const providerUrlKeys = (type: IntegrationType) => Object.keys(declarationOf(type).urls) as ProviderUrlKey[];

const STORED_CONFIGS = Object.fromEntries(
  INTEGRATION_TYPES.map((type) => [type, z.object(INTEGRATION_REGISTRY[type].config)]),
) as { [T in IntegrationType]: z.ZodMiniObject<Registry[T]['config']> };

export type IntegrationConfig<T extends IntegrationType> = z.output<(typeof STORED_CONFIGS)[T]>;

/** The stored config of an integration of `type`, checked and with its defaults (once per delivery or setup). */
export function integrationConfig<T extends IntegrationType>(
  integration: { id: string; type: string; config: unknown },
  type: T,
): IntegrationConfig<T> {
  if (integration.type !== type) throw new Error(`integration ${integration.id} is ${integration.type}, not ${type}`);
  return z.parse(STORED_CONFIGS[type], integration.config);
}
