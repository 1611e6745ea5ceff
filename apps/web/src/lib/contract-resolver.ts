import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

interface ContractResolverOptions<T> {
  /** The request body the form's values make, when they differ from it (numbers from text, ...). */
  toPayload?: (values: T) => unknown;
  /** The form control a body path's message belongs to ('schedule_data.0.day' → 'shifts'); none → 'root'. */
  fieldFor?: (path: string) => string | undefined;
}

/**
 * A react-hook-form resolver that checks the values with one of the contract's body schemas, so a
 * form refuses exactly what the API refuses, in the same words. Each control shows its first message.
 */
export function contractResolver<T extends FieldValues>(
  schema: z.ZodType,
  { toPayload, fieldFor }: ContractResolverOptions<T> = {},
): Resolver<T> {
  return async (values) => {
    const result = schema.safeParse(toPayload ? toPayload(values) : values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = fieldFor ? (fieldFor(issue.path.join('.')) ?? 'root') : String(issue.path[0] ?? 'root');
      errors[key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
