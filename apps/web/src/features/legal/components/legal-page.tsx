import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';

interface LegalPageProps {
  title: string;
  /** The line under the heading: what the page is for. */
  lead: ReactNode;
  children: ReactNode;
}

/** The frame of /privacy, /terms and /support: one readable column, sections under h2s. */
export function LegalPage({ title, lead, children }: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:px-6">
      <PageHeading title={title} size="large">
        {lead}
      </PageHeading>
      {children}
    </div>
  );
}

/** One part of a legal page: an h2 and its paragraphs or list. */
export function LegalSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 leading-relaxed">
      <h2 id={id} className="scroll-mt-20 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A plain bulleted list inside a legal section. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6">{children}</ul>;
}
