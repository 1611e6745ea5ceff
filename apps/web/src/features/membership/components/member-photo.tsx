import { cn } from '@/lib/utils';

const SIZE = { md: 'size-24', lg: 'size-28' };

/**
 * The member's photo (decision 060), on their card and on the partner's check page, so the person
 * showing a card can be told from someone holding a borrowed phone. Nothing without a photo.
 */
export function MemberPhoto({
  url,
  name,
  size = 'lg',
  className,
}: {
  url: string | null;
  name: string;
  size?: keyof typeof SIZE;
  className?: string;
}) {
  if (!url) return null;
  return (
    <img
      src={url}
      alt={name}
      data-testid="member-photo"
      className={cn('shrink-0 rounded-full border object-cover', SIZE[size], className)}
    />
  );
}
