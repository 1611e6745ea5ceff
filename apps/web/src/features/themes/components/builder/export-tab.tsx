import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type TTheme, themeCss } from '@perks/contract';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';

function download(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

function copy(text: string, what: string) {
  navigator.clipboard.writeText(text).then(
    () => toast.success(t`${what} copied`),
    () => toast.error(t`${what} could not be copied`),
  );
}

function ExportBlock({
  id,
  format,
  text,
  fileName,
  type,
}: {
  id: string;
  /** The file format's name (CSS, JSON), the same in every language. */
  format: string;
  text: string;
  fileName: string;
  type: string;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{format}</Label>
      <Textarea id={id} readOnly value={text} rows={10} variant="code" />
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => copy(text, format)}>
          <Trans>Copy {format}</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => download(fileName, text, type)}>
          <Trans>Download {format}</Trans>
        </Button>
      </div>
    </div>
  );
}

/** The draft as CSS variables and as JSON (the "Theme preset" shape), to copy or download. */
export function ExportTab({ draft, valid }: { draft: TTheme; valid: boolean }) {
  if (!valid) {
    return (
      <p className="text-sm text-destructive">
        <Trans>Fix the fields marked in the other tabs to export this theme.</Trans>
      </p>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ExportBlock
        id="theme-export-css"
        format="CSS"
        text={themeCss(draft)}
        fileName={`${draft.id}.css`}
        type="text/css"
      />
      <ExportBlock
        id="theme-export-json"
        format="JSON"
        text={`${JSON.stringify(draft, null, 2)}\n`}
        fileName={`${draft.id}.json`}
        type="application/json"
      />
    </div>
  );
}
