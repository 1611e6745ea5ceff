import type { TDataExport } from '@perks/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { settingsKeys } from './settings-keys';

/** GET /user/data-exports/{id}: whether a large account's ZIP is built yet. */
function getDataExport(id: string, signal: AbortSignal): Promise<TDataExport> {
  return api.get('/user/data-exports/{id}', { params: { id }, signal });
}

/** Read every few seconds while the ZIP is being built; not at all before one is asked for. */
export function useDataExport(id: string | null) {
  return useQuery({
    ...readOptions(settingsKeys.dataExport(id ?? ''), (signal) => getDataExport(id ?? '', signal), {
      refetchInterval: (query) => (query.state.data?.status === 'building' ? 3000 : false),
    }),
    enabled: id !== null,
  });
}
