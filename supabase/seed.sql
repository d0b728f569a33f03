-- Demo projects so a fresh local site looks real. Fixed ids keep URLs stable across resets.
-- Images are served by the site itself from public/demo/ (the first one is the main image).
insert into public.projects
  (id, title, description, category, technologies, images, project_url, github_url, featured, display_order)
values
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01',
   'Harbor Coffee Online Store',
   'A WooCommerce storefront for an independent coffee roaster: subscription boxes, local pickup slots and a checkout that went from five steps to two. Mobile conversion rose 38% in the first quarter after launch.',
   'wordpress', array['WordPress', 'WooCommerce', 'PHP', 'Stripe', 'Tailwind CSS'],
   '[{"url": "/demo/harbor-coffee.webp", "alt": "Harbor Coffee storefront with the featured subscription box"}, {"url": "/demo/harbor-coffee-checkout.webp", "alt": "The two-step checkout with local pickup slots"}, {"url": "/demo/harbor-coffee-mobile.webp", "alt": "The store on a phone, with the cart open"}]',
   'https://example.com/harbor-coffee', 'https://github.com/example/harbor-coffee', true, 1),
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e02',
   'Retail Sales Performance Dashboard',
   'An executive Power BI report over 40 million sales rows: daily refresh from Azure SQL, row-level security per region and drill-through from KPIs to store level. Replaced eleven weekly Excel packs and saves the finance team 6 hours of reporting a week.',
   'power_bi', array['Power BI', 'DAX', 'Power Query', 'Azure SQL', 'Row-Level Security'],
   '[{"url": "/demo/sales-dashboard.webp", "alt": "Sales dashboard with revenue KPIs and a daily trend chart"}, {"url": "/demo/sales-dashboard-regions.webp", "alt": "Regional drill-through with store-level figures"}]',
   'https://example.com/sales-dashboard', null, true, 2),
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e03',
   'Clinic Appointment Booking',
   'A booking web app for a chain of physiotherapy clinics: real-time availability, SMS reminders and an admin schedule view for front-desk staff. No-shows dropped by a quarter (25%).

## The problem

Six clinics took bookings by phone. Front-desk staff kept a paper diary per therapist, double bookings happened every week, and about **one in five** appointments ended as a no-show because nobody had time to call patients the day before.

## What I built

- A patient-facing booking flow: choose a clinic, a treatment and a free slot, then confirm with a one-time code sent by SMS.
- *Real-time availability*: slots disappear for everyone the moment one is taken, so two patients can never book the same therapist.
- Reminders by SMS 24 hours and 2 hours before each appointment, with a link to cancel or move it.
- A schedule view for the front desk, one column per therapist, that works on the clinic''s old tablets.

![Front-desk schedule view for one clinic](/demo/clinic-booking-admin.webp)

## How it works

Availability lives in PostgreSQL, not in the app: an exclusion constraint makes overlapping bookings for one therapist impossible, whichever device writes first.

```sql
alter table bookings add constraint no_overlap
  exclude using gist (therapist_id with =, tstzrange(starts_at, ends_at) with &&);
```

Row-level security in Supabase keeps each clinic''s staff to their own schedule, and the reminder job runs every five minutes from a scheduled function.

## Results

| Measure | Before | After six months |
| --- | ---: | ---: |
| No-shows | 20% | 15% |
| Bookings made online | 0% | 63% |
| Double bookings a month | 9 | 0 |

> "The front desk finally answers the phone for questions instead of bookings." — Operations manager

