import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SITE } from '@/lib/site';
import { LegalList, LegalPage, LegalSection } from '../components/legal-page';

/** Route /terms: the rules of using the service, as it works today. */
export function TermsPage() {
  const { t } = useLingui();
  const email = SITE.email;
  const name = SITE.name;
  return (
    <LegalPage
      title={t`Terms of Service`}
      lead={
        <Trans>
          By using {name} you agree to these terms. They say what we offer and what we ask of you.
        </Trans>
      }
    >
      <LegalSection id="terms-account" title={<Trans>Your account</Trans>}>
        <LegalList>
          <li>
            <Trans>
              You sign in with a phone number you control, with a code we text to it. One account is one
              person.
            </Trans>
          </li>
          <li>
            <Trans>Keep what you write about yourself true. You are responsible for what you post.</Trans>
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="terms-card" title={<Trans>Membership and the member card</Trans>}>
        <LegalList>
          <li>
            <Trans>
              You are a member while your phone number is on the staff list of an active business. When your
              employer removes it, your card stops working.
            </Trans>
          </li>
          <li>
            <Trans>
              The card is yours alone: showing someone else's card, or a picture of one, is not allowed. Each
              partner decides its perks and may change or end them.
            </Trans>
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="terms-jobs" title={<Trans>Jobs and applications</Trans>}>
        <LegalList>
          <li>
            <Trans>
              Employers are responsible for their job posts, which must be real jobs with true pay. We may
              review, hide or remove any post.
            </Trans>
          </li>
          <li>
            <Trans>
              Applying shares your profile with the employer, and your phone number and e-mail while the
              application stands. We do not take part in hiring decisions.
            </Trans>
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="terms-business" title={<Trans>Businesses</Trans>}>
        <LegalList>
          <li>
            <Trans>
              Owners and managers send only the staff list of people who work there, and keep it up to date.
            </Trans>
          </li>
          <li>
            <Trans>
              Membership is free for 3 months, then $5 per employee per month, billed through Stripe where
              billing is on. The billing page says what happens when a business is unpaid.
            </Trans>
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="terms-texts" title={<Trans>Texts</Trans>}>
        <p>
          <Trans>
            We text sign-in codes when you ask for one, and the updates and alerts you turn on. Message
            frequency varies. Msg & data rates may apply. Reply STOP to stop, HELP for help.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="terms-use" title={<Trans>Fair use</Trans>}>
        <LegalList>
          <li>
            <Trans>
              Do not misuse the service: no fake accounts, posts or reviews, no harassment, no copying data in
              bulk, no attempts to get around limits or into other people's accounts.
            </Trans>
          </li>
          <li>
            <Trans>We may remove content and suspend accounts that break these terms.</Trans>
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="terms-limits" title={<Trans>What we promise</Trans>}>
        <p>
          <Trans>
            We work to keep the service running and your data safe, but it is offered as it is, without a
            guarantee that it is always available or free of errors. How we handle your data is on the{' '}
            <Link to="/privacy" className="underline">
              privacy page
            </Link>
            . If these terms change, this page shows the new version.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="terms-contact" title={<Trans>Contact</Trans>}>
        <p>
          <Trans>
            Questions:{' '}
            <a href={`mailto:${email}`} className="underline">
              {email}
            </a>
            , or the{' '}
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
