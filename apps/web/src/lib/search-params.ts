/**
 * The URL query after changing some filters (lists keep their filters in the URL, so a search can
 * be shared, survives a reload and steps back with the browser's Back button). Empty values,
 * false and 'all' are removed, and any change other than the page itself goes back to page 1.
 */
export function paramsWithChanges<K extends string>(
  current: URLSearchParams,
  changes: Partial<Record<K | 'page', string | number | boolean | null | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const changesPage = Object.keys(changes).some((key) => key !== 'page');
  if (changesPage) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '' || value === false || value === 'all')
      next.delete(key);
    else next.set(key, String(value));
  }
  if (next.get('page') === '1') next.delete('page');
  return next;
}
