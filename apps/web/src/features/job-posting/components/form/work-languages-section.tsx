import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';
import { WorkLanguageCheckboxes } from '@/components/work-language-checkboxes';
import { useContractText } from '@/lib/i18n/contract-text';
import type { JobFormValues } from '../../lib/job-form-values';
import { FormSection } from './form-section';

/**
 * 'Languages spoken at work' (optional): the languages the team uses on shift, so a worker who
 * speaks one can find the job with the /jobs filter. Codes are saved; every reader sees the names
 * in their own language.
 */
export function WorkLanguagesSection() {
  const { t } = useLingui();
  const tc = useContractText();
  const { control, formState } = useFormContext<JobFormValues>();
  const error = formState.errors.languages?.message;
  return (
    <FormSection id="languages" title={t`Languages spoken at work`}>
      <fieldset aria-describedby="languages-hint">
        <legend className="sr-only">{t`Languages spoken at work`}</legend>
        <p id="languages-hint" className="mb-3 text-sm text-muted-foreground">
          <Trans>
            Optional. Tick the languages your team speaks on shift, so people who speak them can find this
            job.
          </Trans>
        </p>
        <Controller
          control={control}
          name="languages"
          render={({ field }) => (
            <WorkLanguageCheckboxes
              id="languages"
              value={field.value}
              onChange={field.onChange}
              describedBy={error ? 'languages-error' : undefined}
              invalid={Boolean(error)}
            />
          )}
        />
        <FieldError id="languages" error={error ? tc(error) : undefined} />
      </fieldset>
    </FormSection>
  );
}
