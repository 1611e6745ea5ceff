import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type FormEventHandler, useCallback, useEffect, useRef, useState } from 'react';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import { useContractText } from '@/lib/i18n/contract-text';

/**
 * Every form of the app is made with this instead of react-hook-form's `useForm`, so that a refused
 * save is never silent, whatever the length of the page (decision 075): `onInvalid` goes to
 * `handleSubmit` as its second argument, `formRef` on the `<form>` (`formProps` puts it there), and
 * `<FormProblems form={form} />` beside the submit button. When the rules refuse a save, the first
 * field marked invalid, in the order the page shows them, takes the focus and is scrolled to the
 * middle of the screen, and the summary beside the button says how many fields need fixing.
 *
 * react-hook-form's own focus is off: it picks the first field in the order fields were registered,
 * and nothing at all when that field's error belongs to a group with no focusable control.
 */
export function useCheckedForm<T extends FieldValues>(options: UseFormProps<T>) {
  const form = useForm<T>({ ...options, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  const [, setRefusals] = useState(0);
  const { isSubmitting } = form.formState;

  // The fields are marked in the render that ends the submit, so the focus waits for it.
  useEffect(() => {
    if (!pending.current || isSubmitting) return;
    pending.current = false;
    focusFirstProblem(formRef.current);
  });

  const onInvalid = useCallback(() => {
    pending.current = true;
    setRefusals((count) => count + 1);
  }, []);

  const { t } = useLingui();
  const tc = useContractText();
  const { handleSubmit, setError } = form;
  /**
   * The `onSubmit` of a form that saves: the rules' refusal goes to `onInvalid`, and a save the
   * server refuses leaves its reason as the form's root error, shown by <SaveRefusal>.
   */
  const submitSave = useCallback(
    (save: (values: T) => Promise<void>) =>
      handleSubmit(async (values) => {
        try {
          await save(values);
        } catch (error) {
          setError('root', { message: error instanceof Error ? tc(error.message) : t`Operation failed` });
        }
      }, onInvalid),
    [handleSubmit, setError, onInvalid, t, tc],
  );

  /**
   * What the `<form>` takes besides its label and look: `formRef`, no browser checks (the rules'
   * messages speak instead) and its `onSubmit`, made with `handleSubmit(…, onInvalid)` or `submitSave`.
   */
  const formProps = useCallback(
    (onSubmit: FormEventHandler<HTMLFormElement>) => ({ ref: formRef, noValidate: true, onSubmit }),
    [],
  );

  return { form, formRef, onInvalid, submitSave, formProps };
}

/** Why the server refused the last save (the form's root error), above the submit button. */
export function SaveRefusal<T extends FieldValues>({
  form,
  className = 'font-medium text-destructive',
}: {
  form: UseFormReturn<T>;
  className?: string;
}) {
  const message = form.formState.errors.root?.message;
  if (!message) return null;
  return (
    <p role="alert" className={className}>
      {message}
    </p>
  );
}

/** The first invalid control of the form, or the first error message's control, focused and in view. */
function focusFirstProblem(form: HTMLFormElement | null): void {
  if (!form) return;
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"], [id$="-error"]');
  const target =
    first?.id.endsWith('-error') === true
      ? (controlOfError(form, first) ?? first)
      : (first ?? form.querySelector<HTMLElement>('[data-form-problems]'));
  if (!target) return;
  if (!target.matches('input, select, textarea, button, [tabindex]')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}

/** The control an error message belongs to: the one its id names, else the first in its group. */
function controlOfError(form: HTMLFormElement, message: HTMLElement): HTMLElement | null {
  const id = message.id.replace(/-error$/, '');
  const named = form.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
  if (named) return named;
  return message.parentElement?.querySelector<HTMLElement>('input, select, textarea, button') ?? null;
}

/** How many fields hold an error: each error react-hook-form keeps has a `type`. */
export function countProblems(errors: unknown): number {
  if (!errors || typeof errors !== 'object') return 0;
  if ('type' in errors && typeof errors.type === 'string') return 1;
  let count = 0;
  for (const [key, value] of Object.entries(errors)) if (key !== 'ref') count += countProblems(value);
  return count;
}

/**
 * Beside the submit button after a refused save: how many fields need fixing. It follows the
 * fixes, and leaves once there are none.
 */
export function FormProblems<T extends FieldValues>({ form }: { form: UseFormReturn<T> }) {
  const { t } = useLingui();
  const { errors, submitCount } = form.formState;
  const count = countProblems(errors);
  if (submitCount === 0 || count === 0) return null;
  return (
    <p role="alert" data-form-problems className="basis-full text-sm font-medium text-destructive">
      {t`${plural(count, { one: '# field needs fixing', other: '# fields need fixing' })}`}
    </p>
  );
}
