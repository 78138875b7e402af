import { Names, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** `"METHOD /path"`, the way API Gateway writes a route key. */
export type RouteKey = `${keyof typeof HttpMethod} /${string}`;

/** Account-level guard on the whole API; per-key and per-form limits are enforced in the handlers. */
export const STAGE_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;

/**
 * Access-log line (JSON). Deliberately without `$context.identity.sourceIp` and the user agent: visitors of public
 * forms are personal data subjects and the handlers log what they need. Paths carry ids/slugs, never query strings.
 * One line per request, so each field is paid per form post (~255 B, $0.12 per 1M): no request time (each log
 * event has its own timestamp) and no protocol.
 */
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  method: '$context.httpMethod',
  routeKey: '$context.routeKey',
  path: '$context.path',
  status: '$context.status',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationStatus: '$context.integrationStatus',
  integrationError: '$context.integrationErrorMessage',
  error: '$context.error.message',
} as const;

/**
 * The HTTP API (payload format 2.0) on a `$default` stage with JSON access logs and stage throttling.
 * No API-Gateway-level CORS: the ingest handler answers preflights per form (allowed origins are form settings).
 */
export class PublicHttpApi extends Construct {
  readonly api: HttpApi;
  /** The JSON access log (one line per request, see ACCESS_LOG_FIELDS), for saved Logs Insights queries. */
  readonly accessLogs: logs.LogGroup;
  private readonly integrations = new Map<lambda.IFunction, HttpLambdaIntegration>();

  constructor(scope: Construct, id: string, props: { readonly apiName: string }) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', { apiName: props.apiName, createDefaultStage: false });
    const accessLogs = (this.accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    }));
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: STAGE_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });
  }

  /** The base URL clients use (`https://{id}.execute-api.{region}.amazonaws.com`, no trailing slash). */
  get endpoint(): string {
    return this.api.apiEndpoint;
  }

  /**
   * Routes each key to `handler`. Authentication is the handler's job (see the acknowledgement below).
   *
   * @example
   * http.route(ingest, ['POST /f/{slug}', 'OPTIONS /f/{slug}']);
   */
  route(handler: lambda.IFunction, keys: readonly RouteKey[]): void {
    let integration = this.integrations.get(handler);
    if (!integration) {
      integration = new HttpLambdaIntegration(`${Names.nodeUniqueId(handler.node)}Integration`, handler);
      this.integrations.set(handler, integration);
    }
    for (const key of keys) {
      const [method, path] = key.split(' ') as [keyof typeof HttpMethod, string];
      const [route] = this.api.addRoutes({ path, methods: [HttpMethod[method]], integration });
      Validations.of(route!).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'No API Gateway authorizer by design: /f/* is the public form endpoint (anonymous visitors, guarded by ' +
          'per-form rate limits, captcha and spam checks in ingest); /v1/* authenticates the bearer API key or ' +
          'session token inside the router (keys are stored hashed in the table); /oauth/*/callback is verified by ' +
          'its signed state parameter.',
      });
    }
  }
}
