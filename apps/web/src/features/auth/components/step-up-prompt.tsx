import { lazy, Suspense, useSyncExternalStore } from 'react';
import { passkeyPrompt } from '../session/passkey-prompt';

const StepUpDialog = lazy(() =>
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
