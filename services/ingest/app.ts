import { PUBLIC_FORM_PATH_PATTERN } from '@shared/http/public-form-routes.js';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { DomainError, MethodNotAllowedError, NotFoundError } from '@shared/domain/errors.js';
import { withinFunctionTime } from '@shared/adapters/request-deadline.js';
import { asDependencyFailure } from '@shared/http/dependency-failure.js';
import { describeError, type LogFields } from '@shared/observability/log.js';
import { httpEnvelope, requestLogFields } from '@shared/http/middleware.js';
import { requestFromEvent } from '@shared/http/request.js';
import { serviceMetrics } from '@shared/observability/metrics.js';
import { json, noContent, type HttpResult } from '@shared/http/response.js';
import type { IngestDeps } from './deps.js';
import { bodyKind, parseBody } from './http/body.js';
import { submissionMetrics } from './http/metrics.js';
import { corsHeaders, preflightHeaders, prefersJson } from './http/negotiate.js';
import { parsePresignBody } from './http/presign-body.js';
import { formspreeFields, speaksFormspree } from './http/formspree.js';
import { errorResponse, hostedSuccess, successResponse, type ResponseContext } from './http/respond.js';
import { assertAcceptsSubmissions, findForm } from './use-cases/find-form.js';
import { presignUploads } from './use-cases/presign-uploads.js';
import { submit } from './use-cases/submit.js';

const ALLOWED_METHODS = ['POST', 'OPTIONS'];
const PAGE_METHODS = ['GET'];

/**
 * The public submission function, `POST /f/{public_slug}` and `POST /f/{public_slug}/uploads` (and their CORS
 * preflights): find the form → CORS → live check → parse the body → submit (or presign) → the negotiated response.
 * Every submission outcome, refusals included, answers in the client's format (JSON envelope, Formspree's client
 * shapes, or the form's own pages/redirects for plain HTML posts); presigning is a fetch API and always answers
 * JSON. `GET /f/{public_slug}/thanks` is the hosted success page on its own.
 */
export function createIngestHandler(deps: IngestDeps) {
  const route = async (event: APIGatewayProxyEventV2): Promise<HttpResult> => {
    const req = requestFromEvent(event);
    const log: LogFields = {};
    requestLogFields.set(event, log);
    const ctx: ResponseContext = {
      json: prefersJson(req.headers),
      formspree: false,
      baseUrl: deps.config.publicBaseUrl,
      bodyBytes: req.body?.length ?? 0,
      cors: {},
      form: undefined,
      referer: req.headers.referer,
      origin: req.headers.origin,
    };
    try {
      const [, slug, sub] = PUBLIC_FORM_PATH_PATTERN.exec(req.path) ?? [];
      if (slug === undefined) throw new NotFoundError(`no route for ${req.method} ${req.path}`);
      const uploads = sub === 'uploads';
      if (uploads) ctx.json = true;
      else if (sub === 'thanks') ctx.json = false;
      else ctx.formspree = speaksFormspree(req.headers);
      const methods = sub === 'thanks' ? PAGE_METHODS : ALLOWED_METHODS;
      if (!methods.includes(req.method))
        throw new MethodNotAllowedError(`method ${req.method} is not allowed here`, methods);
      const form = await findForm(deps, slug);
      ctx.form = form;
      Object.assign(log, { form_id: form.id, tenant_id: form.tenantId });
      if (sub === 'thanks') return hostedSuccess(ctx, form);
      ctx.cors = corsHeaders(req.headers.origin, form.allowedOrigins);
      if (req.method === 'OPTIONS') return noContent({ ...ctx.cors, ...preflightHeaders() });
      assertAcceptsSubmissions(form);
      if (uploads) {
        const presigned = await presignUploads(
          deps,
          {
            form,
            body: parsePresignBody(req.headers['content-type'], req.body),
            formKeyHeader: req.headers['x-form-key'],
            submitterIp: req.sourceIp,
          },
          log,
        );
        return json(200, presigned, ctx.cors);
      }
      const contentType = req.headers['content-type'];
      const parsed = await parseBody(bodyKind(contentType), contentType ?? '', req.body ?? Buffer.alloc(0));
      const fields = ctx.formspree ? formspreeFields(parsed.fields, req.headers) : parsed.fields;
      const result = await submit(
        deps,
        {
          form,
          fields,
          files: parsed.files,
          formKeyHeader: req.headers['x-form-key'],
          submitterIp: req.sourceIp,
          headers: req.headers,
          receivedAt: req.receivedAt,
        },
        log,
      );
      return successResponse(ctx, form, result);
    } catch (thrown) {
      const error = asDependencyFailure(thrown);
      if (error instanceof DomainError) {
        log.error_code = error.code;
        if (error !== thrown) Object.assign(log, describeError(thrown));
      } else Object.assign(log, { error_code: 'internal_error', ...describeError(error) });
      return errorResponse(ctx, error);
    }
  };

  return middy<APIGatewayProxyEventV2, HttpResult>()
    .use(httpEnvelope(deps.logger, { leanSuccess: ['method', 'path', 'tenant_id'] }))
    .use(submissionMetrics(serviceMetrics('ingest')))
    .handler((event, context) => withinFunctionTime(context, () => route(event)));
}
