import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ConsentScreen, TEXT_KIND_LABELS, type TTextKindSetting } from '@perks/contract';
import { QueryStates } from '@/components/load-states';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useTextConsents } from '../api/list-text-consents';
import { useSetTextConsent } from '../api/set-text-consent';

const SCREENS = {
  'sign-in': msg`on the sign-in screen`,
  apply: msg`on the application form`,
  'job-alerts': msg`on the job alerts screen`,
  'business-setup': msg`when setting up your business`,
  settings: msg`in settings`,
} as const satisfies Record<ConsentScreen, unknown>;

/** When, where, from which address and under which words the person said yes (or no). */
function ConsentLine({ consent }: { consent: NonNullable<TTextKindSetting['consent']> }) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const when = i18n.date(consent.at, { dateStyle: 'medium', timeStyle: 'short' });
  const where = t(SCREENS[consent.screen]);
  const ip = consent.ip ?? '-';
  const words = tc(consent.words);
  const version = consent.words_version;
  return (
    <p className="text-sm text-muted-foreground">
      {consent.granted ? (
        <Trans>
          Agreed {when} {where}, from {ip}: "{words}" (version {version})
        </Trans>
      ) : (
        <Trans>
          Turned off {when} {where}, from {ip}.
        </Trans>
      )}
    </p>
  );
}

function KindRow({ setting }: { setting: TTextKindSetting }) {
  const { t } = useLingui();
  const tc = useContractText();
  const save = useSetTextConsent();
  const label = tc(TEXT_KIND_LABELS[setting.kind]);
  const id = `text-kind-${setting.kind}`;
  return (
    <li className="space-y-1 border-t py-3 first:border-t-0">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {setting.switchable ? (
          <Switch
            id={id}
            checked={setting.enabled}
            disabled={save.isPending}
            onCheckedChange={(enabled) =>
              save.mutate(
                { kind: setting.kind, enabled },
                {
                  onError: (error) =>
                    toast.error(isApiError(error) ? tc(error.message) : t`Operation failed`),
                },
              )
            }
          />
        ) : (
          <span id={id} className="text-sm text-muted-foreground">
            <Trans>Only when you ask</Trans>
          </span>
        )}
      </div>
      {setting.switchable && !setting.enabled && (
        <p className="text-sm">
          <Trans>Off: we send none of these. Replying STOP to one turns it off too.</Trans>
        </p>
      )}
      {setting.consent && <ConsentLine consent={setting.consent} />}
    </li>
  );
}

/** `/settings`' texts: a switch per kind, off being the same as STOP for it (decision 085). */
export function TextSettings() {
  const query = useTextConsents();
  return (
    <section aria-labelledby="settings-texts" className="rounded-lg border p-4 sm:p-6">
      <h2 id="settings-texts" className="text-lg font-semibold">
        <Trans>Texts</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>
          Choose which texts we send to your phone, and see when you agreed to each. Msg & data rates may
          apply. Reply STOP to stop, HELP for help.
        </Trans>
      </p>
      <div className="mt-4">
        <QueryStates
          query={query}
          loading={<Trans>Loading your text settings…</Trans>}
          failed={<Trans>Your text settings could not be loaded.</Trans>}
        >
          {({ kinds }) => (
            <ul>
              {kinds.map((setting) => (
                <KindRow key={setting.kind} setting={setting} />
              ))}
            </ul>
          )}
        </QueryStates>
      </div>
    </section>
  );
}
