import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { csvHref, toCsv } from '../lib/to-csv';

/** 'Download CSV' of the numbers a chart or table shows, as a file named `<fileName>.csv`. */
export function CsvLink({
  title,
  fileName,
  header,
  rows,
}: {
  title: string;
  fileName: string;
  header: string[];
  rows: Array<Array<string | number | null>>;
}) {
  const { t } = useLingui();
  return (
    <Button asChild variant="outline" size="sm">
      <a
        href={csvHref(toCsv(header, rows))}
        download={`${fileName}.csv`}
        aria-label={t`Download CSV of ${title}`}
      >
        <Download aria-hidden="true" />
        <Trans>Download CSV</Trans>
      </a>
    </Button>
  );
}
