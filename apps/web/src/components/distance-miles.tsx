import { Trans, useLingui } from '@lingui/react/macro';

/**
 * "2.3 mi" in the reader's language ("2,3 mi" in Spanish): miles to one decimal, as the API sends
 * them, after a 'Distance:' that only a screen reader says (the card's icon says it to the eye).
 */
export function DistanceMiles({ miles }: { miles: number }) {
  const { i18n } = useLingui();
  return (
    <>
      <span className="sr-only">
        <Trans>Distance:</Trans>{' '}
      </span>
      {i18n.number(miles, { style: 'unit', unit: 'mile', unitDisplay: 'short', maximumFractionDigits: 1 })}
    </>
  );
}
