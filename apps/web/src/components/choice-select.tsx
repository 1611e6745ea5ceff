import type { ComponentProps } from 'react';
import { NativeSelect } from '@/components/ui/native-select';

type ChoiceSelectProps<T extends string | number> = Omit<ComponentProps<typeof NativeSelect>, 'children'> & {
  /** The first option, which chooses none of them ('All types', 'Select start time'). */
  noneLabel?: string;
  /** The value of that first option. */
  noneValue?: string;
  choices: readonly T[];
  /** What the reader sees for a choice. */
  labelOf: (choice: T) => string | number;
};

/** A native select over a list of values (a filter, a time), each shown in the reader's words. */
export function ChoiceSelect<T extends string | number>({
  noneLabel,
  noneValue = '',
  choices,
  labelOf,
  ...selectProps
}: ChoiceSelectProps<T>) {
  return (
    <NativeSelect {...selectProps}>
      {noneLabel !== undefined && <option value={noneValue}>{noneLabel}</option>}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </NativeSelect>
  );
}

interface FilterSelectProps<V extends string> {
  /** The select's accessible name ('Job status'). */
  label: string;
  /** The first option, which filters nothing ('All statuses'). */
  all: string;
  choices: readonly V[];
  labelOf: (choice: V) => string;
  value: V | '';
  onChoose: (value: V | '') => void;
}

/** A list's filter over one vocabulary; its empty choice is no filter. */
export function FilterSelect<V extends string>({
  label,
  all,
  choices,
  labelOf,
  value,
  onChoose,
}: FilterSelectProps<V>) {
  return (
    <ChoiceSelect
      aria-label={label}
      value={value}
      onChange={(event) => onChoose(event.target.value as V | '')}
      noneLabel={all}
      choices={choices}
      labelOf={labelOf}
    />
  );
}
