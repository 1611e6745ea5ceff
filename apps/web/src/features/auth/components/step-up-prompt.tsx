import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithWords } from '@/lib/i18n/lazy-with-words';
import { passkeyPrompt } from '../session/passkey-prompt';

// Its words load with it: no page's first render carries the passkey dialog's.
const StepUpDialog = lazyWithWords('src/features/auth/components/step-up-dialog.tsx', () =>
  import('./step-up-dialog').then((module) => ({ default: module.StepUpDialog })),
);

/** The passkey check's dialog, loaded the first time the server asks for one. */
export function StepUpPrompt() {
  const open = useSyncExternalStore(passkeyPrompt.subscribe, passkeyPrompt.isOpen, passkeyPrompt.isOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog />
    </Suspense>
  );
}
