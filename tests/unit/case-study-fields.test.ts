import { describe, expect, it } from 'vitest';
import { POWER_BI_RULE, parsePowerBiUrl } from '@/lib/projects/power-bi';
import { isSlug, slugify } from '@/lib/slug';
import { newProjectSchema, projectSchema } from '@/lib/projects/schema';

const PUBLISH_TO_WEB = 'https://app.powerbi.com/view?r=eyJrIjoiNGQ3YjEzZTgtZDc0OC00ZjYyIiwidCI6IjcyZjk4OGJmIn0%3D';
const REPORT_EMBED = 'https://app.powerbi.com/reportEmbed?reportId=8d2b3e1a-1f4c-4b9a-9a51-0c2d6f1a9e01&autoAuth=true&ctid=72f988bf-86f1-41af-91ab-2d7cd011db47';

describe('parsePowerBiUrl', () => {
  it.each([
    ['a Publish to web link', PUBLISH_TO_WEB, PUBLISH_TO_WEB],
    ['a Publish to web link with a page', `${PUBLISH_TO_WEB}&pageName=ReportSection2`, `${PUBLISH_TO_WEB}&pageName=ReportSection2`],
    ['a report embed URL', REPORT_EMBED, REPORT_EMBED],
    ['the embed code Power BI offers', `<iframe title="Sales" width="1140" height="541.25" src="${PUBLISH_TO_WEB}" frameborder="0" allowFullScreen="true"></iframe>`, PUBLISH_TO_WEB],
    ['a link with spaces around it', `  ${PUBLISH_TO_WEB}\n`, PUBLISH_TO_WEB],
  ])('accepts %s', (_case, input, expected) => {
    expect(parsePowerBiUrl(input)).toBe(expected);
  });

  it.each([
    ['any other https URL', 'https://example.com/report'],
    ['another Microsoft host', 'https://evil.powerbi.com.example.net/view?r=abcdefghij'],
    ['plain http', PUBLISH_TO_WEB.replace('https:', 'http:')],
    ['a look-alike host', 'https://app.powerbi.com.evil.example/view?r=abcdefghij'],
    ['credentials in the URL', 'https://user:pass@app.powerbi.com/view?r=abcdefghij'],
    ['another Power BI page', 'https://app.powerbi.com/groups/me/reports/8d2b3e1a-1f4c-4b9a-9a51-0c2d6f1a9e01'],
    ['a view link without a token', 'https://app.powerbi.com/view?r='],
    ['a report embed without a report id', 'https://app.powerbi.com/reportEmbed?autoAuth=true'],
    ['script in the token', 'https://app.powerbi.com/view?r=<script>alert(1)</script>'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['iframe code from elsewhere', '<iframe src="https://example.com/x"></iframe>'],
  ])('refuses %s', (_case, input) => {
    expect(parsePowerBiUrl(input)).toBeNull();
  });
});

describe('slugs', () => {
  it.each([
    ['Harbor Coffee Online Store', 'harbor-coffee-online-store'],
    ['Café Déjà Vu — 2024!', 'cafe-deja-vu-2024'],
    ['Power BI: Sales & Margin', 'power-bi-sales-margin'],
    ['Łódź Straße Ærø', 'lodz-strasse-aero'],
    ['!!!', 'project'],
    ['x'.repeat(100), 'x'.repeat(80)],
  ])('slugify(%j) is %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(isSlug(slug)).toBe(true);
  });

  it('never looks like a project id', () => {
    expect(isSlug('3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01')).toBe(false);
  });
});

describe('projectSchema: case-study fields', () => {
  const base = { title: 'Sales dashboard', description: 'Text', category: 'power_bi' };

  it('leaves an empty slug to the database, lowers capitals, and refuses anything else with the rule', () => {
    expect(projectSchema.parse({ ...base, slug: '' }).slug).toBeNull();
    expect(projectSchema.parse({ ...base, slug: ' Sales-Dashboard ' }).slug).toBe('sales-dashboard');
    for (const slug of ['sales dashboard', 'sales_dashboard', 'sales--dashboard', 'é']) {
      expect(projectSchema.safeParse({ ...base, slug }).error?.issues[0]?.message).toBe('Slug must be lowercase letters, digits and hyphens, e.g. harbor-coffee-shop');
    }
    expect(projectSchema.safeParse({ ...base, slug: '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e01' }).error?.issues[0]?.message).toBe('Slug must not look like a project id');
  });

  it('takes a Power BI report link or embed code, and refuses any other URL with the rule', () => {
    expect(projectSchema.parse({ ...base, reportUrl: '' }).reportUrl).toBeNull();
    expect(projectSchema.parse({ ...base, reportUrl: `<iframe src="${PUBLISH_TO_WEB}"></iframe>` }).reportUrl).toBe(PUBLISH_TO_WEB);
    expect(projectSchema.safeParse({ ...base, reportUrl: 'https://example.com/report' }).error?.issues[0]?.message).toBe(POWER_BI_RULE);
  });

  it('keeps line breaks as typed, counting CRLF as one character', () => {
    expect(projectSchema.parse({ ...base, description: '## Problem\r\n\r\nSlow.' }).description).toBe('## Problem\n\nSlow.');
  });

  it('publishes a new project unless it is saved as a draft', () => {
    const id = '3b1f6a52-7c1e-4a8e-9f51-0c2d6f1a9e99';
    expect(newProjectSchema.parse({ ...base, id }).status).toBe('published');
    expect(newProjectSchema.parse({ ...base, id, status: 'draft' }).status).toBe('draft');
    expect(newProjectSchema.safeParse({ ...base, id, status: 'archived' }).success).toBe(false);
  });
});
