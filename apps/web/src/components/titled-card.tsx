import type { ComponentProps, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface CardHeadingProps {
  /** The card's heading. */
  title: ReactNode;
  /** The heading's level in the page's outline. */
  level?: 'h2' | 'h3';
  /** The heading's id, for a card that is named by it (`aria-labelledby`). */
  headingId?: string;
  /** A line under the heading. */
  description?: ReactNode;
}

/** A card's heading and the line under it, for a `CardHeader`. */
export function CardHeading({ title, level: Heading = 'h2', headingId, description }: CardHeadingProps) {
  return (
    <>
      <CardTitle>
        <Heading id={headingId}>{title}</Heading>
      </CardTitle>
      {description !== undefined && <CardDescription>{description}</CardDescription>}
    </>
  );
}

type TitledCardProps = CardHeadingProps &
  Omit<ComponentProps<typeof Card>, 'title'> & { children: ReactNode };

/** A card with a heading (and an optional line under it) over its content. */
export function TitledCard({
  title,
  level,
  headingId,
  description,
  children,
  ...cardProps
}: TitledCardProps) {
  return (
    <Card {...cardProps}>
      <CardHeader>
        <CardHeading title={title} level={level} headingId={headingId} description={description} />
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
