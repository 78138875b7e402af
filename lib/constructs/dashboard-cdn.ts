import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  BOOTSTRAP_QUALIFIER_CONTEXT,
  DefaultStackSynthesizer,
  Duration,
  Fn,
  RemovalPolicy,
  Stack,
  Token,
  Validations,
  type CfnElement,
} from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import {
  API_PATH_PREFIXES,
  DASHBOARD_CSP,
  DASHBOARD_SECURITY_HEADERS,
  FILE_CACHE,
  IMMUTABLE_CACHE,
  PAGE_CACHE,
} from '@shared/infra/dashboard.js';

/** The public form endpoint's prefix: redirected, never proxied (see below). */
const FORM_PREFIX: (typeof API_PATH_PREFIXES)[number] = '/f';

export interface DashboardCdnProps {
  /** `https://{id}.execute-api.{region}.amazonaws.com`: the origin of `/v1/*` and `/oauth/*`. */
  readonly apiEndpoint: string;
  /** Where form submissions go (the embed panel's URL): `/f/*` on the distribution redirects there. */
  readonly formEndpoint: string;
  /** The built app (`packages/dashboard/dist`); without its `index.html` nothing is uploaded (a synth warning). */
  readonly assets: string;
}

/**
 * The owner dashboard on AWS, one origin for the app and the API as `npm start` serves it locally: a private
 * bucket holding the built app behind CloudFront (Origin Access Control), the API's `/v1/*` and `/oauth/*` passed
 * through uncached, page routes answered with `index.html`, and the dashboard's security headers on every app file.
 *
 * `/f/*` is not proxied: behind CloudFront, API Gateway would see CloudFront's address instead of the visitor's,
 * which ingest's rate limits, block lists and analytics read. It answers a 308 to the form endpoint instead.
 */
export class DashboardCdn extends Construct {
  readonly distribution: cloudfront.Distribution;
  readonly bucket: s3.Bucket;
  /** `https://<distribution domain>`, no trailing slash. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: DashboardCdnProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'Holds only the public build output of the dashboard, written by the deployment and read by CloudFront ' +
        'through Origin Access Control alone; every read is a CloudFront request, so S3 access logs would record ' +
        'nothing but CloudFront fetching files anyone can load.',
    });

    const apiOrigin = new origins.HttpOrigin(Fn.select(2, Fn.split('/', props.apiEndpoint)), {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
    });
    const apiBehaviour: cloudfront.BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    };
    const formRedirect = new cloudfront.Function(this, 'FormRedirect', {
      comment: 'Sends /f/* to the form endpoint, so ingest sees the visitor address',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(formRedirectCode(props.formEndpoint)),
    });
    const formBehaviour: cloudfront.BehaviorOptions = {
      ...apiBehaviour,
      functionAssociations: [{ function: formRedirect, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
    };
    const pageFallback = new cloudfront.Function(this, 'PageFallback', {
      comment: 'Answers page routes (extension-less paths outside the API) with /index.html',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(pageFallbackCode()),
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Formbase dashboard and its API',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        // Honours the Cache-Control each file was uploaded with (immutable assets, index.html revalidated).
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: new cloudfront.ResponseHeadersPolicy(this, 'Headers', {
          comment: 'Dashboard security headers (shared/infra/dashboard.ts)',
          securityHeadersBehavior: securityHeaders(),
        }),
        functionAssociations: [{ function: pageFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: Object.fromEntries(
        API_PATH_PREFIXES.map((prefix) => [`${prefix}/*`, prefix === FORM_PREFIX ? formBehaviour : apiBehaviour]),
      ),
    });
    acknowledgeDistribution(this.distribution);
    this.url = `https://${this.distribution.distributionDomainName}`;
    this.deploy(props.assets);
  }

  /**
   * Uploads the built app, hashed assets first so that a new `index.html` never names a file not there yet. Nothing
   * is pruned: a browser holding the previous `index.html` still loads the assets it names.
   */
  private deploy(dist: string): void {
    if (!existsSync(join(dist, 'index.html'))) {
      Validations.of(this).addWarning(
        'formbase:dashboard-not-built',
        `No ${join(dist, 'index.html')}: the dashboard is not uploaded. \`npx cdk synth|deploy\` builds it ` +
          '(bin/app.ts); or pass -c dashboardAssets=<built dist directory>.',
      );
      return;
    }
    const upload = (id: string, source: s3deploy.ISource, cacheControl: string, keyPrefix?: string) =>
      new s3deploy.BucketDeployment(this, id, {
        sources: [source],
        destinationBucket: this.bucket,
        destinationKeyPrefix: keyPrefix,
        cacheControl: [s3deploy.CacheControl.fromString(cacheControl)],
        prune: false,
        memoryLimit: 256,
      });
    const assets = upload('Assets', s3deploy.Source.asset(join(dist, 'assets')), IMMUTABLE_CACHE, 'assets/');
    const files = upload(
      'OtherFiles',
      s3deploy.Source.asset(dist, { exclude: ['assets', 'index.html', '.vite'] }),
      FILE_CACHE,
    );
    const page = upload('Page', s3deploy.Source.asset(dist, { exclude: ['*', '.*', '!index.html'] }), PAGE_CACHE);
    page.node.addDependency(assets, files);
    acknowledgeDeploymentHandler(assets, this.bucket);
  }
}

