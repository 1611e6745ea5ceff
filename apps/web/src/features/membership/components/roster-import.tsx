import { ROSTER_IMPORT_MAX_ROWS, type TRosterPreview, type TRosterPreviewRow } from '@perks/contract';
import { type ChangeEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import { useRosterImport } from '../api/import-roster';
import { useRosterPreview } from '../api/preview-roster';
import { parseRosterCsv } from '../lib/parse-roster-csv';

const STATUS_LABEL = { valid: 'Valid', duplicate: 'Duplicate', invalid: 'Invalid' } as const;
const STATUS_VARIANT = { valid: 'secondary', duplicate: 'outline', invalid: 'destructive' } as const;

/**
 * Upload or paste a staff list (docs/product.md, "Staff rosters"): the server checks every row and
 * the preview shows each as valid, duplicate or invalid; only then are the valid rows added, all
 * in one go.
 */
export function RosterImport({ businessId }: { businessId: string }) {
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<TRosterPreview | null>(null);
  const check = useRosterPreview(businessId);
  const save = useRosterImport(businessId);

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
    setPreview(null);
  };

  const runPreview = () => {
    const rows = parseRosterCsv(text);
    if (rows.length === 0) return toast.error('The list is empty');
    if (rows.length > ROSTER_IMPORT_MAX_ROWS)
      return toast.error(`A list may have at most ${ROSTER_IMPORT_MAX_ROWS} rows`);
    check.mutate({ rows }, { onSuccess: setPreview });
  };

  const saveValid = () => {
    if (!preview) return;
    const rows = preview.rows
      .filter((row) => row.status === 'valid')
      .map(({ name, phone, role_title }) => ({ name, phone, role_title }));
    save.mutate(
      { rows },
      {
        onSuccess: ({ added }) => {
          toast.success(`Added ${added} ${added === 1 ? 'person' : 'people'} to the staff list`);
          setPreview(null);
          setText('');
        },
        onError: (error) => toast.error('Nothing was saved', { description: error.message }),
      },
    );
  };

  return (
    <section aria-labelledby="import-heading" className="space-y-4">
      <h2 id="import-heading" className="text-xl font-semibold">
        Add your staff list
      </h2>
      <p className="text-sm text-muted-foreground">
        One person per line: name, phone, and an optional role title. A header row is fine.
      </p>
      <Field id="roster-file" label="Upload a CSV file">
        <Input
          id="roster-file"
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(e) => void readFile(e)}
        />
      </Field>
      <Field id="roster-text" label="Or paste rows">
        <Textarea
          id="roster-text"
          rows={5}
          value={text}
          placeholder={'Jamie Rivera, 207-555-0142, Bartender'}
          onChange={(event) => {
            setText(event.target.value);
            setPreview(null);
          }}
        />
      </Field>
      <Button type="button" variant="outline" onClick={runPreview} disabled={!text.trim() || check.isPending}>
        {check.isPending ? 'Checking...' : 'Preview'}
      </Button>
      {check.error && (
        <p role="alert" className="text-sm text-destructive">
          {check.error.message}
        </p>
      )}
      {preview && <PreviewTable preview={preview} />}
      {preview && (
        <Button type="button" onClick={saveValid} disabled={preview.valid === 0 || save.isPending}>
          {save.isPending ? 'Saving...' : `Add ${preview.valid} ${preview.valid === 1 ? 'person' : 'people'}`}
        </Button>
      )}
    </section>
  );
}

/** Valid, Duplicate or Invalid, and why when it is not valid. */
function StatusBadge({ row }: { row: TRosterPreviewRow }) {
  return (
    <>
      <Badge variant={STATUS_VARIANT[row.status]}>{STATUS_LABEL[row.status]}</Badge>
      {row.message && <span className="ms-2 text-xs text-muted-foreground">{row.message}</span>}
    </>
  );
}

function PreviewTable({ preview }: { preview: TRosterPreview }) {
  const phone = usePhoneLayout();
  return (
    <div className="space-y-2">
      <p role="status" className="text-sm font-medium">
        {preview.valid} valid, {preview.duplicate} duplicate, {preview.invalid} invalid. Only valid rows are
        added.
      </p>
      {phone ? (
        // A card per row on a phone, its status first; the list scrolls, from the keyboard too.
        <section
          aria-label="Rows to add"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: nothing inside takes focus, so the region does, to be scrolled without a mouse.
          tabIndex={0}
          className="max-h-96 overflow-y-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ul className="divide-y">
            {preview.rows.map((row) => (
              <li key={row.line} className="space-y-1 p-3 text-sm wrap-anywhere">
                <p>
                  <StatusBadge row={row} />
                </p>
                <p className="font-medium">{row.name}</p>
                <p>{row.phone}</p>
                {row.role_title && <p className="text-muted-foreground">{row.role_title}</p>}
                <p className="text-xs text-muted-foreground">Line {row.line}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <div className="rounded-md border">
          <Table scrollLabel="Rows to add" containerClassName="max-h-96 overflow-y-auto">
            <TableHeader>
              <TableRow>
                <TableHead>Line</TableHead>
                <TableHead>Name</TableHead>
                <TableHead>Phone</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Status</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{row.phone}</TableCell>
                  <TableCell>{row.role_title ?? ''}</TableCell>
                  <TableCell>
                    <StatusBadge row={row} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
