import type { TNewDataExport } from '@perks/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /user/data-exports: asks for a ZIP of everything kept about the person (decision 105). */
function createDataExport(): Promise<TNewDataExport> {
  return api.post('/user/data-exports');
}

export function useCreateDataExport() {
  return useMutation({ mutationFn: createDataExport });
}
