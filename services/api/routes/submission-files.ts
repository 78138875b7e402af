import {
  FileDownloadLinkSchema,
  FileDownloadQuerySchema,
  SubmissionFileParamsSchema,
} from '@shared/domain/schemas/uploads.js';
import { json, redirect } from '@shared/http/response.js';
import { defineRoute, type Route } from '@shared/http/router.js';
import type { ApiParts } from '../deps.js';
import { fileDownloadLink } from '../use-cases/submission-files.js';

/** `GET /v1/forms/{id}/submissions/{sid}/files/{fid}`: parse, get the link, redirect (or answer it as JSON). */
export function submissionFileRoutes(deps: ApiParts<'fileLinks', 'submissions'>): Route[] {
  const ports = { submissions: deps.stores.submissions, fileLinks: deps.fileLinks };
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/forms/{id}/submissions/{sid}/files/{fid}',
      access: 'credential',
      params: SubmissionFileParamsSchema,
      query: FileDownloadQuerySchema,
      docs: {
        summary: 'Download a file of a submission',
        description:
          '`302` to a presigned download URL valid for 5 minutes; the file downloads as an attachment under its original ' +
          'name (never displayed inline). `?redirect=false` answers `200` with `{url, expires_in}` instead. Only ' +
          '`finalized` files can be downloaded; a locked submission (over the plan quota) answers `403 submission_locked` ' +
          'until it unlocks. A read-scope key may download.',
        tags: ['Submissions'],
        success: { status: 302, description: 'Redirect: the `Location` header holds the download URL.' },
        alternatives: [{ status: 200, schema: FileDownloadLinkSchema, description: 'With `redirect=false`.' }],
        errors: [400, 403, 404],
      },
      handle: async ({ principal, params, query }) => {
        const link = await fileDownloadLink(ports, principal, params.id, params.sid, params.fid);
        const noStore = { 'cache-control': 'no-store' };
        return query.redirect === 'false' ? json(200, link, noStore) : redirect(link.url, 302, noStore);
      },
    }),
  ];
}
