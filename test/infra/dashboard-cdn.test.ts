import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATH_PREFIXES, DASHBOARD_CSP, FILE_CACHE, IMMUTABLE_CACHE, PAGE_CACHE } from '@shared/infra/dashboard.js';
import { ALL_PUBLIC_ACCESS_BLOCKED, build } from './synth.js';

/** A built app as Vite lays it out: the default configuration synthesized once, uploading it. */
const dist = mkdtempSync(join(tmpdir(), 'formbase-dashboard-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><script type="module" src="/assets/index-a1b2c3.js"></script>');
writeFileSync(join(dist, 'assets', 'index-a1b2c3.js'), 'export {};');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const { app, stateless } = build({ dashboardAssets: dist });
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
const template = Template.fromStack(stateless);

type Resource = { Properties: Record<string, unknown> };
const only = (type: string): Resource => {
  const found = Object.values(template.findResources(type)) as Resource[];
  expect(found).toHaveLength(1);
  return found[0]!;
};
const config = () => only('AWS::CloudFront::Distribution').Properties.DistributionConfig as Record<string, unknown>;
interface Behaviour {
  PathPattern?: string;
  AllowedMethods?: string[];
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  ResponseHeadersPolicyId?: unknown;
  FunctionAssociations?: { FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
  ViewerProtocolPolicy: string;
}
const behaviours = () => config().CacheBehaviors as Behaviour[];
const functionCode = (behaviour: Behaviour): string => {
  const [logicalId] = behaviour.FunctionAssociations![0]!.FunctionARN['Fn::GetAtt'];
  return JSON.stringify(template.toJSON().Resources[logicalId].Properties.FunctionCode);
};
/** Runs a CloudFront Function's code (plain ES5, as the JS 2.0 runtime runs it) on one viewer request. */
const run = (code: string, uri: string, querystring: Record<string, unknown> = {}) =>
  runInNewContext(`${code}\nhandler(event)`, { event: { request: { uri, querystring, headers: {} } } }) as {
    uri?: string;
    statusCode?: number;
    headers?: { location: { value: string } };
  };

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('dashboard bucket', () => {
  it('is private, encrypted, TLS only, and read by CloudFront through Origin Access Control', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: ALL_PUBLIC_ACCESS_BLOCKED,
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    });
    const policy = JSON.stringify(only('AWS::S3::BucketPolicy').Properties.PolicyDocument);
    expect(policy).toContain('"aws:SecureTransport":"false"');
    expect(policy).toContain('cloudfront.amazonaws.com');
    expect(policy).toContain('AWS:SourceArn');
    expect(only('AWS::CloudFront::OriginAccessControl').Properties).toMatchObject({
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always' },
    });
  });
});

