/**
 * The public form endpoint, served by the ingest function rather than the API router: its paths are spelled here
 * once, for the function manifest's route keys, the ingest function's own path matching and the OpenAPI document.
 * No dependencies, so the ingest bundle pays nothing for it.
 */
export const PUBLIC_FORM_PATH = '/f/{public_slug}';

/** What is served under the form's path: submitting and presigning take CORS preflights, the success page does not. */
export const PUBLIC_FORM_ROUTES = [
  { method: 'POST', path: PUBLIC_FORM_PATH, preflight: true },
  { method: 'POST', path: `${PUBLIC_FORM_PATH}/uploads`, preflight: true },
  { method: 'GET', path: `${PUBLIC_FORM_PATH}/thanks`, preflight: false },
] as const;

const SUB_PATHS = PUBLIC_FORM_ROUTES.map((r) => r.path.slice(PUBLIC_FORM_PATH.length + 1)).filter(Boolean);

/** A request path under a form's endpoint: the slug and the sub-path (`uploads`, `thanks`, or none). */
export const PUBLIC_FORM_PATH_PATTERN = new RegExp(
  `^${PUBLIC_FORM_PATH.replace('{public_slug}', '([^/]+)')}(?:/(${SUB_PATHS.join('|')}))?/?$`,
);
