import type { ExternalToast } from 'sonner';

/** Sonner's per-toast options: description, duration, action, ... */
export type ToastOptions = ExternalToast;

type Kind = 'message' | 'success' | 'error' | 'info';

let sonner: Promise<typeof import('sonner')> | undefined;

/** Whether a toast has been raised yet: the <Toaster> mounts only then (app/providers.tsx). */
let raised = false;
const listeners = new Set<() => void>();

export function subscribeToFirstToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toastRaised = (): boolean => raised;

function show(kind: Kind, message: string, options?: ToastOptions): void {
  if (!raised) {
    raised = true;
    // Until the Toaster has mounted (app/providers.tsx clears it): browser tests wait for it before
    // they look at the page, since the first toast comes in a moment after what raised it.
    document.documentElement.dataset.toasterLoading = 'true';
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  sonner.then(
    (module) => {
      module.toast[kind](message, options);
    },
    () => {
      // Offline or a stale deploy: the notice is lost, not the action (every screen also shows
      // its outcome in place). Forget the failed load so the next toast tries again.
      sonner = undefined;
    },
  );
}

/**
 * The app's toasts. Sonner's code loads with the first toast rather than with the shell or after
 * the first render: every toast follows something the user or a request did, so a page nobody
 * acts on never downloads it.
 * This is the same module instance the lazy <Toaster> in app/providers.tsx renders, and Sonner
 * replays toasts raised before that Toaster mounts, so an early toast still shows.
 */
export const toast = Object.assign(
  (message: string, options?: ToastOptions) => show('message', message, options),
  {
    message: (message: string, options?: ToastOptions) => show('message', message, options),
    info: (message: string, options?: ToastOptions) => show('info', message, options),
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    /** Styled as a destructive notice (see the Toaster's error colours in app/providers.tsx). */
    error: (message: string, options?: ToastOptions) => show('error', message, options),
  },
);
