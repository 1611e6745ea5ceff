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
  return (
    <Tabs.Root defaultValue="visual" className="space-y-4">
      <TabsList aria-label={`${label} views`}>
        <TabsTrigger value="visual">Visual</TabsTrigger>
        <TabsTrigger value="structured">Structured</TabsTrigger>
        <TabsTrigger value="raw">Raw</TabsTrigger>
      </TabsList>
      <Tabs.Content value="visual">{visual}</Tabs.Content>
      <Tabs.Content value="structured">{structured}</Tabs.Content>
      <Tabs.Content value="raw">{raw}</Tabs.Content>
    </Tabs.Root>
  );
}
