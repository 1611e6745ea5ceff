import type { TBusinessDetail } from '../businesses/business-detail.ts';
import type { Locale } from '../i18n/locales.ts';
import type { TJob } from '../jobs/job.ts';
import type { TJobList, TJobListFilters } from '../jobs/job-list-query.schema.ts';
import type { TRetentionPeriods } from '../legal/retention.ts';
import type { TPartnerList } from '../promotions/partner.schema.ts';

/**
 * Where the server-rendered public pages (the job board, a job, a business) read their data: the
 * server passes its repository functions (no HTTP call to itself), the browser its API calls.
 * `job` and `business` are null for what a signed-out visitor may not see (missing, not live,
 * inactive). A business's open jobs are `list({ business_id })`.
 */
export interface PublicJobsSource {
  list(filters: TJobListFilters): Promise<TJobList>;
  job(id: string): Promise<TJob | null>;
  business(id: string): Promise<TBusinessDetail | null>;
  /** The active partners with their live perks' titles (/restaurants, /product). */
  partners(): Promise<TPartnerList>;
  /** How long each kind of record is kept, as this server prunes them (/privacy). */
  retention(): Promise<TRetentionPeriods>;
}

/** One public page rendered on the server (docs/decisions/025-server-rendered-public-pages.md). */
export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** Router and query state for hydration, JSON escaped for a `<script type="application/json">`. */
  state: string;
  /** Source modules of the matched screens (Vite manifest keys), for modulepreload links. */
  modules: string[];
}

/** The web build's server entry (`apps/web/dist-server/entry-server.js`). */
export interface ServerEntry {
  /**
   * Null when the path is not a server-rendered page (signed-in screens, /login): the plain shell.
   * `locale` is the language the page is written in.
   */
  renderPage(url: string, jobs: PublicJobsSource, locale: Locale): Promise<RenderedPage | null>;
  /**
   * The site's frame around 'Page not found' (`notFound`) or why the screen needs JavaScript, for
   * a path `renderPage` does not render: what a browser without scripts shows (decision 059).
   */
  renderScriptlessFrame(url: string, locale: Locale, notFound: boolean): Promise<string>;
}
