import { useLingui } from '@lingui/react/macro';
import { LEAD_FORM_INCOMPLETE, type LeadFormValues, leadFromForm } from '@perks/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useCreateLead } from '../api/create-lead';

const EMPTY: LeadFormValues = { email: '', workplace: '', owner_or_gm: '' };
/** An e-mail address reads the same in every language. */
const EMAIL_EXAMPLE = 'you@example.com';
/** The server's words, else the exception's, else none (the caller says the generic line). */
function failureMessage(error: unknown): string | null {
  if (error instanceof Error && error.message.trim()) return error.message;
  return null;
}

/**
 * The sign-up form of the home page's #cta-section: email, workplace and the owner/GM question,
 * all required. An incomplete form sends nothing and says 'Please fill in all fields'.
 */
export function LeadForm() {
  const { t } = useLingui();
  const tc = useContractText();
  const id = useId();
  const [values, setValues] = useState<LeadFormValues>(EMPTY);
  const createLead = useCreateLead();
  const submitting = createLead.isPending;

  const set = <K extends keyof LeadFormValues>(key: K, value: LeadFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const result = leadFromForm(values);
    if (!result.ok) {
      if (result.message === LEAD_FORM_INCOMPLETE) toast.error(tc(LEAD_FORM_INCOMPLETE));
      else toast.error(t`Error`, { description: tc(result.message) });
      return;
    }
    createLead.mutate(result.lead, {
      onSuccess: () => {
        toast.success(t`Success!`, { description: t`Thanks for signing up! We'll be in touch soon.` });
        setValues(EMPTY);
      },
      onError: (error) => {
        const message = failureMessage(error);
        toast.error(t`Error`, {
          description: message === null ? t`Something went wrong. Please try again.` : tc(message),
        });
      },
    });
  };

  return (
    // noValidate: the form's own rule and notice apply, not the browser's bubble on one field.
    <form noValidate onSubmit={submit} aria-label={t`Sign up`} className="space-y-5">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-email`} className="text-sm font-medium">
          {t`Email`}
        </label>
        <Input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={EMAIL_EXAMPLE}
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          disabled={submitting}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-workplace`} className="text-sm font-medium">
          {t`Where do you work?`}
        </label>
        <Input
          id={`${id}-workplace`}
          name="workplace"
          autoComplete="organization"
          placeholder={t`Restaurant, bar or hotel name`}
          value={values.workplace}
          onChange={(e) => set('workplace', e.target.value)}
          disabled={submitting}
        />
      </div>
      <fieldset className="space-y-2" disabled={submitting}>
        <legend className="text-sm font-medium">{t`Are you the owner or general manager?`}</legend>
        <div className="flex gap-6">
          {(['yes', 'no'] as const).map((answer) => (
            <label key={answer} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-owner-gm`}
                value={answer}
                checked={values.owner_or_gm === answer}
                onChange={() => set('owner_or_gm', answer)}
                className="size-4 accent-primary"
              />
              {answer === 'yes' ? t`Yes` : t`No`}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? t`Signing Up...` : t`Sign Up`}
      </Button>
    </form>
  );
}
