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
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="UUID"
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}

/** The Test Center's global user and business ids, used by every panel's by-id calls. */
export function GlobalIdInputs({ ids, onChange }: { ids: GlobalIds; onChange: (ids: GlobalIds) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <IdInput
        label="Global user ID"
        value={ids.userId}
        onChange={(userId) => onChange({ ...ids, userId })}
      />
      <IdInput
        label="Global business ID"
        value={ids.businessId}
        onChange={(businessId) => onChange({ ...ids, businessId })}
      />
    </div>
  );
}
