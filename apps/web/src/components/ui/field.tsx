import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

export interface FieldProps {
  /** The control's id; its label, hint and error are tied to it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** The ids a control passes as aria-describedby, and whether it is invalid. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: string }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

/**
 * A label, the control, an optional hint and the field's error message, tied together for screen
 * readers: every form in the app lays out its fields with this.
 */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
}

type InputFieldProps = Omit<FieldProps, 'children' | 'className'> &
  Omit<ComponentProps<typeof Input>, 'id' | 'children'>;

/** The common case of a `Field`: one text input, its hint and error tied to it for screen readers. */
export function InputField({ id, label, hint, error, ...inputProps }: InputFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Input id={id} {...inputProps} {...describedBy(id, { hint, error })} />
    </Field>
  );
}
