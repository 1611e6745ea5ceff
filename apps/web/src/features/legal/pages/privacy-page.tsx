import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TRetentionPeriods } from '@perks/contract';
import { Link } from 'react-router';
import { QueryStates } from '@/components/load-states';
import { SITE } from '@/lib/site';
import { useRetention } from '../api/get-retention';
import { LegalList, LegalPage, LegalSection } from '../components/legal-page';

/** The periods as the server prunes by them: the retention job's own settings (decision 083). */
function RetentionList() {
  const query = useRetention();
  return (
    <QueryStates
      query={query}
      loading={<Trans>Loading the retention periods…</Trans>}
      failed={<Trans>The retention periods could not be loaded.</Trans>}
    >
      {(data) => <RetentionItems data={data} />}
    </QueryStates>
  );
}

function RetentionItems({ data }: { data: TRetentionPeriods }) {
  const { t } = useLingui();
  const days = (count: number) => t`${plural(count, { one: '# day', other: '# days' })}`;
  const codes = days(data.expiredCodesDays);
  const codeEvents = days(data.signInEventsDays);
  const expired = days(data.expiredSessionsDays);
  const revoked = days(data.revokedSessionsDays);
  const forms = days(data.formEventsDays);
  const cardCodes = days(data.cardCodeUsesDays);
  const replies = days(data.inboundTextsDays);
  const texts = days(data.textMessagesDays);
  const emails = days(data.emailMessagesDays);
  const views = days(data.pageViewsDays);
  const backups = days(data.backupsDays);
  return (
    <LegalList>
      <li>
        <Trans>One-time sign-in codes: deleted {codes} after they expire.</Trans>
      </li>
      <li>
        <Trans>Records of sign-in codes asked for and tried: {codeEvents}.</Trans>
      </li>
      <li>
        <Trans>
          Sign-ins (your devices): {expired} after they expire, {revoked} after you sign out.
        </Trans>
      </li>
      <li>
        <Trans>
          The network address a public form (the sign-up and contact forms) was sent from, to limit abuse:{' '}
          {forms}.
        </Trans>
      </li>
      <li>
        <Trans>Member card codes already checked: {cardCodes}.</Trans>
      </li>
      <li>
        <Trans>The texts we sent you: {texts} after they were sent.</Trans>
      </li>
      <li>
        <Trans>
          The ids of your replies to our texts (STOP, START), so a reply is acted on once: {replies}.
        </Trans>
      </li>
      <li>
        <Trans>The e-mails we sent you: {emails} after they were sent.</Trans>
      </li>
      <li>
        <Trans>Page-view counts (per page and day, not per person): {views}.</Trans>
      </li>
      <li>
        <Trans>
          Your account, profile, work history, applications and their messages, saved jobs, alerts, favorites,
          reviews and card check-ins: as long as you have an account.
        </Trans>
      </li>
      <li>
        <Trans>
          When you delete your account, what stays for others keeps nothing that names you: your applications
          (withdrawn, your profile emptied) and messages (their words removed) for the employer, your reviews
          as anonymous, your visits as counts, and the employer's own staff list. Your STOP replies stay, so
          we never text your number against them.
        </Trans>
      </li>
      <li>
        <Trans>
          Backup copies of the service: {backups}, after which a deleted account is gone from them too.
        </Trans>
      </li>
    </LegalList>
  );
}

