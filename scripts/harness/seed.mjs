// The seeded projects (supabase/seed.sql) the tests and the bench refer to by id, title and
// slug (made from the title by the database). Fixed ids keep them stable across resets; a unit
// test checks these against the seed.

export const SEEDED = {
  harbor: { id: '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01', title: 'Harbor Coffee Online Store', slug: 'harbor-coffee-online-store' },
  sales: { id: '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e02', title: 'Retail Sales Performance Dashboard', slug: 'retail-sales-performance-dashboard' },
  workforce: { id: '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e04', title: 'Workforce Analytics Report', slug: 'workforce-analytics-report' },
  apiMonitor: { id: '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e06', title: 'API Latency Monitor', slug: 'api-latency-monitor' },
  membership: { id: '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e07', title: 'Membership Portal Migration', slug: 'membership-portal-migration' },
};

/** How many public projects supabase/seed.sql inserts (what lists, the sitemap and the API count). */
export const SEEDED_PROJECT_COUNT = 8;

/** The seeded unlisted and private projects: in no list, so not in the count above. */
export const SEEDED_HIDDEN = {
  unlisted: { id: '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e09', title: 'Procurement Spend Cube', slug: 'procurement-spend-cube' },
  confidential: { id: '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e10', title: 'Claims Triage Dashboard', slug: 'claims-triage-dashboard' },
};

/** The seeded posts (supabase/seed.sql): two published, one scheduled a month after the seed ran. */
export const SEEDED_POSTS = {
  wordpress: { id: '5c2e7b63-8d2f-4b9f-a062-1d3e7f2b0a01', title: 'Making a WordPress site fast without a rewrite', slug: 'making-a-wordpress-site-fast-without-a-rewrite' },
  powerBi: { id: '5c2e7b63-8d2f-4b9f-a062-1d3e7f2b0a02', title: 'Row-level security in Power BI, explained for managers', slug: 'row-level-security-in-power-bi-explained-for-managers' },
  scheduled: { id: '5c2e7b63-8d2f-4b9f-a062-1d3e7f2b0a03', title: 'Choosing between WordPress and a headless front end', slug: 'choosing-between-wordpress-and-a-headless-front-end' },
};

/** The seeded services (supabase/seed.sql), published, in display order; the dashboard sprint is priced on request. */
export const SEEDED_SERVICES = {
  carePlan: { id: '7d3f8c74-9e30-4ca0-b173-2e4f803c1b01', name: 'WordPress Care Plan', slug: 'wordpress-care-plan' },
  speedAudit: { id: '7d3f8c74-9e30-4ca0-b173-2e4f803c1b02', name: 'WordPress Speed Audit', slug: 'wordpress-speed-audit' },
  dashboardSprint: { id: '7d3f8c74-9e30-4ca0-b173-2e4f803c1b03', name: 'Power BI Dashboard Sprint', slug: 'power-bi-dashboard-sprint' },
  healthCheck: { id: '7d3f8c74-9e30-4ca0-b173-2e4f803c1b04', name: 'Power BI Health Check', slug: 'power-bi-health-check' },
};
