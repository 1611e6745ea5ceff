import { Trans } from '@lingui/react/macro';
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
  /** Marks the label with '*' (the form says what it means: `RequiredNote`). */
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The '*' after a required field's label. Drawn by CSS, so the label's text (and the name tests
 * and translations know it by) stays the same; the control says it with `aria-required`.
 */
export const REQUIRED_MARK = "after:ms-0.5 after:text-destructive after:content-['*']";

/** The ids a control passes as aria-describedby, whether it is invalid, and whether it is required. */
export function describedBy(
  id: string,
  { hint, error, required }: { hint?: unknown; error?: string; required?: boolean },
) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    'aria-describedby': ids || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  };
}

/** What '*' means, once at the top of a form with required fields. */
export function RequiredNote() {
  return (
    <p className="text-sm text-muted-foreground">
      <Trans>Fields marked * are required.</Trans>
    </p>
  );
}

/**
 * A label, the control, an optional hint and the field's error message, tied together for screen
 * readers: every form in the app lays out its fields with this.
 */
export function Field({ id, label, hint, error, required = false, className, children }: FieldProps) {
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id} className={required ? REQUIRED_MARK : undefined}>
        {label}
      </Label>
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
export function InputField({ id, label, hint, error, required, ...inputProps }: InputFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <Input id={id} {...inputProps} {...describedBy(id, { hint, error, required })} />
    </Field>
  );
}
