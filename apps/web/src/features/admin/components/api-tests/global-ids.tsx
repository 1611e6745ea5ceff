import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface GlobalIds {
  userId: string;
  businessId: string;
}

function IdInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t({ message: 'UUID', comment: 'The format of an id: usually kept as is' })}
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}

/** The Test Center's global user and business ids, used by every panel's by-id calls. */
export function GlobalIdInputs({ ids, onChange }: { ids: GlobalIds; onChange: (ids: GlobalIds) => void }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <IdInput
        label={t`Global user ID`}
        value={ids.userId}
        onChange={(userId) => onChange({ ...ids, userId })}
      />
      <IdInput
        label={t`Global business ID`}
        value={ids.businessId}
        onChange={(businessId) => onChange({ ...ids, businessId })}
      />
    </div>
  );
}
