import { useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The heart that adds a business to the favorites or takes it out; its state is announced. */
export function FavoriteButton({
  name,
  favorite,
  onToggle,
}: {
  name: string;
  favorite: boolean;
  onToggle(): void;
}) {
  const { t } = useLingui();
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-pressed={favorite}
      aria-label={favorite ? t`Remove ${name} from favorites` : t`Add ${name} to favorites`}
      onClick={onToggle}
    >
      <Heart aria-hidden="true" className={cn('size-5', favorite && 'fill-red-500 text-red-500')} />
    </Button>
  );
}
