import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, type Period, portlandDay, type TBusinessAnalytics } from '@perks/contract';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { HeadedSection } from '@/components/headed-section';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useBusinessAnalytics } from '../api/get-business-analytics';
import { periodFromParams, periodLabel } from '../lib/period-params';
import { CsvLink } from './csv-link';
import { FigureList, useFigureFormats } from './figure-list';
import { FigureSection } from './figure-section';
import { PeriodPicker } from './period-picker';
import { TrendChart } from './trend-chart';

/** One business's figures: the period picker, the figures beside the previous period's, charts and tables. */
export function BusinessAnalyticsView({ businessId }: { businessId: string }) {
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => portlandDay(new Date()), []);
  const state = periodFromParams(params, today);
  const query = useBusinessAnalytics(businessId, state.period);
  const shown = state.period ?? { from: addDays(today, -29), to: today };

  const change = (next: Record<string, string>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of ['period', 'from', 'to']) updated.delete(key);
        for (const [key, value] of Object.entries(next)) updated.set(key, value);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="space-y-8">
      <PeriodPicker
        state={state}
        customDefaults={query.data?.period ?? shown}
        onPreset={(choice) => change({ period: choice })}
        onCustom={(period: Period) => change({ period: 'custom', ...period })}
      />
      {state.period === null ? null : query.isPending ? (
        <LoadingNotice>
          <Trans>Loading the figures...</Trans>
        </LoadingNotice>
      ) : query.isError ? (
        <LoadFailedNotice onRetry={() => void query.refetch()}>
          <Trans>Could not load the figures</Trans>
        </LoadFailedNotice>
      ) : (
        <Figures data={query.data} />
      )}
    </div>
  );
}

function Figures({ data }: { data: TBusinessAnalytics }) {
  const { totals: now, previous_totals: before } = data;
  const { t, i18n } = useLingui();
  const { hours: formatHours, rating: formatRating } = useFigureFormats();
  const label = periodLabel(data.period, i18n);
  const previousLabel = periodLabel(data.previous_period, i18n);
  const businessName = data.business.name;
  const day = t`Day`;
  const days = data.days.map((d) => d.day);
  const file = (name: string) => `${name}-${data.period.from}-to-${data.period.to}`;
  // A figure of this period beside the previous one's.
  const compared = (
    name: string,
    key: keyof TBusinessAnalytics['totals'],
    format?: (value: number | null) => string,
  ) => ({ label: name, value: now[key], previous: before[key], format });
  // What every chart of this period shares: its rows' days and the name of its CSV file.
  const chart = (name: string) => ({ rowLabel: day, days, periodLabel: label, fileName: file(name) });
  const series = (name: string, pick: (day: TBusinessAnalytics['days'][number]) => number | null) => ({
    label: name,
    values: data.days.map(pick),
  });

  return (
    <div className="space-y-10">
      <p className="text-sm text-muted-foreground">
        <Trans>
          <span className="font-medium text-foreground">{businessName}</span>: {label}, compared with{' '}
          {previousLabel}. Days are Portland days.
        </Trans>
      </p>

      <HeadedSection headingId="analytics-jobs" title={t`Jobs`}>
        <FigureList
          items={[
            compared(t`Job page views`, 'job_views'),
            compared(t`Business page views`, 'business_views'),
            compared(t`Applications`, 'applications'),
            compared(t`Median time to first applicant`, 'first_applicant_median_hours', formatHours),
            compared(t`Average time to first applicant`, 'first_applicant_average_hours', formatHours),
          ]}
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <TrendChart
            id="chart-views"
            title={t`Page views per day`}
            {...chart('page-views')}
            empty={t`No views yet in this period`}
            series={[
              series(t`Job pages`, (d) => d.job_views),
              series(t`Business page`, (d) => d.business_views),
            ]}
          />
          <TrendChart
            id="chart-applications"
            title={t`Applications per day`}
            {...chart('applications')}
            empty={t`No applications yet in this period`}
            series={[series(t`Applications`, (d) => d.applications)]}
          />
        </div>
        <JobsTable data={data} label={label} fileName={file('jobs')} />
      </HeadedSection>

      <HeadedSection headingId="analytics-team" title={t`Team`}>
        <FigureList
          items={[
            { label: t`People on the staff list`, value: data.team.staff },
            { label: t`Cards claimed`, value: data.team.claimed },
            compared(t`Check-ins at partner venues`, 'member_check_ins'),
          ]}
        />
        <TrendChart
          id="chart-member-check-ins"
          title={t`Your staff's check-ins at partner venues per day`}
          {...chart('staff-check-ins')}
          empty={t`No check-ins yet in this period`}
          series={[series(t`Check-ins`, (d) => d.member_check_ins)]}
        />
      </HeadedSection>

      <HeadedSection headingId="analytics-partner" title={t`As a partner`}>
        <FigureList
          items={[
            compared(t`Check-ins here`, 'check_ins'),
            compared(t`Promotion redemptions`, 'redemptions'),
            compared(t`New reviews`, 'new_reviews'),
            compared(t`Average rating of new reviews`, 'average_rating', formatRating),
          ]}
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <TrendChart
            id="chart-check-ins"
            title={t`Check-ins and redemptions here per day`}
            {...chart('check-ins')}
            empty={t`No check-ins yet in this period`}
            series={[series(t`Check-ins`, (d) => d.check_ins), series(t`Redemptions`, (d) => d.redemptions)]}
          />
          <TrendChart
            id="chart-reviews"
            title={t`Reviews and average rating per day`}
            {...chart('reviews')}
            empty={t`No reviews yet in this period`}
            series={[
              series(t`New reviews`, (d) => d.new_reviews),
              { ...series(t`Average rating`, (d) => d.average_rating), format: formatRating },
            ]}
          />
        </div>
        <PromotionsTable data={data} label={label} fileName={file('promotions')} />
      </HeadedSection>
    </div>
  );
}

