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
    () => toast.success(`${what} copied`),
    () => toast.error(`${what} could not be copied`),
  );
}

function ExportBlock({
  id,
  label,
  text,
  fileName,
  type,
}: {
  id: string;
  label: string;
  text: string;
  fileName: string;
  type: string;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} readOnly value={text} rows={10} className="font-mono text-xs" />
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => copy(text, label)}>
          Copy {label}
        </Button>
        <Button size="sm" variant="outline" onClick={() => download(fileName, text, type)}>
          Download {label}
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
        Fix the fields marked in the other tabs to export this theme.
      </p>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ExportBlock
        id="theme-export-css"
        label="CSS"
        text={themeCss(draft)}
        fileName={`${draft.id}.css`}
        type="text/css"
      />
      <ExportBlock
        id="theme-export-json"
        label="JSON"
        text={`${JSON.stringify(draft, null, 2)}\n`}
        fileName={`${draft.id}.json`}
        type="application/json"
      />
    </div>
  );
}
