import { Trans } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { HOW_TO_APPLY_ID } from './job-detail-view';

/**
 * A phone's way to apply from anywhere on a long job page: a bar stuck to the bottom of the
 * screen with a link to 'How to apply' (in-app Apply and the e-mail link). It is the last thing
 * in the page's column, so it sticks only while that column fills the screen and settles after
 * the content at the end, never covering it or the footer. A plain link: it works without
 * JavaScript too. Wider screens show the section beside enough of the page not to need it.
 * `children` replaces the link (the applications feature's 'Applied · view status').
 */
export function ApplyBar({ children }: { children?: ReactNode }) {
  return (
    <div className="sticky bottom-0 -mx-4 mt-6 border-t bg-background p-3 sm:hidden">
      {children ?? (
        <Button asChild size="lg" className="w-full">
          <a href={`#${HOW_TO_APPLY_ID}`}>
            <Send aria-hidden="true" />
            <Trans>Apply for this job</Trans>
          </a>
        </Button>
      )}
    </div>
  );
}
