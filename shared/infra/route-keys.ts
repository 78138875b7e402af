/** A route as a function serves it: its method and path template, and whether it answers a CORS preflight. */
export interface ServedRoute {
  readonly method: string;
  readonly path: string;
  readonly preflight?: boolean;
}

/**
 * API Gateway route keys of the routes a function serves, derived from their declarations: every method of a `/v1`
 * path (so the function serving it answers a wrong method with 405 and Allow), the declared method of any other
 * path (public browser pages and callbacks, where API Gateway's own 404 is the answer to a wrong one), and
 * `OPTIONS` where the route answers a CORS preflight. Sorted and without repeats.
 */
export function routeKeysOf(routes: readonly ServedRoute[]): string[] {
  const keys = routes.flatMap((r) => [
    r.path.startsWith('/v1/') ? `ANY ${r.path}` : `${r.method} ${r.path}`,
    ...(r.preflight ? [`OPTIONS ${r.path}`] : []),
  ]);
  return [...new Set(keys)].sort();
}
