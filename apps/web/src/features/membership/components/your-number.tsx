import { Trans } from '@lingui/react/macro';
import { formatPhoneDisplay } from '@perks/contract';

/** 'Your number: …': the phone a pending membership waits on, so a member can tell the business. */
export function YourNumber({ phone: stored }: { phone: string }) {
  // As people write and read it ('(207) 555-0142'), the way the staff list is typed in.
  const phone = formatPhoneDisplay(stored);
  return (
    <p className="text-sm">
      <Trans>
        Your number: <span className="font-medium">{phone}</span>
      </Trans>
    </p>
  );
}
