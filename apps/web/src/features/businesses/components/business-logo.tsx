import { useLingui } from '@lingui/react/macro';
import { businessInitials, readableTextOn } from '@perks/contract';
import { cn } from '@/lib/utils';

/** The business's logo, or the first two letters of its name on its brand colour. */
export function BusinessLogo({
  name,
  logoUrl,
  color,
  className,
}: {
  name: string;
  logoUrl: string | null;
  color: string | null;
  className?: string;
}) {
  const { t } = useLingui();
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt={t`${name} logo`}
        className={cn('size-12 shrink-0 rounded-md object-cover', className)}
      />
    );
  }
  // The brand colour as background, with black or white text, whichever meets AA contrast.
  const text = color ? readableTextOn(color) : null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-md bg-primary font-semibold text-primary-foreground',
        className,
      )}
      style={color && text ? { backgroundColor: color, color: text } : undefined}
    >
      {businessInitials(name)}
    </span>
  );
}
