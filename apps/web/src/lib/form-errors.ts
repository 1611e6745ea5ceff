import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';

/** A form's error for one field, in the reader's language (the messages are the contract's). */
export function useFieldErrorText<T extends FieldValues>(errors: FieldErrors<T>) {
  const tc = useContractText();
  return (name: keyof T & string) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? tc(message) : undefined;
  };
}

/** When the API refused one of the form's own fields, its message shows under that field. */
export function showRefusedField<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  values: T,
) {
  if (isApiError(error) && error.field && error.field in values) {
    setError(error.field as Path<T>, { message: error.message });
  }
}
