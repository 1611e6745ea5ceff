import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE } from '@/lib/site';
import { LegalPage, LegalSection } from '../components/legal-page';
import { SupportContactForm } from '../components/support-contact-form';

function Question({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <h3 className="font-semibold">{title}</h3>
      <p>{children}</p>
    </div>
  );
}

const link = 'underline';

/** Route /support: answers to what people ask most, and a contact form. */
export function SupportPage() {
  const { t } = useLingui();
  const email = SITE.email;
  return (
    <LegalPage title={t`Support`} lead={<Trans>Answers to what people ask most, and how to reach us.</Trans>}>
      <LegalSection id="support-questions" title={<Trans>Common questions</Trans>}>
        <div className="space-y-5">
          <Question title={<Trans>My member card does not work offline</Trans>}>
            <Trans>
              The card works without a network once you have opened it on this phone while online and signed
              in. Open{' '}
              <Link to="/card" className={link}>
                your member card
              </Link>{' '}
              once with a connection; it shows when it was last confirmed online. Signing out deletes the card
              kept on the phone.
            </Trans>
          </Question>
          <Question title={<Trans>My sign-in code does not arrive</Trans>}>
            <Trans>
              Check the number and its country code. Codes are texted only to numbers in the countries we
              serve (the United States and Canada), not to toll-free or premium numbers. A code lasts 5
              minutes and a new one can be asked for after 60 seconds; a new code replaces the old one. If you
              replied STOP to our number, reply START first.
            </Trans>
          </Question>
          <Question title={<Trans>My employer is not on the list</Trans>}>
            <Trans>
              Businesses join when an owner or manager signs them up. Ask yours to{' '}
              <Link to="/setup" className={link}>
                set up the business
              </Link>
              , or send us its name with the form on the home page.
            </Trans>
          </Question>
          <Question title={<Trans>My card says "Pending verification"</Trans>}>
            <Trans>
              Your membership starts once your employer adds this phone number to their staff list. Ask your
              manager to add it, exactly as you sign in with it.
            </Trans>
          </Question>
          <Question title={<Trans>How do I stop texts?</Trans>}>
            <Trans>
              Reply STOP to stop the kind of text you just got (for example job alerts), or STOPALL to stop
              every text. Reply START to get them again, and HELP for help. You can also turn each kind on or
              off in{' '}
              <Link to="/settings" className={link}>
                settings
              </Link>
              .
            </Trans>
          </Question>
          <Question title={<Trans>How do I stop or change job alerts?</Trans>}>
            <Trans>
              On{' '}
              <Link to="/alerts" className={link}>
                your alerts
              </Link>{' '}
              you can change how often and where each is sent, or delete it. Every alert e-mail has an
              unsubscribe link that works without signing in.
            </Trans>
          </Question>
          <Question title={<Trans>Who sees my application?</Trans>}>
            <Trans>
              The employer sees your profile as you shared it and, while the application stands, your phone
              and e-mail. You can withdraw it on{' '}
              <Link to="/applications" className={link}>
                your applications
              </Link>
              .
            </Trans>
          </Question>
          <Question title={<Trans>A partner says my card is not valid</Trans>}>
            <Trans>
              Show the live card, not a screenshot: its code changes every 30 seconds. If the card says
              "Membership ended", your number is no longer on a staff list; ask your employer.
            </Trans>
          </Question>
          <Question title={<Trans>How do I change the language?</Trans>}>
            <Trans>
              Choose it under "Language" at the bottom of any page or in settings. Signed in, texts and
              e-mails follow your choice.
            </Trans>
          </Question>
          <Question title={<Trans>I lost my phone. How do I sign out?</Trans>}>
            <Trans>
              Sign in on another device and sign out the lost one in{' '}
              <Link to="/settings" className={link}>
                settings
              </Link>
              . Your account follows your phone number, so keep the number or write to us.
            </Trans>
          </Question>
        </div>
      </LegalSection>

      <LegalSection id="contact" title={<Trans>Contact us</Trans>}>
        <p>
          <Trans>
            Write to{' '}
            <a href={`mailto:${email}`} className={link}>
              {email}
            </a>{' '}
            or send this form. We answer by e-mail.
          </Trans>
        </p>
        <SupportContactForm />
      </LegalSection>
    </LegalPage>
  );
}
