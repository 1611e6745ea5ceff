import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

type ButtonLinkProps = ComponentProps<typeof Link> & Pick<ComponentProps<typeof Button>, 'variant' | 'size'>;

/** A link within the app that looks like a button ('Browse all jobs', 'Return to Home'). */
export function ButtonLink({ variant, size, className, ...linkProps }: ButtonLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link {...linkProps} />
    </Button>
  );
}
