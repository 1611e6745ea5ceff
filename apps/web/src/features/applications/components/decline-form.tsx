import { Trans, useLingui } from '@lingui/react/macro';
import { DECLINE_MESSAGE_MAX, defaultDeclineMessage, ZApplicationStatusInput } from '@perks/contract';
import { FormProblems, useCheckedForm } from '@/components/form-problems';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { contractResolver } from '@/lib/contract-resolver';
import { useContractText } from '@/lib/i18n/contract-text';

interface DeclineValues {
  message: string;
}

const resolver = contractResolver<DeclineValues>(ZApplicationStatusInput, {
  toPayload: (values) => ({ status: 'not_selected', message: values.message }),
});

interface DeclineFormProps {
  applicantName: string;
  jobTitle: string;
  businessName: string;
  pending: boolean;
  onSend: (message: string) => void;
  onCancel: () => void;
}

/** Moving to 'Not selected': a short, kind message the employer may edit before it goes. */
export function DeclineForm({
  applicantName,
  jobTitle,
  businessName,
  pending,
  onSend,
  onCancel,
}: DeclineFormProps) {
  const { t } = useLingui();
  const tc = useContractText();
  const { form, onInvalid, formProps } = useCheckedForm<DeclineValues>({
    defaultValues: { message: defaultDeclineMessage(jobTitle, businessName) },
    resolver,
  });
  const message = form.formState.errors.message?.message;
  const error = message ? tc(message) : undefined;
  const id = `decline-${applicantName.replace(/\W+/g, '-')}`;
  const length = form.watch('message').length;
  return (
    <form
      {...formProps(form.handleSubmit((values) => onSend(values.message), onInvalid))}
      aria-label={t`Message to ${applicantName}`}
      className="space-y-3 rounded-md border p-3"
    >
      <Field
        id={id}
        label={t`Message to the applicant`}
        hint={`${length}/${DECLINE_MESSAGE_MAX}`}
        error={error}
      >
        <Textarea
          id={id}
          rows={4}
          {...form.register('message')}
          {...describedBy(id, { hint: true, error })}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <FormProblems form={form} />
        <Button type="submit" size="sm" disabled={pending}>
          <Trans>Move to Not selected</Trans>
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
