/**
 * The two INSERT ... SELECT statements of the generator. Random draws are made once per row in a
 * MATERIALIZED CTE, so a value used in several columns (a business's kind, a job's pay) stays
 * consistent within the row; setseed() before them makes the board identical run to run.
 */

/** $1 count, $2 first words, $3 [second word, kind] pairs, $4 streets, $5 [city, suffix] (weighted), $6 blurbs. */
export const BUSINESSES_SQL = `
with s as materialized (
  select g,
         $2::jsonb ->> (g % jsonb_array_length($2::jsonb)) as first,
         $3::jsonb -> ((g / jsonb_array_length($2::jsonb)) % jsonb_array_length($3::jsonb)) as second,
         g / (jsonb_array_length($2::jsonb) * jsonb_array_length($3::jsonb)) as variant,
         random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6,
         random() as r7, random() as r8, random() as r9, random() as r10, random() as r11, random() as r12
    from generate_series(0, $1::int - 1) as g
),
named as materialized (
  select s.*,
         case s.variant
           when 0 then s.first || ' ' || (s.second ->> 0)
           when 1 then 'The ' || s.first || ' ' || (s.second ->> 0)
           when 2 then s.first || ' ' || (s.second ->> 0) || ' & Co.'
           else s.first || ' ' || (s.second ->> 0) || ' ' || (s.variant - 1)::text
         end as name,
         s.second ->> 1 as kind,
         $5::jsonb -> floor(s.r12 * jsonb_array_length($5::jsonb))::int as city
    from s
)
insert into businesses (name, business_type, description, status, is_active, address, city, industry, phone,
                        email, website, website_url, logo_url, primary_color, latitude, longitude,
                        employee_count, visits_count, average_rating, created_at, updated_at)
select n.name,
       n.kind,
       $6::jsonb ->> floor(n.r1 * jsonb_array_length($6::jsonb))::int,
       case when n.r2 < 0.97 then 'active' else 'inactive' end,
       n.r2 < 0.97,
       (10 + floor(n.r3 * 890))::int::text || ' ' || ($4::jsonb ->> floor(n.r4 * jsonb_array_length($4::jsonb))::int)
         || ', ' || (n.city ->> 1),
       n.city ->> 0,
       case when n.kind in ('hotel', 'entertainment') then 'hospitality' else 'food-beverage' end,
       '+1207555' || lpad((n.g % 10000)::text, 4, '0'),
       'hello@' || n.slug || '.example',
       'https://' || n.slug || '.example',
       'https://' || n.slug || '.example',
       case when n.r10 < 0.3 then 'https://images.example/logos/' || n.slug || '.png' end,
       '#' || lpad(to_hex(floor(n.r5 * 16777215)::int), 6, '0'),
       43.55 + n.r6 * 0.2,
       -70.4 + n.r7 * 0.2,
       (4 + floor(power(n.r8, 2) * 120))::int,
       floor(n.r9 * 2000)::int,
       round((3 + n.r10 * 2)::numeric, 2),
       now() - n.r11 * interval '720 days',
       now() - n.r11 * interval '720 days'
  from (select named.*, regexp_replace(lower(named.name), '[^a-z0-9]+', '', 'g') as slug from named) as n`;

/**
 * $1 count, $2 weighted title catalog, $3 title prefixes, $4 benefits, $5 business count.
 * Businesses are picked with a power-law skew: a few post hundreds of jobs, most post a handful.
 */
