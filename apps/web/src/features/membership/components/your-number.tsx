import { Trans } from '@lingui/react/macro';

/** 'Your number: …': the phone a pending membership waits on, so a member can tell the business. */
export function YourNumber({ phone }: { phone: string }) {
  return (
    <p className="text-sm">
      <Trans>
        Your number: <span className="font-medium">{phone}</span>
      </Trans>
    </p>
  );
}
