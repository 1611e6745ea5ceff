import { Trans, useLingui } from '@lingui/react/macro';
import type { TBusinessDetail } from '@perks/contract';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { type BusinessFill, SetupAssistant } from '@/features/ai';
import { CreateBusinessForm } from '@/features/businesses';

/**
 * The setup's first step (decisions 063 and 069), on /setup and /businesses/create alike: the short
 * form (name, type, address, phone, e-mail) and, above it, the assistant that fills it from the
 * owner's own words. Either way the owner checks the form and creates the business through
 * `POST /businesses`, with its rules and its review.
 */
export function NewBusiness({ onCreated }: { onCreated(business: TBusinessDetail): void }) {
  const [fill, setFill] = useState<BusinessFill>();
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <SetupAssistant onFill={setFill} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-xl">
              <Trans>Your business</Trans>
            </h2>
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            <Trans>
              You become its owner. An administrator reviews it before it appears in the directory.
            </Trans>
          </p>
        </CardHeader>
        <CardContent>
          <CreateBusinessForm setup submitLabel={t`Create business`} onCreated={onCreated} fill={fill} />
        </CardContent>
      </Card>
    </div>
  );
}