Next up: waiting lists, so a cancelled slot is offered to the next patient automatically. See the [live demo](https://example.com/clinic-booking) for the patient flow.',
   'web_development', array['Next.js', 'TypeScript', 'PostgreSQL', 'Supabase', 'Twilio'],
   '[{"url": "/demo/clinic-booking.webp", "alt": "Booking calendar showing open appointment slots"}, {"url": "/demo/clinic-booking-admin.webp", "alt": "Front-desk schedule view for one clinic"}]',
   'https://example.com/clinic-booking', 'https://github.com/example/clinic-booking', true, 3),
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e04',
   'Workforce Analytics Report',
   'HR analytics in Power BI: headcount, attrition and hiring funnel for 1,200 employees across six countries, with a dataflow that cleans data from three HR systems and a what-if parameter for retention planning. Attrition in the pilot teams is 12% lower.',
   'power_bi', array['Power BI', 'DAX', 'Dataflows', 'SharePoint'],
   '[{"url": "/demo/hr-analytics.webp", "alt": "Workforce report with headcount, attrition and hiring funnel"}]',
   null, null, false, 4),
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e05',
   'Editorial Block Theme',
   'A full-site-editing block theme for a regional news publisher, with 14 custom blocks, a style variation per section and Core Web Vitals in the green on every template: a Lighthouse performance score of 98.',
   'wordpress', array['WordPress', 'Gutenberg', 'Block Themes', 'theme.json', 'JavaScript'],
   '[{"url": "/demo/block-theme.webp", "alt": "News front page built with the block theme"}]',
   'https://example.com/editorial-theme', 'https://github.com/example/editorial-block-theme', false, 5),
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e06',
   'API Latency Monitor',
   'A small open-source tool that probes internal APIs every 30 seconds, stores percentiles in Postgres and alerts on regressions. Runs as a single container with a status page.',
   'other', array['Node.js', 'PostgreSQL', 'Docker', 'Grafana'],
   '[{"url": "/demo/api-gateway.webp", "alt": "Status page with latency percentiles per API"}]',
   null, 'https://github.com/example/api-latency-monitor', false, 6),
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e07',
   'Membership Portal Migration',
   'Moved a 12,000-member association from a legacy CMS to WordPress with MemberPress: scripted content migration, SSO with the member database and zero downtime at cut-over.',
   'wordpress', array['WordPress', 'MemberPress', 'WP-CLI', 'MySQL'],
   '[]',
   'https://example.com/membership-portal', null, false, 7),
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e08',
   'Event Ticketing Site',
   'A fast, accessible ticketing site for a music festival: static pages for the line-up, a queue-protected checkout that sold 18,000 tickets in the first hour, and an offline-capable ticket wallet.',
   'web_development', array['React', 'Node.js', 'Redis', 'PWA'],
   '[]',
   'https://example.com/festival-tickets', null, false, 8);

-- The owner's profile and skills as a fresh site shows them; edit them in /admin.
insert into public.profile
  (name, role, hero_heading, intro, description, contact_email, code_url, network_url, stats,
   skills_intro, projects_intro, contact_intro, copyright_year)
values
  ('Sam Carter',
   'Lead Developer & Power BI Specialist',
   'Lead Developer building WordPress sites and Power BI insights',
   'For over ten years I have built fast, secure WordPress sites, and for the last two I have turned business data into Power BI reports people actually use. More than 100 projects delivered, from storefronts to executive dashboards.',
   'Lead developer building fast WordPress sites and Power BI reports that people actually use. 10+ years of WordPress, 2+ years of Power BI, 100+ projects delivered.',
   'hello@example.com',
   'https://github.com/example',
   'https://www.linkedin.com/in/example',
   '[{"value": "10+", "label": "Years WordPress"}, {"value": "2+", "label": "Years Power BI"}, {"value": "100+", "label": "Projects Completed"}]',
   'What I bring to a project, from the database to the last pixel.',
   'A selection of WordPress builds, Power BI reports and web applications.',
   'Planning a WordPress build, a Power BI rollout or a rescue of either? Send a message and I''ll get back to you.',
   2025);

insert into public.skills (title, description, icon, color, display_order)
values
  ('WordPress Development', 'Custom themes, Gutenberg blocks, WooCommerce and plugins built to WordPress coding standards.', 'globe', 'sky', 1),
  ('Power BI Analytics', 'Data models, DAX measures and interactive reports that turn raw data into decisions.', 'bar-chart', 'amber', 2),
  ('Database Design', 'Normalised schemas, fast queries and clean ETL pipelines in MySQL, PostgreSQL and SQL Server.', 'database', 'emerald', 3),
  ('UI/UX Design', 'Accessible, responsive interfaces designed around what visitors and editors need to do.', 'palette', 'fuchsia', 4),
  ('Performance', 'Core Web Vitals tuning, caching and lean front ends that load fast on any connection.', 'gauge', 'violet', 5),
  ('Security', 'Hardened configurations, least-privilege access and regular audits to keep sites and data safe.', 'shield', 'rose', 6);

-- What each demo project achieved: the facts beside its title, and the outcome its card shows.
update public.projects as p
set client = f.client, owner_role = f.owner_role, period_start = f.period_start::date, period_end = f.period_end::date,
    is_ongoing = f.is_ongoing, team_size = f.team_size, outcomes = f.outcomes::jsonb