/** Route /privacy: what the service keeps, why, who sees it, and for how long. */
export function PrivacyPage() {
  const { t } = useLingui();
  const email = SITE.email;
  const name = SITE.name;
  return (
    <LegalPage
      title={t`Privacy Policy`}
      lead={
        <Trans>
          {name} is a membership and job board for hospitality workers in {SITE.city}. This page says what we
          keep about you, why, who sees it and for how long.
        </Trans>
      }
    >
      <LegalSection id="privacy-collect" title={<Trans>What we collect and why</Trans>}>
        <LegalList>
          <li>
            <Trans>
              Your phone number: to sign you in with a code we text to it, to match you to your employer's
              staff list, and to send the texts you asked for.
            </Trans>
          </li>
          <li>
            <Trans>
              Your name, profile, photo and work history: what you fill in, shown on your member card and to
              the employers you apply to.
            </Trans>
          </li>
          <li>
            <Trans>
              Your applications, their notes and messages: to send them to the employer and tell you how they
              move.
            </Trans>
          </li>
          <li>
            <Trans>
              Saved jobs, job alerts and an alert e-mail address if you give one: to send you the jobs you
              asked for.
            </Trans>
          </li>
          <li>
            <Trans>Card checks and visits at partners: to check your card and count the visits.</Trans>
          </li>
          <li>
            <Trans>
              Your sign-ins (device and network address) and your language: to keep your account safe, limit
              abuse and show the site in your language.
            </Trans>
          </li>
          <li>
            <Trans>
              For businesses: the staff list the owner sends, the business profile, jobs and billing status.
              Card numbers are kept by Stripe, never by us.
            </Trans>
          </li>
          <li>
            <Trans>What you write in the sign-up and contact forms: to answer you.</Trans>
          </li>
        </LegalList>
        <p>
          <Trans>We do not sell your data and show no advertising.</Trans>
        </p>
      </LegalSection>

      <LegalSection id="privacy-who" title={<Trans>Who sees what</Trans>}>
        <LegalList>
          <li>
            <Trans>
              An employer you apply to sees your profile as you shared it and, only while the application
              stands, your phone number and e-mail. Withdrawing takes them back.
            </Trans>
          </li>
          <li>
            <Trans>
              A partner who checks your member card sees your first name and your employers, and whether the
              card is valid.
            </Trans>
          </li>
          <li>
            <Trans>
              Your employer's owners and managers see their staff list (the names and phone numbers they sent)
              and whether you opened your card.
            </Trans>
          </li>
          <li>
            <Trans>The service's administrators can see everything, to run and protect it.</Trans>
          </li>
          <li>
            <Trans>Everyone can see job posts and business pages; your profile is not public.</Trans>
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="privacy-processors" title={<Trans>Services that handle data for us</Trans>}>
        <LegalList>
          <li>
            <Trans>
              The SMS gateway: your phone number and the texts we send you (codes, updates, alerts).
            </Trans>
          </li>
          <li>
            <Trans>The e-mail server: your e-mail address and the e-mails we send you.</Trans>
          </li>
          <li>
            <Trans>Stripe: a business's billing and payment details.</Trans>
          </li>
          <li>
            <Trans>
              An AI provider, only when one is set up: what a business owner types into the setup assistant.
            </Trans>
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="privacy-retention" title={<Trans>How long we keep it</Trans>}>
        <RetentionList />
      </LegalSection>

      <LegalSection id="privacy-choices" title={<Trans>Your choices</Trans>}>
        <LegalList>
          <li>
            <Trans>
              Change or remove your profile details on{' '}
              <Link to="/profile" className="underline">
                your profile
              </Link>
              .
            </Trans>
          </li>
          <li>
            <Trans>
              Reply STOP to stop the kind of text you just got, STOPALL to stop every text, START to get them
              again.
            </Trans>
          </li>
          <li>
            <Trans>
              Turn each kind of text on or off in{' '}
              <Link to="/settings" className="underline">
                settings
              </Link>
              , where you also see when, where and from which address you agreed to it.
            </Trans>
          </li>
          <li>
            <Trans>
              Change or delete job alerts on{' '}
              <Link to="/alerts" className="underline">
                your alerts
              </Link>
              ; every alert e-mail has an unsubscribe link.
            </Trans>
          </li>
          <li>
            <Trans>
              Withdraw an application at any time, and sign out other devices in{' '}
              <Link to="/settings" className="underline">
                settings
              </Link>
              .
            </Trans>
          </li>
          <li>
            <Trans>
              Download everything we keep about you, or delete your account, in{' '}
              <Link to="/settings" className="underline">
                settings
              </Link>
              .
            </Trans>
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="privacy-contact" title={<Trans>Contact</Trans>}>
        <p>
          <Trans>
            Write to{' '}
            <a href={`mailto:${email}`} className="underline">
              {email}
            </a>{' '}
            or use the form on the{' '}
            <Link to="/support" className="underline">
              support page
            </Link>
            .
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  );
}
