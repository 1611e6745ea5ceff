/** Where the API lives: same origin in production; Vite proxies /api to the server in development. */
const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '/api/v1').replace(/\/+$/, '');

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function isBlank(value: QueryValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * Joins the base, the path and the query. Arrays become repeated keys (`?tag=a&tag=b`); empty
 * values are dropped so an unset filter never reaches the server as `?search=`.
 */
export function buildApiUrl(path: string, query?: QueryParams): string {
  const url = `${API_BASE_URL}${path.startsWith('/') ? '' : '/'}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (!isBlank(item)) params.append(key, String(item));
    }
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}