from (values
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01', 'Harbor Coffee Roasters', 'Lead developer', '2024-02-01', '2024-05-01', false, 3,
   '[{"value": "2 steps", "label": "checkout, down from 5"}, {"value": "+38%", "label": "mobile conversion"}]'),
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e02', 'Confidential', 'Power BI lead', '2024-06-01', '2024-10-01', false, 4,
   '[{"value": "40M", "label": "sales rows refreshed daily"}, {"value": "−6 h", "label": "weekly reporting time"}]'),
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e03', 'Northside Physio', 'Lead developer', '2023-09-01', '2024-03-01', false, 4,
   '[{"value": "−25%", "label": "no-shows"}, {"value": "63%", "label": "bookings made online"}, {"value": "6", "label": "clinics on one schedule"}]'),
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e04', 'Confidential', 'Data modeller', '2025-01-01', null, true, 2,
   '[{"value": "1,200", "label": "employees in one model"}, {"value": "12%", "label": "lower attrition in pilot teams"}]'),
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e05', 'The Long Read', 'Theme developer', '2024-11-01', '2025-01-01', false, 2,
   '[{"value": "98", "label": "Lighthouse performance"}, {"value": "14", "label": "custom blocks"}]'),
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e06', 'Internal tool', 'Full-stack developer', '2023-04-01', '2023-06-01', false, 1,
   '[{"value": "30 s", "label": "to spot a slow endpoint"}]'),
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e07', 'City Rowing Club', 'Migration lead', '2022-10-01', '2023-01-01', false, 2,
   '[{"value": "12,000", "label": "members moved without a password reset"}, {"value": "0", "label": "hours of downtime"}]'),
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e08', 'Riverside Festival', 'Front-end lead', '2023-03-01', '2023-07-01', false, 5,
   '[{"value": "18k", "label": "tickets sold in the first hour"}]')
) as f(id, client, owner_role, period_start, period_end, is_ongoing, team_size, outcomes)
where p.id = f.id::uuid;

-- Who vouches for the owner; the first is about the clinic project.
insert into public.testimonials (quote, author_name, author_role, company, project_id, source_url, featured, display_order)
values
  ('Sam rebuilt our booking system in six months and it simply works. No-shows are down by a quarter, and our front desk finally goes home on time.',
   'Priya Natarajan', 'Operations Director', 'Northside Physio', '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e03', null, true, 1),
  ('The sales dashboard replaced eleven weekly spreadsheets and a Monday-morning meeting. Regional managers trust the numbers because they can drill into them.',
   'Tom Becker', 'Head of Commercial Finance', 'A national retail chain', '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e02', null, true, 2),
  ('Clear estimates, weekly demos and a WordPress site our editors actually enjoy using. We have hired Sam three times since.',
   'Lena Fischer', 'Managing Editor', 'The Long Read', null, 'https://www.linkedin.com/in/example', false, 3);

-- Where the owner has worked, newest first on the site.
insert into public.experience (role, organisation, location, start_month, end_month, is_current, summary, highlights, technologies)
values
  ('Lead Developer & Power BI Consultant', 'Independent', 'Remote', '2022-01-01', null, true,
   'WordPress builds and Power BI reporting for retailers, clinics and publishers, from the first workshop to handover.',
   array['Led 30+ client projects end to end', 'Introduced row-level security to every Power BI rollout', 'Cut average page weight of client sites by half'],
   array['WordPress', 'Power BI', 'DAX', 'PHP', 'Next.js']),
  ('Senior WordPress Developer', 'Brightside Digital', 'Manchester, UK', '2018-03-01', '2021-12-01', false,
   'Built and maintained WooCommerce and membership sites for an agency of twelve, and mentored three junior developers.',
   array['Shipped 40+ WordPress and WooCommerce sites', 'Set up the agency''s staging and deployment pipeline'],
   array['WordPress', 'WooCommerce', 'PHP', 'MySQL']),
  ('Web Developer', 'Northern Print Co.', 'Leeds, UK', '2014-09-01', '2018-02-01', false,
   'Turned a print shop''s catalogue into an online ordering site and kept it running.',
   array['Moved 3,000 products online', 'Automated order exports to the print floor'],
   array['WordPress', 'JavaScript', 'MySQL']);

-- Work under NDA: an unlisted demo with a video walkthrough (open at its address, listed nowhere)
-- and a private one that opens only through a share link. No link is seeded, so no token is ever
-- well known: the owner creates one in /admin (Share links) and copies it there.
insert into public.projects
  (id, title, description, category, technologies, images, featured, display_order, visibility, video_url, video_title, client, owner_role)
values
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e09',
   'Procurement Spend Cube',
   'A Power BI model over five years of purchase orders for a manufacturing group: spend by supplier, category and plant, with savings tracked against negotiated prices. Unlisted: shared by address with prospective clients only.

