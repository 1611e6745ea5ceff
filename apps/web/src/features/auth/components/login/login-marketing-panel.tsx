import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Briefcase from 'lucide-react/icons/briefcase';
import Tag from 'lucide-react/icons/tag';
import { SITE } from '@/lib/site';

const POINTS = [
  {
    icon: BadgeCheck,
    title: msg`Verified membership`,
    text: msg`Your employer confirms your job; your card does the rest.`,
  },
  {
    icon: Tag,
    title: msg`Perks around Portland`,
    text: msg`Discounts at partner restaurants, bars and cafes.`,
  },
  {
    icon: Briefcase,
    title: msg`Jobs with honest pay`,
    text: msg`Base pay, tips and real shifts on every posting.`,
  },
];

/**
 * The login page's left column: what signing in gets you. Its text stays at full strength of the
 * theme's primary pair (checked for contrast in lib/contrast.test.ts): the small label faded to
 * 80% fell below WCAG AA on the primary colour.
 */
export function LoginMarketingPanel() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col justify-center gap-8 rounded-2xl bg-primary p-8 text-primary-foreground lg:p-12">
      <div className="space-y-3">
        <p className="text-sm font-semibold uppercase tracking-wider">{SITE.name}</p>
        <h2 className="text-3xl font-bold leading-tight">
          <Trans>Perks for the people who keep Portland fed.</Trans>
        </h2>
        <p className="opacity-90">
          <Trans>Sign in with your phone number. No password to remember.</Trans>
        </p>
      </div>
      <ul className="space-y-5">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{t(title)}</p>
              <p className="text-sm opacity-90">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
