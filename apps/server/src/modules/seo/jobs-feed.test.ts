import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FEED_OPTIONAL_FIELDS, FEED_REQUIRED_FIELDS } from './jobs-feed.ts';

/**
 * Indeed's published XML feed fields (the "XML feed" guide for job sites): every <job> must have
 * these, each once, not empty.
 */
const INDEED_REQUIRED = [
  'title',
  'date',
  'referencenumber',
  'url',
  'company',
  'city',
  'state',
  'country',
  'description',
];
/** Its recommended and optional fields this feed uses. */
const INDEED_OPTIONAL = ['postalcode', 'streetaddress', 'salary', 'jobtype', 'expirationdate'];
const INDEED_JOB_TYPES = ['fulltime', 'parttime', 'contract', 'temporary', 'internship'];

/** An element of a parsed document: its name, child elements, text, and whether that text was all CDATA. */
interface XmlElement {
  name: string;
  children: XmlElement[];
  text: string;
  cdataOnly: boolean;
}

/** A document parsed by a real XML parser (saxes, jsdom's); throws on one that is not well-formed. */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser();
  const document: XmlElement = { name: '#document', children: [], text: '', cdataOnly: true };
  const open = [document];
  const current = () => open[open.length - 1]!;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: tag.name, children: [], text: '', cdataOnly: true };
    current().children.push(element);
    open.push(element);
  });
  parser.on('closetag', () => open.pop());
  parser.on('text', (text) => {
    // The line breaks between elements are not content.
    if (text.trim() === '') return;
    current().text += text;
    current().cdataOnly = false;
  });
  parser.on('cdata', (text) => {
    current().text += text;
  });
  parser.write(xml).close();
  expect(document.children).toHaveLength(1);
  return document.children[0]!;
}

/** Every element named `name` under `root`, at any depth. */
function elements(root: XmlElement, name: string): XmlElement[] {
  return root.children.flatMap((child) => [
    ...(child.name === name ? [child] : []),
    ...elements(child, name),
  ]);
}

/** A <job>'s fields by name: name → every text found under that name. */
function fieldsOf(job: XmlElement): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const child of job.children) fields.set(child.name, [...(fields.get(child.name) ?? []), child.text]);
  return fields;
}

