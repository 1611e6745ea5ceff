import { type ConfidenceLevel, confidenceLevel, type TExtractionResult } from '@perks/contract';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

// Spec section 9: above 0.7 green, above 0.4 yellow, otherwise red.
const LEVEL_CLASSES: Record<ConfidenceLevel, string> = {
  high: 'bg-green-100 text-green-900 border-green-300',
  medium: 'bg-yellow-100 text-yellow-900 border-yellow-300',
  low: 'bg-red-100 text-red-900 border-red-300',
};

/**
 * The extracted form data with its confidence and validation errors. Data without validation
 * errors is a valid body for the business (or user) schema as is; `actions` go below it (such as
 * creating the business from it).
 */
export function ExtractionCard({ result, actions }: { result: TExtractionResult; actions?: ReactNode }) {
  const level = confidenceLevel(result.confidence_score);
  const entries = Object.entries(result.extracted_data);
  return (
    <section aria-labelledby="extraction-heading" className="space-y-3 rounded-md border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="extraction-heading" className="font-semibold">
          Extracted form data
        </h3>
        <span
          data-level={level}
          className={cn('rounded-full border px-2.5 py-0.5 text-xs font-semibold', LEVEL_CLASSES[level])}
        >
          Confidence {(result.confidence_score * 100).toFixed(1)}%
        </span>
        <span className="text-xs text-muted-foreground">Method: {result.extraction_method}</span>
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing to extract yet.</p>
      ) : (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {entries.map(([field, value]) => (
            <div key={field} className="contents">
              <dt className="font-medium">{field}</dt>
              <dd className="break-words">{String(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {result.validation_errors.length > 0 ? (
        <div role="alert">
          <h4 className="text-sm font-medium text-destructive">Validation errors</h4>
          <ul className="list-disc pl-5 text-sm">
            {result.validation_errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-green-800">
          No validation errors: these fields fit the{' '}
          {result.conversation_type === 'business_onboarding' ? 'business' : 'user'} form as they are.
        </p>
      )}
      {actions}
    </section>
  );
}
