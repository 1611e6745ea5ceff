import { useLingui } from '@lingui/react/macro';
import { businessInitials, readableTextOn } from '@perks/contract';
import { cn } from '@/lib/utils';

const SIZE = { md: 'size-12', lg: 'size-16 text-xl' };

/** The business's logo, or the first two letters of its name on its brand colour. */
export function BusinessLogo({
  name,
  logoUrl,
  color,
  size = 'md',
  className,
}: {
  name: string;
  logoUrl: string | null;
  color: string | null;
  size?: keyof typeof SIZE;
  className?: string;
}) {
  const { t } = useLingui();
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt={t`${name} logo`}
        className={cn('shrink-0 rounded-md object-cover', SIZE[size], className)}
      />
    );
  }
  // The brand colour as background, with black or white text, whichever meets AA contrast.
  const text = color ? readableTextOn(color) : null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-md bg-primary font-semibold text-primary-foreground',
        SIZE[size],
        className,
      )}
      style={color && text ? { backgroundColor: color, color: text } : undefined}
    >
      {businessInitials(name)}
    </span>
  );
}
