/**
 * Fills `{name}` placeholders of a route path with encoded values: `/jobs/{id}` → `/jobs/abc`.
 * Plain code (no zod), used by the browser on every call.
 */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`missing path parameter '${name}' for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The Fastify form of a route path: `/jobs/{id}` → `/jobs/:id`. */
export function toRouterPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
