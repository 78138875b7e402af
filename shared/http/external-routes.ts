import * as z from 'zod/mini';
import { described, withMeta } from '@shared/domain/schemas/meta.js';
import { PUBLIC_SLUG_PATTERN } from '@shared/domain/form.js';
import { INGEST_LIMITS } from '@shared/domain/ingest-limits.js';
import { UploadPresignRequestSchema, UploadPresignResponseSchema } from '@shared/domain/schemas/uploads.js';
import { UPLOAD_LIMITS, UPLOAD_RATE_WINDOWS } from '@shared/domain/uploads.js';
import { DATA_REQUEST_EXPORT_ROUTE } from './data-request-routes.js';
import { PUBLIC_FORM_ROUTES } from './public-form-routes.js';
import { SUBMISSION_EXPORT_ROUTES } from './submission-export-routes.js';
import type { DocumentedRoute } from './openapi.js';

/**
 * Routes served by functions other than the API router (the public ingest endpoint, the CSV export), documented so
 * `/v1/openapi.json` describes the whole service. The ingest capability owns these entries: when it names its own
 * schemas, it should swap them in here (shapes per spec/gaps.md).
 */
const slugParams = z.object({
  public_slug: described(z.string().check(z.regex(PUBLIC_SLUG_PATTERN)), "The form's public slug (Form.public_slug)."),
});

/** At least one name is a field (not a reserved `_` name): a body of reserved names only is 400, no fields. */
const HOLDS_ONLY_RESERVED = { propertyNames: { pattern: '^_' } };

/**
 * A submitted field value as a JSON body may carry it: numbers within ±(2^53 − 1), since a larger one has already
 * lost digits when parsed (400 naming the field: send it as a string); nesting and sizes are in the description.
 */
