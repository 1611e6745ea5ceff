import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write after which the reads under `keys` are asked again: once it has worked or, with
 * `evenOnFailure`, whether or not it did. The mutation waits for those reads, so a screen that
 * moves on after the write already has the new data.
 */
export function useWriteThenRead<T = void, R = unknown>(
  write: (input: T) => Promise<R>,
  keys: readonly QueryKey[],
  { evenOnFailure = false }: { evenOnFailure?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const readAgain = () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: write,
    onSuccess: evenOnFailure ? undefined : readAgain,
    onSettled: evenOnFailure ? readAgain : undefined,
  });
}
