import { Trans, useLingui } from '@lingui/react/macro';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { SetupStep } from '../lib/setup-steps';

interface SetupChecklistProps {
  steps: SetupStep[];
  /** Steps done on this very page get no link to it. */
  currentPath?: string;
}

/** The setup steps in order, each saying in words whether it is done, with the way to do the rest. */
export function SetupChecklist({ steps, currentPath }: SetupChecklistProps) {
  const { t } = useLingui();
  return (
    <ol className="divide-y rounded-lg border bg-card" aria-label={t`Setup steps`}>
      {steps.map((step) => {
        const Icon = step.done ? CircleCheck : CircleDashed;
        return (
          <li
            key={step.id}
            data-testid={`setup-step-${step.id}`}
            className="flex flex-wrap items-center gap-3 p-4"
          >
            <Icon
              aria-hidden="true"
              className={step.done ? 'size-5 text-primary' : 'size-5 text-muted-foreground'}
            />
            <div className="min-w-0 flex-1">
              <h3 className="font-medium">{step.title}</h3>
              <p className="text-sm text-muted-foreground">
                <span className="font-medium text-foreground">
                  {step.done ? <Trans>Done</Trans> : <Trans>To do</Trans>}
                </span>
                {' · '}
                {step.description}
              </p>
            </div>
            {(!step.done || step.id === 'staff') && step.to !== currentPath && (
              <Button asChild size="sm" variant={step.done ? 'outline' : 'default'}>
                <Link to={step.to}>{step.action}</Link>
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