const valueRef = { $ref: '#/$defs/SubmittedValue' };
const SubmittedValue = withMeta(z.unknown(), {
  id: 'SubmittedValue',
  description: 'A field value: text, a number within ±(2^53 − 1), true/false, null, or a list or object of them.',
  anyOf: [
    { type: ['string', 'boolean', 'null'] },
    { type: 'number', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
    { type: 'array', items: valueRef },
    { type: 'object', additionalProperties: valueRef },
  ],
});

const submissionFields = withMeta(z.record(z.string(), SubmittedValue), {
  propertyNames: { type: 'string', minLength: 1, maxLength: INGEST_LIMITS.nameChars },
  minProperties: 1,
  not: HOLDS_ONLY_RESERVED,
  description:
    'Form fields; repeated names become arrays. Reserved fields are never stored as data: _gotcha (honeypot), _form_key, ' +
    '_captcha, _uploads (upload keys from POST /f/{public_slug}/uploads: one string or an array, at most ' +
    `${UPLOAD_LIMITS.filesPerSubmission}), _to (routing alias), _subject, _replyto. email or _replyto give submitter_email.`,
  examples: [{ name: 'Ada', email: 'ada@example.com', message: 'Hello' }],
});

/** The same fields in a form encoding, where every value is text (a repeated name: several values). */
const formFields = withMeta(z.record(z.string(), z.union([z.string(), z.array(z.string()).check(z.minLength(1))])), {
  propertyNames: { type: 'string', minLength: 1, maxLength: INGEST_LIMITS.nameChars },
  minProperties: 1,
  not: HOLDS_ONLY_RESERVED,
  description:
    'Form fields as text (the same names and limits as the JSON body); a multipart body may also carry files.',
});

export const EXTERNAL_ROUTE_DOCS: DocumentedRoute[] = [
  {
    method: 'POST',
    path: PUBLIC_FORM_ROUTES[0].path,
    access: 'public',
    params: slugParams,
    body: submissionFields,
    docs: {
      summary: 'Submit a form (public, no API key)',
      description:
        'A fetch/XHR request that accepts application/json gets 201 with the JSON result; a plain HTML form post gets a ' +
        "303 redirect to the form's success redirect_url or 200 with the hosted success page (errors follow the form's " +
        'settings.response.error). Protected forms need a form key in the X-Form-Key header or the _form_key field. ' +
        'Limits: body 1 MiB, 1000 field values, names 1-256 characters, values 64 KiB, JSON nesting 5 levels; UTF-8 only; ' +
        'a multipart body may also carry files (at most 10, 4 MiB in all, body 4.2 MiB, file names 255 characters, types ' +
        "as for uploads; over it 413 naming the presigned uploads), stored as the submission's `finalized` files; larger " +
        'files are uploaded first and listed by key in _uploads. Every top-level name starting with ' +
        '_ is reserved and never stored. CORS preflight (OPTIONS) is answered per form from allowed_origins. Each _uploads ' +
        "key must be a pending upload of this form (400 naming _uploads otherwise); the submission's files are then " +
        '`finalized` with their real size, or `rejected` (not uploaded, larger than presigned, another type) while the ' +
        'submission is still stored. A submission may consist of files only. Requests carrying a Formspree-Client ' +
        "header (Formspree's JavaScript clients) get that client's shapes instead, with the same statuses: " +
        '`{ok: true, next, id}` on success and `{error, errors: [{code, field?, message}]}` on failure ' +
        '(docs/migrating-from-formspree.md).',
      tags: ['Public submission'],
      bodyContentTypes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
      bodySchemaByContentType: {
        'application/x-www-form-urlencoded': formFields,
        'multipart/form-data': formFields,
      },
      success: {
        status: 201,
        schema: z.object({ id: z.string(), status: z.enum(['received', 'spam', 'verified', 'archived']) }),
        description: 'Stored (JSON clients).',
      },
      alternatives: [
        {
          status: 200,
          schema: z.string(),
          contentType: 'text/html',
          description: 'The hosted success page (plain HTML posts).',
        },
        { status: 303, description: "Redirect to the form's success or error redirect_url (plain HTML posts)." },
      ],
      errors: [400, 401, 403, 404, 410, 413, 415, 429, 503],
      errorBodies: 'json-or-html',
    },
  },
  {
    method: 'POST',
    path: PUBLIC_FORM_ROUTES[1].path,
    access: 'public',
    params: slugParams,
    body: UploadPresignRequestSchema,
    docs: {
      summary: 'Presign direct file uploads for a submission (public)',
      description:
        "Answers one slot per file: PUT the bytes to `url` with exactly the slot's `headers` (the signature binds the " +
        'type, the size and the upload tag) within `expires_in` seconds, then submit with the slot keys under _uploads ' +
        `within ${UPLOAD_LIMITS.pendingSeconds / 3600} hours. Limits: ${UPLOAD_LIMITS.filesPerRequest} files per request, ` +
        `${UPLOAD_LIMITS.maxFileBytes / 1024 / 1024} MiB per file (413 naming files.<i>.size), documents, images, audio ` +
        'and video only (400 naming files.<i>.content_type; never HTML, SVG or executables). Same CORS, inactive-form and ' +
        'protected-form rules as submitting; the form key goes in X-Form-Key and needs the `upload` scope. Rate limit per ' +
        `address and form, apart from submissions: ${UPLOAD_RATE_WINDOWS.map((w) => `${w.limit} requests per ${w.seconds} s`).join(', ')} ` +
        '(off when the form turns rate limiting off).',
      tags: ['Public submission'],
      success: { status: 200, schema: UploadPresignResponseSchema },
      errors: [400, 401, 403, 404, 410, 413, 415, 429, 503],
    },
  },
  {
    method: 'GET',
    path: PUBLIC_FORM_ROUTES[2].path,
    access: 'public',
    params: slugParams,
    docs: {
      summary: 'The hosted success page of a form (public)',
      description:
        'The page a plain HTML post shows after a success, on its own address: the `next` URL given to Formspree ' +
        'clients when the form has no success redirect.',
      tags: ['Public submission'],
      success: { status: 200, contentType: 'text/html', description: 'The hosted success page.' },
      errors: [404, 503],
      errorBodies: 'html',
    },
  },
  DATA_REQUEST_EXPORT_ROUTE,
  ...SUBMISSION_EXPORT_ROUTES,
];