describe('the job feed for boards', () => {
  let t: TestApp;
  const live: Record<string, string> = {};
  const notLive: string[] = [];
  const nasty = 'Chef ]]> & <b>"Co"</b> \u0001 ünïcode 🍳';

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://perks.example' });
    const db = t.app.db;
    const business = await insertBusiness(db, { name: 'Salt Pine Social' });
    live.bartender = (
      await insertJob(db, {
        business_id: business.id,
        title: 'Bartender',
        location: '12 Fore St, Portland, ME 04101',
        employment_type: 'part-time',
        is_tipped_role: true,
        base_hourly_pay: 15,
        estimated_tips_hourly: 12,
      })
    ).id;
    live.nasty = (
      await insertJob(db, {
        business_id: business.id,
        title: nasty,
        description: `Ends with ]]> and <script>alert(1)</script> ${nasty}`,
        location: 'Kitchen',
        employment_type: 'full-time',
      })
    ).id;
    notLive.push((await insertJob(db, { business_id: business.id, status: 'pending' })).id);
    notLive.push(
      (
        await insertJob(db, {
          business_id: business.id,
          expires_at: daysFromNow(-1),
          posted_at: daysFromNow(-31),
        })
      ).id,
    );
    // Scheduled: posted in the future, not live yet (the board's rule, jobs/job-filters.ts).
    notLive.push((await insertJob(db, { business_id: business.id, posted_at: daysFromNow(2) })).id);
  });
  afterAll(() => t.close());

  it('names the published field list', () => {
    expect([...FEED_REQUIRED_FIELDS]).toEqual(INDEED_REQUIRED);
    expect([...FEED_OPTIONAL_FIELDS]).toEqual(INDEED_OPTIONAL);
  });

  it('lists every live job, and only those, with every required field, parsed by a real XML parser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/jobs-feed.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const source = parseXml(res.body);
    expect(source.name).toBe('source');
    expect(elements(source, 'publisher')[0]?.text).toBe('Industry Perks');
    expect(elements(source, 'publisherurl')[0]?.text).toBe('https://perks.example/');

    const jobs = elements(source, 'job');
    const ids = jobs.map((job) => fieldsOf(job).get('referencenumber')?.[0]);
    expect(ids.sort()).toEqual(Object.values(live).sort());
    for (const id of notLive) expect(res.body).not.toContain(id);

    for (const job of jobs) {
      const fields = fieldsOf(job);
      const id = fields.get('referencenumber')?.[0];
      for (const name of INDEED_REQUIRED) {
        expect(fields.get(name), `${name} of ${id}`).toHaveLength(1);
        expect(fields.get(name)![0]!.trim(), `${name} of ${id}`).not.toBe('');
      }
      for (const name of fields.keys()) expect([...INDEED_REQUIRED, ...INDEED_OPTIONAL]).toContain(name);
      expect(fields.get('url')![0]).toBe(`https://perks.example/jobs/${id}`);
      expect(Number.isNaN(Date.parse(fields.get('date')![0]!))).toBe(false);
      expect(INDEED_JOB_TYPES).toContain(fields.get('jobtype')![0]);
      // Every value is CDATA, as Indeed's sample feed writes it.
      for (const child of job.children) expect(child.cdataOnly, child.name).toBe(true);
    }
  });

  it('gives the title, place, postal code, pay and type of a job as its page does', async () => {
    const source = parseXml((await t.app.inject({ method: 'GET', url: '/jobs-feed.xml' })).body);
    const job = elements(source, 'job')
      .map(fieldsOf)
      .find((f) => f.get('referencenumber')?.[0] === live.bartender)!;
    const one = (name: string) => job.get(name)?.[0];
    expect(one('title')).toBe('Bartender');
    expect(one('company')).toBe('Salt Pine Social');
    expect([one('streetaddress'), one('city'), one('state'), one('postalcode'), one('country')]).toEqual([
      '12 Fore St',
      'Portland',
      'ME',
      '04101',
      'US',
    ]);
    expect(one('salary')).toBe('$15.00/hr + $12.00/hr tips');
    expect(one('jobtype')).toBe('parttime');
    expect(one('description')).toContain('Tipped role: Estimated tips of $12.00/hr');
  });

  it('keeps any text whole: ]]>, markup and quotes round-trip, characters XML forbids are dropped', async () => {
    const source = parseXml((await t.app.inject({ method: 'GET', url: '/jobs-feed.xml' })).body);
    const job = elements(source, 'job')
      .map(fieldsOf)
      .find((f) => f.get('referencenumber')?.[0] === live.nasty)!;
    expect(job.get('title')?.[0]).toBe(nasty.replace('\u0001', ''));
    expect(job.get('description')?.[0]).toContain('Ends with ]]> and <script>alert(1)</script>');
  });

  it('says how long to keep it, and answers 304 to its ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/jobs-feed.xml' });
    expect(first.headers['cache-control']).toBe('public, max-age=900');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(Number.isNaN(Date.parse(first.headers['last-modified'] as string))).toBe(false);
    const again = await t.app.inject({
      method: 'GET',
      url: '/jobs-feed.xml',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({
      method: 'GET',
      url: '/jobs-feed.xml',
      headers: { 'if-none-match': '"x"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('is named in the sitemap index beside the sitemap, and robots.txt names the index', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap-index.xml' });
    expect(index.statusCode).toBe(200);
    const doc = parseXml(index.body);
    expect(doc.name).toBe('sitemapindex');
    const locs = elements(doc, 'loc').map((l) => l.text);
    expect(locs).toEqual(['https://perks.example/sitemap.xml', 'https://perks.example/jobs-feed.xml']);
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://perks.example/sitemap-index.xml');
  });
});
