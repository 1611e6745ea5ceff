import { Trans, useLingui } from '@lingui/react/macro';
import { AI_MESSAGES } from '@perks/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';

/**
 * The Raw tab's custom JSON payload box. As the spec says, the payload is only logged (to the
 * browser console and the list below), never sent.
 */
export function CustomPayload() {
  const [text, setText] = useState('{\n  "message": "Hello"\n}');
  const [logged, setLogged] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const { t } = useLingui();
  const tc = useContractText();
  const log = () => {
    try {
      const payload: unknown = JSON.parse(text);
      setProblem(null);
      console.info('Custom AI payload', payload);
      setLogged((current) => [JSON.stringify(payload), ...current].slice(0, 10));
    } catch {
      setProblem(tc(AI_MESSAGES.invalidJsonPayload));
      toast.error(tc(AI_MESSAGES.invalidJsonPayload));
    }
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <h3 id={`${id}-heading`} className="font-semibold">
        <Trans>Custom JSON payload</Trans>
      </h3>
      <Label htmlFor={id}>
        <Trans>Payload</Trans>
      </Label>
      <Textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="font-mono"
        aria-invalid={problem ? true : undefined}
      />
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <Button variant="outline" onClick={log}>
        <Trans>Log payload</Trans>
      </Button>
      {logged.length > 0 ? (
        <ul aria-label={t`Logged payloads`} className="space-y-1 text-xs">
          {logged.map((entry, index) => (
            // Entries may repeat; their place in the list is what tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
            <li key={index}>
              <code className="break-all">{entry}</code>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