function JobsTable({ data, label, fileName }: { data: TBusinessAnalytics; label: string; fileName: string }) {
  const { t } = useLingui();
  const header = [
    t`Job`,
    t`Views`,
    t`Previous views`,
    t`Applications`,
    t`Previous applications`,
    t`Interviews offered`,
    t`Interviews scheduled`,
    t`Interviews attended`,
    t`Interview no-shows`,
  ];
  const rows = data.jobs.map((job) => ({
    id: job.id,
    cells: [
      job.title,
      job.views,
      job.previous_views,
      job.applications,
      job.previous_applications,
      job.interviews_offered,
      job.interviews_scheduled,
      job.interviews_attended,
      job.interviews_no_shows,
    ],
  }));
  return (
    <ItemTable
      id="table-jobs"
      title={t`Views and applications per job`}
      empty={t`No job views or applications in this period`}
      label={label}
      fileName={fileName}
      header={header}
      rows={rows}
    />
  );
}

function PromotionsTable({
  data,
  label,
  fileName,
}: {
  data: TBusinessAnalytics;
  label: string;
  fileName: string;
}) {
  const { t } = useLingui();
  return (
    <ItemTable
      id="table-promotions"
      title={t`Redemptions per promotion`}
      empty={t`No promotions redeemed in this period`}
      label={label}
      fileName={fileName}
      header={[t`Promotion`, t`Redemptions`, t`Previous redemptions`]}
      rows={data.promotions.map((p) => ({
        id: p.id,
        cells: [p.title, p.redemptions, p.previous_redemptions],
      }))}
    />
  );
}

/** A table of named rows (jobs, promotions) with its CSV. */
function ItemTable({
  id,
  title,
  empty,
  label,
  fileName,
  header,
  rows,
}: {
  id: string;
  title: string;
  empty: string;
  label: string;
  fileName: string;
  header: string[];
  rows: Array<{ id: string; cells: Array<string | number> }>;
}) {
  const { t, i18n } = useLingui();
  return (
    <FigureSection
      id={id}
      title={title}
      actions={
        rows.length > 0 && (
          <CsvLink title={title} fileName={fileName} header={header} rows={rows.map((row) => row.cells)} />
        )
      }
    >
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <Table scrollLabel={title} stackOnPhone>
          <caption className="sr-only">{t`${title}, ${label}`}</caption>
          <TableHeader>
            <TableRow>
              {header.map((name, i) => (
                <TableHead key={name} scope="col" wrap align={i > 0 ? 'end' : 'start'}>
                  {name}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(({ id: rowId, cells: [name, ...values] }) => (
              <TableRow key={rowId}>
                <TableHead scope="row" wrap weight="normal" className="break-words">
                  {name}
                </TableHead>
                {values.map((value, i) => (
                  <TableCell key={header[i + 1]} data-label={header[i + 1]} className="text-end tabular-nums">
                    {i18n.number(Number(value))}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </FigureSection>
  );
}
