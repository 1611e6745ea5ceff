import { type EmploymentType, salaryDisplay, type TJob } from '@perks/contract';
import { jobAddress, postingDescription } from './job-posting-json-ld.ts';
import { SITE_NAME } from './page-head.ts';

/**
 * The job feed in the XML format Indeed reads (and Glassdoor, ZipRecruiter, Jooble and most other
 * boards with it): one <source> with the publisher, then one <job> per live job, every value in
 * CDATA (docs/decisions/102-jobs-feed.md).
 */

/** The fields Indeed requires of every <job>, in its order. */
export const FEED_REQUIRED_FIELDS = [
  'title',
  'date',
  'referencenumber',
  'url',
  'company',
  'city',
  'state',
  'country',
  'description',
] as const;

/** Indeed's optional fields this feed fills when the job has them. */
export const FEED_OPTIONAL_FIELDS = [
  'postalcode',
  'streetaddress',
  'salary',
  'jobtype',
  'expirationdate',
] as const;

type FeedField = (typeof FEED_REQUIRED_FIELDS)[number] | (typeof FEED_OPTIONAL_FIELDS)[number];

/** Indeed's job types. */
const INDEED_JOB_TYPE: Record<EmploymentType, string> = {
  'full-time': 'fulltime',
  'part-time': 'parttime',
  contract: 'contract',
  temporary: 'temporary',
};

/** The newest live jobs a feed holds: a board reads the whole file on each visit. */
export const FEED_MAX_JOBS = 10_000;

/** Whether XML 1.0 allows a character at all (even in CDATA): not most control characters, not U+FFFE/F. */
const allowedInXml = (code: number) =>
  code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);

/** Text with what XML cannot hold dropped (a lone surrogate becomes U+FFFD first). */
function xmlText(text: string): string {
  let kept = '';
  for (const character of text.toWellFormed()) {
    if (allowedInXml(character.codePointAt(0) ?? 0)) kept += character;
  }
  return kept;
}

/** Text as a CDATA section: a `]]>` inside is split across two sections, characters XML forbids dropped. */
function cdata(text: string): string {
  return `<![CDATA[${xmlText(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** The feed's date form, as in Indeed's sample: 'Fri, 10 Dec 2021 22:49:39 GMT'. */
const feedDate = (iso: string) => new Date(iso).toUTCString();

/** One job's fields, in Indeed's order; a field the job has no value for is left out. */
function feedJobFields(job: TJob, url: string): [FeedField, string][] {
  const address = jobAddress(job);
  const salary = salaryDisplay(job, '');
  const fields: [FeedField, string | undefined][] = [
    ['title', job.title],
    ['date', feedDate(job.posted_at)],
    ['referencenumber', job.id],
    ['url', url],
    ['company', job.company],
    ['city', address.addressLocality],
    ['state', address.addressRegion],
    ['country', address.addressCountry],
    ['postalcode', address.postalCode],
    ['streetaddress', address.streetAddress],
    ['description', postingDescription(job)],
    ['salary', salary || undefined],
    ['jobtype', INDEED_JOB_TYPE[job.employment_type]],
    ['expirationdate', job.expires_at ? feedDate(job.expires_at) : undefined],
  ];
  return fields.filter((field): field is [FeedField, string] => Boolean(field[1]));
}

/**
 * The whole feed for `jobs` (live ones, newest first), with each job's page on `origin`;
 * lastBuildDate is when the newest change among them was made, so the same jobs give the same file.
 */
export function jobsFeedXml(origin: string, jobs: readonly TJob[], lastChange: Date | null): string {
  const entries = jobs.map((job) => {
    const fields = feedJobFields(job, `${origin}/jobs/${job.id}`);
    return ['<job>', ...fields.map(([name, value]) => `<${name}>${cdata(value)}</${name}>`), '</job>'].join(
      '\n',
    );
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<source>',
    `<publisher>${cdata(SITE_NAME)}</publisher>`,
    `<publisherurl>${cdata(`${origin}/`)}</publisherurl>`,
    ...(lastChange ? [`<lastBuildDate>${cdata(lastChange.toUTCString())}</lastBuildDate>`] : []),
    ...entries,
    '</source>',
    '',
  ].join('\n');
}