::video[How buyers use the spend cube](https://youtu.be/aqz-KE-bpKQ)',
   'power_bi', array['Power BI', 'DAX', 'Azure SQL'],
   '[{"url": "/demo/sales-dashboard-regions.webp", "alt": "Spend by category and plant"}]',
   false, 9, 'unlisted', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'A three-minute tour of the spend cube', null, 'Power BI lead'),
  ('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e10',
   'Claims Triage Dashboard',
   'A dashboard that ranks incoming insurance claims by fraud risk for a team of twelve investigators, refreshed every 15 minutes. Private: the client''s data, shown only through share links.',
   'power_bi', array['Power BI', 'Azure Synapse', 'Row-Level Security'],
   '[]',
   false, 10, 'private', null, null, 'Confidential', 'Lead developer');

-- Insights: 90 days of demo totals (the same figures on every reset, counted back from today),
-- so the admin's Insights section shows what it will look like. Visitors are about 70% of visits.
insert into public.insight_totals (day, metric, label, n)
select d.day, v.metric, v.label, v.n
from (
  select ((now() at time zone 'utc')::date - i) as day, i,
    -- A slow rise towards today, a weekly dip and a little wobble.
    (12 + (89 - i) / 6 + (i * 7) % 5 - case when extract(isodow from (now() at time zone 'utc')::date - i) >= 6 then 5 else 0 end) as base
  from generate_series(0, 89) as i
) d
cross join lateral (values
  ('visits', '/', d.base),
  ('visits', '/projects', d.base / 3),
  ('visits', '/projects/retail-sales-performance-dashboard', d.base / 2 + d.i % 3),
  ('visits', '/projects/harbor-coffee-online-store', d.base / 3 + d.i % 2),
  ('visits', '/projects/clinic-appointment-booking', d.base / 4),
  ('visits', '/projects/workforce-analytics-report', d.base / 5),
  ('visits', '/projects/technology/power-bi', d.base / 6),
  ('visitors', '', (d.base * 2 + d.base / 2 + d.base / 3) * 7 / 10),
  ('referrer', 'www.google.com', d.base / 2),
  ('referrer', 'www.linkedin.com', d.base / 3),
  ('referrer', 'github.com', d.base / 6),
  ('referrer', 'duckduckgo.com', d.base / 9),
  ('utm', 'linkedin', d.base / 4),
  ('utm', 'newsletter', case when d.i % 7 = 2 then 6 else 0 end),
  ('screen', 'l', d.base),
  ('screen', 'm', d.base / 4),
  ('screen', 's', d.base / 2),
  ('report_load', '/projects/retail-sales-performance-dashboard', d.base / 5),
  ('report_load', '/projects/workforce-analytics-report', d.base / 8),
  ('live_link', '/projects/harbor-coffee-online-store', d.base / 6),
  ('code_link', '/projects/clinic-appointment-booking', d.base / 8),
  ('cv_download', '/', d.base / 7),
  ('message', '/', case when d.i % 3 = 1 then 1 when d.i % 10 = 4 then 2 else 0 end)
) as v (metric, label, n)
where v.n > 0;

