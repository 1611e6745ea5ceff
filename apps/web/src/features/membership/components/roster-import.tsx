import { msg, ph, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  ROSTER_IMPORT_MAX_ROWS,
  type TRosterPreview,
  type TRosterPreviewRow,
  type TRosterWaitingCap,
} from '@perks/contract';
import { type ChangeEvent, useState } from 'react';
import { HeadedSection } from '@/components/headed-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHeader, TableRow } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import { useRosterImport } from '../api/import-roster';
import { useRosterPreview } from '../api/preview-roster';
import { parseRosterCsv } from '../lib/parse-roster-csv';
import { HeadCells, PERSON_COLUMNS } from './roster-entries';

const STATUS_LABEL = {
  valid: msg`Valid`,
  duplicate: msg`Duplicate`,
  invalid: msg`Invalid`,
  over_limit: msg`Past the limit`,
} as const;
const PREVIEW_COLUMNS = [msg`Line`, ...PERSON_COLUMNS, msg`Status`];
const STATUS_VARIANT = {
  valid: 'secondary',
  duplicate: 'outline',
  invalid: 'destructive',
  over_limit: 'outline',
} as const;

/**
 * Upload or paste a staff list (docs/product.md, "Staff rosters"): the server checks every row and
 * the preview shows each as valid, duplicate, invalid or past the limit of a business waiting for
 * review; only then are the valid rows (the ones that fit) added, all in one go. With nothing to
 * add there is no button to tap.
 */
export function RosterImport({ businessId }: { businessId: string }) {
  const { t } = useLingui();
  const tc = useContractText();
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<TRosterPreview | null>(null);
  const check = useRosterPreview(businessId);
  const save = useRosterImport(businessId);
  const validRows = preview?.valid ?? 0;

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
    setPreview(null);
  };

  const runPreview = () => {
    const rows = parseRosterCsv(text);
    if (rows.length === 0) return toast.error(t`The list is empty`);
    const max = ROSTER_IMPORT_MAX_ROWS;
    if (rows.length > max) return toast.error(t`A list may have at most ${max} rows`);
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
          toast.success(
            t`${plural(added, { one: 'Added # person to the staff list', other: 'Added # people to the staff list' })}`,
          );
          setPreview(null);
          setText('');
        },
        onError: (error) => toast.error(t`Nothing was saved`, { description: tc(error.message) }),
      },
    );
  };

  return (
    <HeadedSection headingId="import-heading" title={<Trans>Add your staff list</Trans>}>
      <p className="text-sm text-muted-foreground">
        <Trans>One person per line: name, phone, and an optional role title. A header row is fine.</Trans>
      </p>
      <Field id="roster-file" label={t`Upload a CSV file`}>
        <Input
          id="roster-file"
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(e) => void readFile(e)}
        />
      </Field>
      <Field id="roster-text" label={t`Or paste rows`}>
        <Textarea
          id="roster-text"
          rows={5}
          value={text}
          placeholder={t`Jamie Rivera, 207-555-0142, Bartender`}
          onChange={(event) => {
            setText(event.target.value);
            setPreview(null);
          }}
        />
      </Field>
      <Button type="button" variant="outline" onClick={runPreview} disabled={!text.trim() || check.isPending}>
        {check.isPending ? t`Checking...` : t`Preview`}
      </Button>
      {check.error && (
        <p role="alert" className="text-sm text-destructive">
          {tc(check.error.message)}
        </p>
      )}
      {preview && <PreviewTable preview={preview} />}
      {preview && validRows > 0 && (
        <Button type="button" onClick={saveValid} disabled={save.isPending}>
          {save.isPending ? (
            t`Saving...`
          ) : preview.over_limit > 0 ? (
            <Plural value={validRows} one="Add the # person who fits" other="Add the # people who fit" />
          ) : (
            <Plural value={validRows} one="Add # person" other="Add # people" />
          )}
        </Button>
      )}
      {preview && validRows === 0 && (
        <p className="text-sm font-medium">
          <Trans>No row of this list can be added.</Trans>
        </p>
      )}
    </HeadedSection>
  );
}

/** Valid, Duplicate or Invalid, and why when it is not valid. */
function StatusBadge({ row }: { row: TRosterPreviewRow }) {
  const { t } = useLingui();
  const tc = useContractText();
  return (
    <>
      <Badge variant={STATUS_VARIANT[row.status]}>{t(STATUS_LABEL[row.status])}</Badge>
      {row.message && <span className="ms-2 text-xs text-muted-foreground">{tc(row.message)}</span>}
    </>
  );
}

/**
 * A business waiting for review keeps at most `cap.max` people: said before the tap, with how many
 * more fit and how many rows are left out, so the button's count is never a surprise.
 */
function WaitingCapNotice({ preview, cap }: { preview: TRosterPreview; cap: TRosterWaitingCap }) {
  const { max, room } = cap;
  const left = preview.over_limit;
  return (
    <div role="note" className="space-y-1 rounded-md border border-border bg-muted p-3 text-sm">
      <p className="font-medium">
        <Trans>
          This business is waiting for review: until it is approved, its staff list can hold at most {max}{' '}
          people.
        </Trans>
      </p>
      <p>
        <Plural
          value={room}
          _0="No one more fits now."
          one="# more person fits now."
          other="# more people fit now."
        />{' '}
        {left > 0 && (
          <Plural
            value={left}
            one="# row past the limit is marked and will not be added."
            other="# rows past the limit are marked and will not be added."
          />
        )}
      </p>
    </div>
  );
}

function PreviewTable({ preview }: { preview: TRosterPreview }) {
  const { t } = useLingui();
  const phone = usePhoneLayout();
  const { valid, duplicate, invalid } = preview;
  return (
    <div className="space-y-2">
      <p role="status" className="text-sm font-medium">
        <Trans>
          {valid} valid, {duplicate} duplicate, {invalid} invalid. Only valid rows are added.
        </Trans>
      </p>
      {preview.waiting_cap && <WaitingCapNotice preview={preview} cap={preview.waiting_cap} />}
      {phone ? (
        // A card per row on a phone, its status first; the list scrolls, from the keyboard too.
        <section
          aria-label={t`Rows to add`}
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
                <p className="text-xs text-muted-foreground">{t`Line ${ph({ line: row.line })}`}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <div className="rounded-md border">
          <Table scrollLabel={t`Rows to add`} containerClassName="max-h-96 overflow-y-auto">
            <TableHeader>
              <TableRow>
                <HeadCells labels={PREVIEW_COLUMNS} />
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