describe('dashboard distribution', () => {
  it('passes /v1/* and /oauth/* to the API with every method and no caching', () => {
    for (const prefix of ['/v1', '/oauth']) {
      expect(behaviours().find((b) => b.PathPattern === `${prefix}/*`)).toMatchObject({
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        ViewerProtocolPolicy: 'https-only',
      });
    }
  });

  it('redirects /f/* to the form endpoint (308, method kept) so ingest sees the visitor address', () => {
    const form = behaviours().find((b) => b.PathPattern === '/f/*')!;
    expect(form).toMatchObject({ CachePolicyId: CACHING_DISABLED, AllowedMethods: expect.arrayContaining(['POST']) });
    const code = functionCode(form);
    expect(code).toContain('statusCode: 308');
    // The target is the API's own URL, resolved by CloudFormation.
    expect(code).toContain('ApiEndpoint');
  });

  it('covers every API prefix with a behaviour of its own', () => {
    expect(
      behaviours()
        .map((b) => b.PathPattern)
        .sort(),
    ).toEqual(API_PATH_PREFIXES.map((p) => `${p}/*`).sort());
  });

  it('serves the app with the dashboard CSP, frame-ancestors none, HSTS and nosniff', () => {
    const fallback = config().DefaultCacheBehavior as Behaviour;
    expect(fallback).toMatchObject({ AllowedMethods: ['GET', 'HEAD'], ViewerProtocolPolicy: 'redirect-to-https' });
    expect(fallback.ResponseHeadersPolicyId).toBeDefined();
    const headers = only('AWS::CloudFront::ResponseHeadersPolicy').Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
    };
    const security = headers.SecurityHeadersConfig;
    expect(security.ContentSecurityPolicy!.ContentSecurityPolicy).toBe(DASHBOARD_CSP);
    expect(DASHBOARD_CSP).toContain("frame-ancestors 'none'");
    expect(DASHBOARD_CSP).not.toContain('unsafe-inline');
    expect(security.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31_536_000, Override: true });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(security.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
  });

  it('answers page routes with /index.html, and leaves files and API paths alone', () => {
    const code = JSON.parse(functionCode(config().DefaultCacheBehavior as Behaviour)) as string;
    for (const page of ['/', '/forms/frm_1/inbox', '/sign-in/link', '/f', '/fonts-page'])
      expect(run(code, page).uri, page).toBe(page === '/f' ? '/f' : '/index.html');
    for (const kept of ['/assets/index-a1b2c3.js', '/favicon.svg', '/v1/forms', '/oauth/slack/callback', '/v1'])
      expect(run(code, kept).uri, kept).toBe(kept);
  });

  it('answers /f/* with a 308 keeping the path and the query', () => {
    const code = functionCode(behaviours().find((b) => b.PathPattern === '/f/*')!);
    const source = (JSON.parse(code) as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1]
      .map((part) => (typeof part === 'string' ? part : 'https://api.example'))
      .join('');
    const answer = run(source, '/f/contact', {
      a: { value: 'x y' },
      b: { value: '1', multiValue: [{ value: '1' }, { value: '2' }] },
    });
    expect(answer.statusCode).toBe(308);
    expect(answer.headers!.location.value).toBe('https://api.example/f/contact?a=x%20y&b=1&b=2');
  });

  it('is cdk-nag clean, each acknowledgement with its reason', () => {
    const report = new AwsSolutionsChecks().validateScope(app);
    expect(report.violations.map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath)}`)).toEqual(
      [],
    );
  });

  it('gives the functions the distribution as the dashboard origin and outputs its URL', () => {
    const domain = { 'Fn::GetAtt': [expect.stringMatching(/^DashboardDistribution/), 'DomainName'] };
    const ingest = Object.values(template.findResources('AWS::Lambda::Function')).find((f) =>
      JSON.stringify(f).includes('DASHBOARD_ORIGIN'),
    ) as Resource;
    const env = (ingest.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env.DASHBOARD_ORIGIN).toEqual({ 'Fn::Join': ['', ['https://', domain]] });
    expect(template.toJSON().Outputs.DashboardUrl.Value).toEqual({ 'Fn::Join': ['', ['https://', domain]] });
  });
});

describe('dashboard upload', () => {
  interface Deployment {
    Properties: {
      DestinationBucketKeyPrefix?: string;
      SystemMetadata?: Record<string, string>;
      Prune: boolean;
      SourceObjectKeys: unknown[];
    };
    DependsOn?: string[];
  }
  const deployments = () =>
    Object.entries(template.findResources('Custom::CDKBucketDeployment')) as [string, Deployment][];

  it('uploads hashed assets cached immutably, index.html revalidated and after them, and prunes nothing', () => {
    const byCache = Object.fromEntries(
      deployments().map(([id, d]) => [d.Properties.SystemMetadata?.['cache-control'], { id, ...d }]),
    );
    expect(byCache[IMMUTABLE_CACHE]).toMatchObject({ Properties: { DestinationBucketKeyPrefix: 'assets/' } });
    expect(byCache[PAGE_CACHE]!.DependsOn).toEqual(expect.arrayContaining([byCache[IMMUTABLE_CACHE]!.id]));
    for (const [, deployment] of deployments()) expect(deployment.Properties.Prune).toBe(false);
  });

  it('uploads each file once, with the cache header of its kind, and never the build manifest', () => {
    const uploaded = Object.fromEntries(
      deployments().map(([, d]) => {
        const [key] = d.Properties.SourceObjectKeys as string[];
        const staged = join(app.outdir, `asset.${String(key).replace(/\.zip$/, '')}`);
        const files = readdirSync(staged, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
        return [d.Properties.SystemMetadata!['cache-control'], files.map((f) => f.name).sort()];
      }),
    );
    expect(uploaded).toEqual({
      [IMMUTABLE_CACHE]: ['index-a1b2c3.js'],
      [FILE_CACHE]: ['favicon.svg'],
      [PAGE_CACHE]: ['index.html'],
    });
  });

  it('uploads nothing, with a synth warning, when the app is not built', () => {
    const missing = build({ dashboardAssets: join(dist, 'missing') });
    const warnings = missing.stateless.node
      .findAll()
      .flatMap((c) => c.node.metadata)
      .filter((m) => m.type === 'aws:cdk:warning')
      .map((m) => String(m.data));
    expect(warnings.join('\n')).toMatch(/dashboard is not uploaded/);
    expect(missing.stateless.node.findAll().some((c) => c.node.id === 'Page')).toBe(false);
  });
});
