/**
 * API Gateway HTTP API route selection for the local server: route keys such as `POST /f/{slug}` or
 * `ANY /v1/{proxy+}`, most specific match first (no greedy variable beats greedy, then more literal segments, then
 * an exact method over `ANY`), the way API Gateway picks among the routes the stack declares.
 */
export interface RouteTable<T> {
  match(method: string, path: string): T | undefined;
}

interface CompiledRoute<T> {
  method: string;
  pattern: RegExp;
  rank: number;
  target: T;
}

function compile<T>(routeKey: string, target: T): CompiledRoute<T> {
  const [method = '', path = ''] = routeKey.split(' ');
  const segments = path.split('/').filter(Boolean);
  const greedy = segments.some((s) => /^\{\w+\+\}$/.test(s));
  const literal = segments.filter((s) => !s.startsWith('{')).length;
  const source = segments
    .map((s) =>
      /^\{\w+\+\}$/.test(s) ? '/.+' : s.startsWith('{') ? '/[^/]+' : `/${s.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return {
    method,
    // A trailing slash is tolerated: handlers normalise it themselves.
    pattern: new RegExp(`^${source}/?$`),
    rank: (greedy ? 0 : 10_000) + literal * 10 + (method === 'ANY' ? 0 : 1),
    target,
  };
}

/**
 * Builds a table from `[routeKey, target]` pairs. A path no route serves with this method goes to the best route
 * for the path, so the function answers its own 405 with `Allow` (API Gateway itself would answer a bare 404).
 */
export function routeTable<T>(routes: readonly (readonly [string, T])[]): RouteTable<T> {
  const compiled = routes.map(([key, target]) => compile(key, target)).sort((a, b) => b.rank - a.rank);
  return {
    match: (method, path) => {
      const forPath = compiled.filter((r) => r.pattern.test(path));
      return (forPath.find((r) => r.method === 'ANY' || r.method === method) ?? forPath[0])?.target;
    },
  };
}