function securityHeaders(): cloudfront.ResponseSecurityHeadersBehavior {
  return {
    contentSecurityPolicy: { contentSecurityPolicy: DASHBOARD_CSP, override: true },
    contentTypeOptions: { override: true },
    frameOptions: {
      frameOption: DASHBOARD_SECURITY_HEADERS['x-frame-options'] as cloudfront.HeadersFrameOption,
      override: true,
    },
    referrerPolicy: {
      referrerPolicy: DASHBOARD_SECURITY_HEADERS['referrer-policy'] as cloudfront.HeadersReferrerPolicy,
      override: true,
    },
    strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: false, override: true },
  };
}

/** CloudFront Function (viewer request): page routes of the single-page app are served `/index.html`. */
export function pageFallbackCode(): string {
  return `var API = ${JSON.stringify(API_PATH_PREFIXES)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var api = API.some(function (p) { return uri === p || uri.indexOf(p + '/') === 0; });
  if (!api && uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;
}

/** CloudFront Function (viewer request): `/f/*` answers 308 (method and body kept) to the form endpoint. */
export function formRedirectCode(formEndpoint: string): string {
  return `var TARGET = ${JSON.stringify(formEndpoint)};
function handler(event) {
  var request = event.request;
  var query = Object.keys(request.querystring).map(function (name) {
    var entry = request.querystring[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    return values.map(function (v) { return encodeURIComponent(name) + '=' + encodeURIComponent(v.value); }).join('&');
  }).join('&');
  var location = TARGET + request.uri + (query ? '?' + query : '');
  return { statusCode: 308, statusDescription: 'Permanent Redirect', headers: { location: { value: location } } };
}`;
}

/** CDK's own upload function (one per stack, shared by the three uploads): its role and runtime are CDK's. */
function acknowledgeDeploymentHandler(deployment: s3deploy.BucketDeployment, bucket: s3.Bucket): void {
  const handler = deployment.handlerRole.node.scope!;
  Validations.of(handler).acknowledge(
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "CDK's BucketDeployment function writes its own logs through AWSLambdaBasicExecutionRole; the managed " +
        'policy grants only log-group and log-stream writes, which is all a customer policy would say.',
    },
    ...[
      'Action::s3:GetObject*',
      'Action::s3:GetBucket*',
      'Action::s3:List*',
      'Action::s3:DeleteObject*',
      'Action::s3:Abort*',
      `Resource::arn:<AWS::Partition>:s3:::${assetBucketName(Stack.of(deployment))}/*`,
      `Resource::<${Stack.of(deployment).getLogicalId(bucket.node.defaultChild as CfnElement)}.Arn>/*`,
    ].map((finding) => ({
      id: `AwsSolutions-IAM5[${finding}]`,
      reason:
        "CDK's BucketDeployment grants its copy function read on the CDK asset bucket's objects and read/write on " +
        "the dashboard bucket's objects (any key: it uploads a whole directory); nothing else.",
    })),
    {
      id: 'AwsSolutions-L1',
      reason:
        "The runtime of CDK's BucketDeployment function is chosen by aws-cdk-lib (it bundles the AWS CLI layer " +
        'for that runtime) and moves with each CDK upgrade; it is not configurable.',
    },
  );
}

/** The CDK bootstrap asset bucket as cdk-nag names it in a finding (region literal when the stack is pinned). */
function assetBucketName(stack: Stack): string {
  const qualifier =
    (stack.node.tryGetContext(BOOTSTRAP_QUALIFIER_CONTEXT) as string | undefined) ??
    DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  return `cdk-${qualifier}-assets-<AWS::AccountId>-${region}`;
}

function acknowledgeDistribution(distribution: cloudfront.Distribution): void {
  Validations.of(distribution).acknowledge(
    {
      id: 'AwsSolutions-CFR1',
      reason:
        'No geo restriction: owners sign in from wherever they work, and a form backend has no country it must ' +
        'refuse; the API authenticates every request behind the distribution.',
    },
    {
      id: 'AwsSolutions-CFR2',
      reason:
        'No WAF web ACL: it costs a fixed monthly fee per deployment of this self-hosted project; the API ' +
        'authenticates and rate-limits every key and session itself and API Gateway throttles the stage.',
    },
    {
      id: 'AwsSolutions-CFR3',
      reason:
        'No CloudFront access logs: they would store every owner and visitor IP address with no retention story ' +
        '(personal data); API requests are already logged by API Gateway without addresses.',
    },
    {
      id: 'AwsSolutions-CFR4',
      reason:
        "The distribution uses CloudFront's default *.cloudfront.net certificate, whose minimum protocol CloudFront " +
        'fixes at TLSv1; a TLS 1.2 minimum needs a custom domain with an ACM certificate, which this stack does not take.',
    },
  );
}
