import { useLingui } from '@lingui/react/macro';

/** "2.3 mi" in the reader's language ("2,3 mi" in Spanish): miles to one decimal, as the API sends them. */
export function DistanceMiles({ miles }: { miles: number }) {
  const { i18n } = useLingui();
  return (
    <>{i18n.number(miles, { style: 'unit', unit: 'mile', unitDisplay: 'short', maximumFractionDigits: 1 })}</>
  );
}
