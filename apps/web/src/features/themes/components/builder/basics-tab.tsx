import { useLingui } from '@lingui/react/macro';
import { THEME_PERSONALITIES, THEME_PRESETS } from '@perks/contract';
import { ChoiceSelect } from '@/components/choice-select';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useContractText } from '@/lib/i18n/contract-text';
import type { DraftProps } from './theme-builder';

/** Name, description, personality, and a preset to start from (its fonts and colours). */
export function BasicsTab({ draft, errors, onChange }: DraftProps) {
  const { t } = useLingui();
  const tc = useContractText();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="theme-name" label={t`Theme name`} error={errors.name}>
        <Input
          id="theme-name"
          value={draft.name}
          maxLength={60}
          onChange={(e) => onChange({ ...draft, name: e.target.value })}
          {...describedBy('theme-name', { error: errors.name })}
        />
      </Field>
      <Field id="theme-personality" label={t`Personality`}>
        <ChoiceSelect
          id="theme-personality"
          value={draft.personality}
          onChange={(e) => onChange({ ...draft, personality: e.target.value as typeof draft.personality })}
          choices={THEME_PERSONALITIES}
          labelOf={(p) => tc(p)}
        />
      </Field>
      <Field
        id="theme-description"
        label={t`Description`}
        error={errors.description}
        className="sm:col-span-2"
      >
        <Textarea
          id="theme-description"
          value={draft.description}
          maxLength={200}
          onChange={(e) => onChange({ ...draft, description: e.target.value })}
          {...describedBy('theme-description', { error: errors.description })}
        />
      </Field>
      <Field id="theme-start" label={t`Start from preset`} hint={t`Copies the preset's fonts and colours.`}>
        <NativeSelect
          id="theme-start"
          defaultValue=""
          onChange={(e) => {
            const preset = THEME_PRESETS.find((p) => p.id === e.target.value);
            if (preset)
              onChange({
                ...draft,
                personality: preset.personality,
                fonts: preset.fonts,
                colors: preset.colors,
              });
          }}
          {...describedBy('theme-start', { hint: true })}
        >
          <option value="">{t`Choose a preset...`}</option>
          {THEME_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}
