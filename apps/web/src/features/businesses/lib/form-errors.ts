/**
 * A form error's message at a dotted path: the contract resolver files messages under flat keys
 * ('hours.friday'), `setError` under nested ones; either is found.
 */
export function messageAt(errors: object, path: string): string | undefined {
  const flat = (errors as Record<string, { message?: string } | undefined>)[path];
  if (flat?.message) return flat.message;
  const nested = path
    .split('.')
    .reduce<unknown>(
      (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      errors,
    );
  return (nested as { message?: string } | undefined)?.message;
}
