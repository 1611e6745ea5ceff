import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

interface ActionCardProps {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  description: ReactNode;
  to: string;
  action: string;
  children?: ReactNode;
}

/** A dashboard card with one way forward. */
export function ActionCard({ icon: Icon, title, description, to, action, children }: ActionCardProps) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <Icon aria-hidden="true" className="size-6 text-primary" />
        <CardTitle>
          <h3>{title}</h3>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children && <CardContent>{children}</CardContent>}
      <CardFooter className="mt-auto">
        <Button asChild variant="outline" className="w-full">
          <Link to={to}>{action}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
