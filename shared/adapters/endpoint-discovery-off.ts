/**
 * Bundling stand-in for `@aws-sdk/middleware-endpoint-discovery`, of which the DynamoDB client uses two things at
 * start-up: the setting that switches endpoint discovery on (`AWS_ENABLE_ENDPOINT_DISCOVERY`, never set for our
 * functions) and a config resolver that builds an endpoint cache for it. No DynamoDB operation our functions send
 * discovers endpoints, so here discovery is off whatever the setting, and there is no cache (with the package, its
 * cache and mnemonist's LRU ~2 KB of every bundle). An esbuild `alias` (lib/bundling.ts) maps the package here; never
 * import this module directly.
 */
export const NODE_ENDPOINT_DISCOVERY_CONFIG_OPTIONS = {
  environmentVariableSelector: (): undefined => undefined,
  configFileSelector: (): undefined => undefined,
  default: undefined,
};

export const resolveEndpointDiscoveryConfig = <T extends object>(
  input: T,
  { endpointDiscoveryCommandCtor }: { endpointDiscoveryCommandCtor?: unknown },
) =>
  Object.assign(input, {
    endpointDiscoveryCommandCtor,
    endpointDiscoveryEnabled: () => Promise.resolve(false),
    isClientEndpointDiscoveryEnabled: false,
  });
