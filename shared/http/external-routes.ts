import { z } from 'zod';
import { PUBLIC_SLUG_PATTERN } from '@shared/domain/form.js';
import { DATA_REQUEST_EXPORT_ROUTE } from './data-request-routes.js';
import type { DocumentedRoute } from './openapi.js';

/**
 * Routes served by functions other than the API router (the public ingest endpoint, the CSV export), documented so
 * `/v1/openapi.json` describes the whole service. The ingest capability owns these entries: when it names its own
 * schemas, it should swap them in here (shapes per spec/gaps.md).
 */
const slugParams = z.object({
  public_slug: z
    .string()
    .regex(PUBLIC_SLUG_PATTERN)
    .meta({ description: "The form's public slug (Form.public_slug)." }),
});

const submissionFields = z.record(z.string(), z.unknown()).meta({
  description:
    'Form fields; repeated names become arrays. Reserved fields are never stored as data: _gotcha (honeypot), _form_key, ' +
    '_captcha, _uploads (array of upload keys), _to (routing alias), _subject, _replyto. email or _replyto give submitter_email.',
  examples: [{ name: 'Ada', email: 'ada@example.com', message: 'Hello' }],
});

const uploadPresignRequest = z.object({
  files: z
    .array(
      z.object({
        field: z.string().meta({ description: 'Form field the file belongs to.' }),
        filename: z.string(),
        content_type: z.string(),
        size: z.int().meta({ description: 'Claimed byte size; enforced at presign and corrected at finalize.' }),
      }),
    )
    .min(1),
});

const uploadPresignResponse = z.object({
  uploads: z.array(
    z.object({
      field: z.string(),
      key: z.string().meta({ description: 'Object key to list under _uploads in the submission.' }),
      url: z.string().meta({ format: 'uri' }),
      method: z.string(),
      headers: z.record(z.string(), z.string()),
      expires_in: z.int(),
      max_bytes: z.int(),
    }),
  ),
});

export const EXTERNAL_ROUTE_DOCS: DocumentedRoute[] = [
  {
    method: 'POST',
    path: '/f/{public_slug}',
    access: 'public',
    docs: {
      summary: 'Submit a form (public, no API key)',
      description:
        'A fetch/XHR request that accepts application/json gets 201 with the JSON result; a plain HTML form post gets a ' +
        "303 redirect to the form's success redirect_url or 200 with the hosted success page (errors follow the form's " +
        'settings.response.error). Protected forms need a form key in the X-Form-Key header or the _form_key field. ' +
        'Limits: body 1 MiB, 1000 field values, names 1-256 characters, values 64 KiB, JSON nesting 5 levels; UTF-8 only; ' +
        'files are not accepted inline (upload them and list their keys in _uploads). Every top-level name starting with ' +
        '_ is reserved and never stored. CORS preflight (OPTIONS) is answered per form from allowed_origins.',
      tags: ['Public submission'],
      params: slugParams,
      body: submissionFields,
      bodyContentTypes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
      success: {
        status: 201,
        schema: z.object({ id: z.string(), status: z.enum(['received', 'spam', 'verified', 'archived']) }),
        description: 'Stored (JSON clients).',
      },
      errors: [400, 401, 403, 404, 410, 413, 415, 429],
    },
  },
  {
    method: 'POST',
    path: '/f/{public_slug}/uploads',
    access: 'public',
    docs: {
      summary: 'Presign direct file uploads for a submission (public)',
      tags: ['Public submission'],
      params: slugParams,
      body: uploadPresignRequest,
      success: { status: 200, schema: uploadPresignResponse },
      errors: [400, 401, 403, 404, 410, 413, 429],
    },
  },
  DATA_REQUEST_EXPORT_ROUTE,
];
