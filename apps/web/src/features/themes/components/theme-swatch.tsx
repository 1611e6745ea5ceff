import { Trans } from '@lingui/react/macro';
import type { TTheme } from '@perks/contract';

const hsl = (triple: string) => `hsl(${triple})`;

/** A small picture of a theme: its page, hero band, a primary button and muted text, in its own colours. */
export function ThemeSwatch({ theme }: { theme: TTheme }) {
  const c = theme.colors;
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-md border"
      style={{ background: hsl(c.background), color: hsl(c.foreground), borderColor: hsl(c.border) }}
    >
      <div
        className="px-3 py-2 text-sm font-semibold"
        style={{
          backgroundImage: `linear-gradient(135deg, ${hsl(c.heroGradient.from)}, ${hsl(c.heroGradient.to)})`,
          color: hsl(c.primaryForeground),
        }}
      >
        {theme.name}
      </div>
      <div className="flex items-center gap-2 px-3 py-2 text-xs">
        <span
          className="rounded px-2 py-1"
          style={{ background: hsl(c.primary), color: hsl(c.primaryForeground) }}
        >
          <Trans>Button</Trans>
        </span>
        <span
          className="rounded px-2 py-1"
          style={{ background: hsl(c.accent), color: hsl(c.accentForeground) }}
        >
          <Trans>Accent</Trans>
        </span>
        <span style={{ color: hsl(c.mutedForeground) }}>
          <Trans>Muted text</Trans>
        </span>
      </div>
    </div>
  );
}
