import { SAVED_JOB_CLOSED, SAVED_JOBS_UPDATE_FAILED } from '@perks/contract';
import { useCallback, useSyncExternalStore } from 'react';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api-error';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useSavedJobsMerge } from '../api/merge-saved-jobs';
import { saveJobToAccount } from '../api/save-job';
import {
  mergeAnswered,
  SERVER_SAVED_JOBS,
  savedJobIds,
  setJobSaved,
  subscribeToSavedJobs,
} from './saved-jobs-store';

function failureMessage(error: unknown, saving: boolean): string {
  if (saving && isApiError(error) && error.status === 404) return SAVED_JOB_CLOSED;
  if (saving && isApiError(error) && error.status === 422) return error.message;
  return SAVED_JOBS_UPDATE_FAILED;
}

/**
 * The saved jobs as a screen uses them: the ids, a toggle and a remove. Signed in, the browser's list is
 * merged into the account's once, and each toggle is saved there too (after that merge while it is
 * on its way, then only the last of the taps made meanwhile); a toggle the account refuses
 * (the job closed meanwhile, or the list is full) is undone in the browser as well, and both
 * answer whether it held.
 */
export function useSavedJobs() {
  const { user } = useAuth();
  const tc = useContractText();
  const ids = useSyncExternalStore(subscribeToSavedJobs, savedJobIds, () => SERVER_SAVED_JOBS);
  useSavedJobsMerge(user?.id ?? null);
  const signedIn = user !== null;

  const setSaved = useCallback(
    async (jobId: string, saved: boolean): Promise<boolean> => {
      const before = savedJobIds().includes(jobId);
      setJobSaved(jobId, saved);
      if (!signedIn) return true;
      // After the sign-in merge: it could save the job again from the list it carried.
      await mergeAnswered();
      // A later tap changed it again and sends its own.
      if (savedJobIds().includes(jobId) !== saved) return true;
      try {
        await saveJobToAccount(jobId, saved);
        return true;
      } catch (error) {
        setJobSaved(jobId, before);
        toast.error(tc(failureMessage(error, saved)));
        return false;
      }
    },
    [signedIn, tc],
  );

  return {
    ids,
    isSaved: (id: string) => ids.includes(id),
    toggle: (id: string) => setSaved(id, !ids.includes(id)),
    remove: (id: string) => setSaved(id, false),
  };
}
