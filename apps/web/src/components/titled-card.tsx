import type { ComponentProps, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface TitledCardProps extends Omit<ComponentProps<typeof Card>, 'title'> {
  /** The card's heading. */
  title: ReactNode;
  /** The heading's level in the page's outline. */
  level?: 'h2' | 'h3';
  /** The heading's id, for a card that is named by it (`aria-labelledby`). */
  headingId?: string;
  /** A line under the heading. */
  description?: ReactNode;
  children: ReactNode;
}

/** A card with a heading (and an optional line under it) over its content. */
export function TitledCard({
  title,
  level: Heading = 'h2',
  headingId,
  description,
  children,
  ...cardProps
}: TitledCardProps) {
  return (
    <Card {...cardProps}>
      <CardHeader>
        <CardTitle>
          <Heading id={headingId}>{title}</Heading>
        </CardTitle>
        {description !== undefined && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
