import { Trans } from '@lingui/react/macro';

/**
 * First focusable element on every page: lets keyboard and switch users jump past the
 * navigation. Focus moves in script so the URL does not gain a '#main-content' fragment.
 */
export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
      // not-sr-only resets padding, so the visible state's spacing is set on focus too.
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:font-medium focus:text-foreground focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-ring"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
