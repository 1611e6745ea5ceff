import { Trans, useLingui } from '@lingui/react/macro';
import {
  CERTIFICATE_KIND_LABELS,
  CERTIFICATE_KINDS,
  CERTIFICATE_LIMITS,
  CERTIFICATE_MESSAGES,
  type TCertificate,
} from '@perks/contract';
import Loader2 from 'lucide-react/icons/loader-2';
import { useWatch } from 'react-hook-form';
import { ChoiceSelect } from '@/components/choice-select';
import { FormProblems, useCheckedForm } from '@/components/form-problems';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useSaveCertificate } from '../api/save-certificate';
import { certificateFieldFor, certificateFormResolver } from '../lib/certificate-form-resolver';
import {
  type CertificateFormValues,
  certificateFormToPayload,
  certificateToForm,
  emptyCertificateForm,
} from '../lib/certificate-form-values';

type TextField = 'name' | 'number' | 'issuer' | 'issued_on' | 'expires_on';

/** 'Add certificate' / 'Edit certificate': the kind, its number, issuer and dates. */
export function CertificateForm({
  certificate,
  onClose,
}: {
  certificate?: TCertificate;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const tc = useContractText();
  const { form, formRef, onInvalid } = useCheckedForm<CertificateFormValues>({
    defaultValues: certificate ? certificateToForm(certificate) : emptyCertificateForm(),
    resolver: certificateFormResolver,
  });
  const save = useSaveCertificate(certificate?.id);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const errorOf = (name: keyof CertificateFormValues) => {
    const message = form.formState.errors[name]?.message;
    return message ? tc(message) : undefined;
  };

  const onValid = async (values: CertificateFormValues) => {
    try {
      await save.mutateAsync(certificateFormToPayload(values));
      toast.success(tc(CERTIFICATE_MESSAGES.saved));
      onClose();
    } catch (error) {
      const field = isApiError(error) ? certificateFieldFor(error.field) : 'root';
      if (isApiError(error) && field !== 'root') {
        form.setError(field, { message: error.message.replace(/^[\w.]+: /, '') }, { shouldFocus: true });
        return;
      }
      toast.error(tc(CERTIFICATE_MESSAGES.saveFailed), {
        description: isApiError(error) ? error.message : undefined,
      });
    }
  };

  const text = (name: TextField, label: string, props: Record<string, unknown> = {}) => (
    <Field id={`certificate-${name}`} label={label} error={errorOf(name)} required={name === 'name'}>
      <Input
        id={`certificate-${name}`}
        {...props}
        {...form.register(name)}
        {...describedBy(`certificate-${name}`, { error: errorOf(name), required: name === 'name' })}
      />
    </Field>
  );

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={certificate ? t`Edit certificate` : t`Add certificate`}
      className="space-y-4 rounded-lg border p-4"
      onSubmit={form.handleSubmit(onValid, onInvalid)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="certificate-kind" label={t`Certificate`}>
          <ChoiceSelect
            id="certificate-kind"
            {...form.register('kind')}
            choices={CERTIFICATE_KINDS}
            labelOf={(choice) => tc(CERTIFICATE_KIND_LABELS[choice])}
          />
        </Field>
        {kind === 'other' && text('name', t`Certificate name`, { maxLength: CERTIFICATE_LIMITS.nameMax })}
        {text('number', t`Certificate number`, { maxLength: CERTIFICATE_LIMITS.numberMax })}
        {text('issuer', t`Issued by`, { maxLength: CERTIFICATE_LIMITS.issuerMax, placeholder: 'ServSafe' })}
        {text('issued_on', t`Issue date`, { type: 'date' })}
        {text('expires_on', t`Expiry date`, { type: 'date' })}
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans>
          We text and e-mail you once, 30 days before a certificate expires. You can turn the texts off in
          Settings.
        </Trans>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <FormProblems form={form} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
          {save.isPending ? t`Saving...` : t`Save certificate`}
        </Button>
      </div>
    </form>
  );
}