export const JOBS_SQL = `
with cat as materialized (
  select c.idx, c.title, c.role, c.base_min, c.base_max, c.tips_min, c.tips_max, c.tipped_share, c.blurb,
         array(select jsonb_array_elements_text(c.requirements)) as requirements,
         array(select jsonb_array_elements_text(c.basic)) as basic,
         c.schedules, c.hours
    from jsonb_to_recordset($2::jsonb) as c(idx int, title text, role text, base_min numeric, base_max numeric,
         tips_min numeric, tips_max numeric, tipped_share float8, blurb text, requirements jsonb, basic jsonb,
         schedules jsonb, hours jsonb)
),
biz as materialized (
  select (row_number() over (order by created_at, id) - 1)::int as n, id, name, address, description,
         regexp_replace(lower(name), '[^a-z0-9]+', '', 'g') as slug
    from businesses
),
s as materialized (
  select g,
         floor(random() * jsonb_array_length($2::jsonb))::int as ci,
         floor($5::int * power(random(), 1.5))::int as bi,
         random() as r_status, random() as r_pre, random() as r_type, random() as r_tip, random() as r_base,
         random() as r_tips, random() as r_range, random() as r_struct, random() as r_ben, random() as r_pat,
         random() as r_avail, random() as r_exp, random() as r_expd, random() as r_hl, random() as r_created,
         case when random() < 0.02 then now() + random() * interval '14 days'
              else now() - power(random(), 1.3) * interval '120 days' end as posted_at
    from generate_series(1, $1::int) as g
),
j as (
  select s.*, cat.title as base_title, cat.role, cat.blurb, cat.requirements, cat.basic, cat.schedules, cat.hours,
         biz.id as business_id, biz.name as company, biz.address as location, biz.description as biz_description,
         biz.slug,
         s.r_tip < cat.tipped_share and cat.tips_max > 0 as tipped,
         round((cat.base_min + (cat.base_max - cat.base_min) * s.r_base::numeric) * 4) / 4 as base,
         round(cat.tips_min + (cat.tips_max - cat.tips_min) * s.r_tips::numeric) as tips,
         floor(s.r_pat * jsonb_array_length(cat.schedules))::int as pat,
         floor(s.r_ben * (jsonb_array_length($4::jsonb) - 2))::int as ben
    from s
    join cat on cat.idx = s.ci
    join biz on biz.n = s.bi
)
insert into jobs (title, business_id, company, location, employment_type, role_type, salary_display,
                  hourly_rate_min, hourly_rate_max, base_hourly_pay, description, workplace_highlights,
                  requirements, basic_requirements, benefits, is_tipped_role, estimated_tips_hourly,
                  tip_structure, tip_pool_description, weekly_hours, minimum_shifts_per_week,
                  start_availability, contact_email, status, posted_at, expires_at, schedule_data,
                  created_at, updated_at)
select case when j.r_pre < 0.25
            then ($3::jsonb ->> floor(j.r_pre * 4 * jsonb_array_length($3::jsonb))::int) || ' ' || j.base_title
            else j.base_title end,
       j.business_id,
       j.company,
       j.location,
       case when j.role = 'management' and j.r_type < 0.85 then 'full-time'
            when j.r_type < 0.42 then 'full-time'
            when j.r_type < 0.82 then 'part-time'
            when j.r_type < 0.93 then 'temporary'
            else 'contract' end,
       j.role,
       case when j.r_range > 0.97 then 'Competitive, depending on experience' end,
       case when j.r_range < 0.2 then j.base end,
       case when j.r_range < 0.2 then j.base + 1 + floor(j.r_range * 20) end,
       case when j.r_range < 0.1 then null else j.base end,
       format(E'**About %s**\\n%s\\n\\n**The role**\\n%s\\n\\n**Pay**\\n%s', j.company, j.biz_description, j.blurb,
              case when j.tipped
                   then format('**$%s/hr** base plus about **$%s/hr in tips** (%s).', to_char(j.base, 'FM990.00'),
                               to_char(j.tips, 'FM990.00'),
                               case when j.r_struct < 0.55 then 'pooled across the team'
                                    when j.r_struct < 0.9 then 'you keep your own'
                                    else 'see how tips work below' end)
                   else format('**$%s/hr**, no tips.', to_char(j.base, 'FM990.00')) end),
       case when j.r_hl < 0.3 then 'Staff meal every shift and a schedule posted two weeks ahead.'
            when j.r_hl < 0.5 then 'A crew that has worked together for years, and a chef who promotes from within.' end,
       j.requirements,
       j.basic,
       array_remove(array[$4::jsonb ->> j.ben, $4::jsonb ->> (j.ben + 1),
                          case when j.r_ben < 0.5 then $4::jsonb ->> (j.ben + 2) end], null),
       j.tipped,
       case when j.tipped then j.tips end,
       case when not j.tipped then null
            when j.r_struct < 0.55 then 'pooled'
            when j.r_struct < 0.9 then 'individual'
            else 'other' end,
       case when j.tipped and j.r_struct < 0.55
            then 'Tips are pooled across front and back of house and paid out by hours worked.' end,
       (j.hours ->> j.pat)::numeric,
       least(jsonb_array_length(j.schedules -> j.pat), 1 + floor(j.r_avail * 3))::int,
       (array['Immediately', 'Within 1 week', 'Within 2 weeks', 'Flexible'])[1 + floor(j.r_avail * 4)::int],
       'jobs@' || j.slug || '.example',
       case when j.r_status < 0.86 then 'approved' when j.r_status < 0.93 then 'pending' else 'closed' end,
       j.posted_at,
       case when j.r_exp < 0.25 then null else j.posted_at + (21 + j.r_expd * 69) * interval '1 day' end,
       j.schedules -> j.pat,
       least(j.posted_at, now()) - j.r_created * interval '2 days',
       least(j.posted_at, now()) - j.r_created * interval '2 days'
  from j`;

/**
 * A job page's daily view counters (decision 066): on about half the days from its posting to its
 * expiry (45 days at most, and not past today), 1 to 40 views a day. Jobs are posted over 120 days,
 * so the job counters span about five months; at 200,000 jobs, about 4 million rows.
 */
export const JOB_VIEWS_SQL = `
insert into page_views (business_id, kind, page_id, day, views)
select j.business_id, 'job', j.id, d.day::date, 1 + floor(random() * 40)::int
  from jobs j
  cross join lateral generate_series(
         j.posted_at::date,
         least(coalesce(j.expires_at, j.posted_at + interval '45 days'), j.posted_at + interval '45 days', now())::date,
         interval '1 day') as d(day)
 where random() < 0.5`;

/** A year of every business page's daily counters: 70% of days, 1 to 20 views (about 1.3 million rows). */
export const BUSINESS_VIEWS_SQL = `
insert into page_views (business_id, kind, page_id, day, views)
select b.id, 'business', b.id, d.day::date, 1 + floor(random() * 20)::int
  from businesses b
  cross join generate_series((now() - interval '364 days')::date, now()::date, interval '1 day') as d(day)
 where random() < 0.7`;
