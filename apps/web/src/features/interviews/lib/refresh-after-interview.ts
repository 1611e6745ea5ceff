import { useQueryClient } from '@tanstack/react-query';
import { interviewKeys } from '../api/interview-keys';

/** Reads the person's data again: the interview, the application's status and the conversation change together. */
export function useRefreshAfterInterview() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: interviewKeys.personal });
}
