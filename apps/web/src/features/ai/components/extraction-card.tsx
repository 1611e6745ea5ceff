import { Trans, useLingui } from '@lingui/react/macro';
import { type ConfidenceLevel, confidenceLevel, type TExtractionResult } from '@perks/contract';
import type { ReactNode } from 'react';
import { useContractText } from '@/lib/i18n/contract-text';
import { cn } from '@/lib/utils';
import { useBusinessDraft } from '../lib/use-business-draft';
import { BusinessDraftFields } from './business-draft-fields';

// Spec section 9: above 0.7 green, above 0.4 yellow, otherwise red.
const LEVEL_CLASSES: Record<ConfidenceLevel, string> = {
  high: 'bg-green-100 text-green-900 border-green-300',
  medium: 'bg-yellow-100 text-yellow-900 border-yellow-300',
  low: 'bg-red-100 text-red-900 border-red-300',
};

type Actions = (data: Record<string, unknown>) => ReactNode;

/**
 * The extracted form data with its confidence and validation errors. A business extraction is
 * shown as fields the person can correct (a refused field is fixed in place, not a dead end);
 * `actions` get the data as it stands and go below it (such as creating the business from it).
 */
export function ExtractionCard({ result, actions }: { result: TExtractionResult; actions?: Actions }) {
  const level = confidenceLevel(result.confidence_score);
  const { i18n } = useLingui();
  const confidence = i18n.number(result.confidence_score, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const method = result.extraction_method;
  return (
    <section aria-labelledby="extraction-heading" className="space-y-3 rounded-md border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="extraction-heading" className="font-semibold">
          <Trans>Extracted form data</Trans>
        </h3>
        <span
          data-level={level}
          className={cn('rounded-full border px-2.5 py-0.5 text-xs font-semibold', LEVEL_CLASSES[level])}
        >
          <Trans>Confidence {confidence}</Trans>
        </span>
        <span className="text-xs text-muted-foreground">
          <Trans>Method: {method}</Trans>
        </span>
      </div>
      {result.conversation_type === 'business_onboarding' ? (
        <EditableBusiness result={result} actions={actions} />
      ) : (
        <>
          <ExtractedValues data={result.extracted_data} />
          <ValidationErrors errors={result.validation_errors} form="user" />
          {actions?.(result.extracted_data)}
        </>
      )}
    </section>
  );
}

function EditableBusiness({ result, actions }: { result: TExtractionResult; actions?: Actions }) {
  const { draft, set, errors, checked, data, edited } = useBusinessDraft(result.extracted_data);
  // Untouched, the card reports the extraction's own check; once edited, the draft's.
  const shown = edited ? (checked.ok ? [] : checked.errors) : result.validation_errors;
  return (
    <>
      <BusinessDraftFields draft={draft} set={set} errors={errors} />
      <ValidationErrors errors={shown} form="business" />
      {actions?.(data)}
    </>
  );
}

function ExtractedValues({ data }: { data: Record<string, unknown> }) {
  const entries = Object.entries(data);
  if (entries.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Nothing to extract yet.</Trans>
      </p>
    );
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {entries.map(([field, value]) => (
        <div key={field} className="contents">
          <dt className="font-medium">{field}</dt>
          <dd className="break-words">{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function ValidationErrors({ errors, form }: { errors: string[]; form: 'business' | 'user' }) {
  const tc = useContractText();
  if (errors.length === 0)
    return (
      <p className="text-sm text-green-800">
        {form === 'business' ? (
          <Trans>No validation errors: these fields fit the business form as they are.</Trans>
        ) : (
          <Trans>No validation errors: these fields fit the user form as they are.</Trans>
        )}
      </p>
    );
  return (
    <div role="alert">
      <h4 className="text-sm font-medium text-destructive">
        <Trans>Validation errors</Trans>
      </h4>
      <ul className="list-disc ps-5 text-sm">
        {errors.map((error) => (
          <li key={error}>{tc(error)}</li>
        ))}
      </ul>
    </div>
  );
}
