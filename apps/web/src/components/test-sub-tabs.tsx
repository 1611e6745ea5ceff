import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';

/** The API Test Center's three views of one API: Visual, Structured and Raw. */
export function TestSubTabs({
  label,
  visual,
  structured,
  raw,
}: {
  label: string;
  visual: ReactNode;
  structured: ReactNode;
  raw: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Tabs.Root defaultValue="visual" className="space-y-4">
      <TabsList aria-label={t`${label} views`}>
        <TabsTrigger value="visual">
          <Trans>Visual</Trans>
        </TabsTrigger>
        <TabsTrigger value="structured">
          <Trans>Structured</Trans>
        </TabsTrigger>
        <TabsTrigger value="raw">
          <Trans>Raw</Trans>
        </TabsTrigger>
      </TabsList>
      <Tabs.Content value="visual">{visual}</Tabs.Content>
      <Tabs.Content value="structured">{structured}</Tabs.Content>
      <Tabs.Content value="raw">{raw}</Tabs.Content>
    </Tabs.Root>
  );
}