-- Writing: two published posts and one scheduled a month ahead (the admin list shows it as
-- "Scheduled for …"; visitors do not see it until then).
insert into public.posts (id, title, slug, summary, body, tags, project_id, status, publish_at, created_at, updated_at)
values
  ('5c2e7b63-8d2f-4b9f-a062-1d3e7f2b0a01', 'Making a WordPress site fast without a rewrite', 'making-a-wordpress-site-fast-without-a-rewrite',
   'Four changes that took a publisher''s WordPress site from a 4-second to a 1.2-second largest paint: images, fonts, plugins and caching.',
   E'Most slow WordPress sites are not slow because of WordPress. They are slow because of what was added to it over the years.\n\n# Measure first\n\nStart with a lab run and the field data. Write down the largest contentful paint, the total blocking time and the page weight of three templates: the home page, an article and an archive.\n\n| Template | LCP before | LCP after |\n|---|---|---|\n| Home | 4.1 s | 1.2 s |\n| Article | 3.6 s | 1.1 s |\n| Archive | 3.9 s | 1.4 s |\n\n# Images\n\nServe modern formats at the size they are shown. WordPress already writes `srcset`; the theme has to let it:\n\n```php\nadd_filter( ''wp_calculate_image_sizes'', function ( $sizes, $size ) {\n    return ''(max-width: 720px) 100vw, 720px'';\n}, 10, 2 );\n```\n\n# Plugins\n\nEvery plugin that adds a script to every page pays for itself on one page at most. List them, then remove or scope them.\n\n# Caching\n\nA page cache in front of PHP and long cache lifetimes for static files did the rest.',
   array['wordpress', 'performance', 'core-web-vitals'], '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e05', 'published', '2026-10-14 09:00:00+00', '2026-10-10 09:00:00+00', '2026-10-14 09:00:00+00'),
  ('5c2e7b63-8d2f-4b9f-a062-1d3e7f2b0a02', 'Row-level security in Power BI, explained for managers', 'row-level-security-in-power-bi-explained-for-managers',
   'One report, many audiences: how row-level security lets each regional manager see only their stores, and how to test it before anyone opens the report.',
   E'A report that everyone can open but each person sees differently is one report to maintain instead of twelve.\n\n# Roles and rules\n\nA role is a filter written in DAX. The simplest one compares a column with the signed-in user:\n\n```dax\n[ManagerEmail] = USERPRINCIPALNAME()\n```\n\n# Test as someone else\n\nPower BI Desktop can view the report as a role. Do it for every role before publishing, and once more in the service with a real account.\n\n# What it does not do\n\nRow-level security filters rows, not columns or pages. Hide a sensitive measure with object-level security instead.',
   array['power-bi', 'security', 'dax'], '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e02', 'published', '2026-11-03 09:00:00+00', '2026-11-01 09:00:00+00', '2026-11-03 09:00:00+00'),
  ('5c2e7b63-8d2f-4b9f-a062-1d3e7f2b0a03', 'Choosing between WordPress and a headless front end', 'choosing-between-wordpress-and-a-headless-front-end',
   'When a decoupled front end pays for itself, and when a well-built theme is the faster, cheaper answer.',
   E'Headless is an architecture, not an upgrade.\n\n# When it pays\n\nSeveral front ends reading one body of content, or an app that needs the content offline.\n\n# When it does not\n\nOne marketing site edited by people who rely on the preview.',
   array['wordpress', 'architecture'], null, 'published', now() + interval '30 days', now(), now());

-- Services: what the owner can be hired for, in display order; one is priced on request.
insert into public.services (id, name, slug, outcome, description, included, price_amount, price_currency, duration, category, featured, status, display_order)
values
  ('7d3f8c74-9e30-4ca0-b173-2e4f803c1b01', 'WordPress Care Plan', 'wordpress-care-plan',
   'Your WordPress site kept fast, secure and up to date, every month.',
   E'Updates, backups and monitoring handled for you, with a small allowance of changes each month. Every update is tried on a **staging copy** first, so nothing breaks on the live site.',
   array['Core, theme and plugin updates, tested on staging', 'Daily off-site backups and a monthly restore test', 'Uptime and security monitoring', 'Up to 2 hours of small changes a month', 'A short monthly report in plain English'],
   249, 'EUR', 'Monthly, cancel any time', 'wordpress', true, 'published', 1),
  ('7d3f8c74-9e30-4ca0-b173-2e4f803c1b02', 'WordPress Speed Audit', 'wordpress-speed-audit',
   'A prioritised plan to make your WordPress site load in under two seconds.',
   E'I measure your key templates in the lab and in the field, then trace every slow request to its plugin, theme or host. You get a list of fixes **ordered by impact**, and I can make them for you.',
   array['Lab and field Core Web Vitals for three templates', 'Plugin, theme and hosting review', 'A written report with fixes ordered by impact', 'A 45-minute call to walk through it'],
   750, 'EUR', '1 week', 'wordpress', false, 'published', 2),
  ('7d3f8c74-9e30-4ca0-b173-2e4f803c1b03', 'Power BI Dashboard Sprint', 'power-bi-dashboard-sprint',
   'A working Power BI dashboard on your own data in two weeks.',
   E'A focused sprint from the first workshop to a published report: a clean data model, the measures your team asks for and a layout people can read at a glance. Priced after a short call, once the data sources are known.',
   array['Discovery workshop with the people who will use it', 'Star-schema data model and DAX measures', 'Row-level security where it is needed', 'Published report with scheduled refresh', 'Handover session and written notes'],
   null, null, '2 weeks', 'power_bi', true, 'published', 3),
  ('7d3f8c74-9e30-4ca0-b173-2e4f803c1b04', 'Power BI Health Check', 'power-bi-health-check',
   'Find out why your reports are slow or wrong, and what to fix first.',
   E'A review of an existing Power BI estate: models, measures, refresh and sharing. You get concrete fixes, not a slide deck.',
   array['Model and DAX review with Performance Analyzer', 'Refresh and gateway check', 'Sharing and row-level security review', 'A prioritised list of fixes'],
   1500, 'EUR', '3 to 5 days', 'power_bi', false, 'published', 4);

-- The seed's own updates above are no owner's saves: the demo content starts without history.
delete from public.revisions;
