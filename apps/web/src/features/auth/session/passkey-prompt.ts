/**
 * The one open request for an admin's passkey check (decision 103): the API client asks through
 * `ask()` when the server answers PASSKEY_REQUIRED, the dialog shows while one is open, and
 * `settle` answers whether the check was proved.
 */
type Listener = () => void;

let waiting: ((proved: boolean) => void) | null = null;
const listeners = new Set<Listener>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const passkeyPrompt = {
  ask(): Promise<boolean> {
    return new Promise((resolve) => {
      waiting?.(false);
      waiting = resolve;
      emit();
    });
  },
  isOpen: () => waiting !== null,
  settle(proved: boolean) {
    const resolve = waiting;
    waiting = null;
    emit();
    resolve?.(proved);
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
