import { SEEDED, expect, expectNoAxeViolations, test, useTheme } from './fixtures';

test.describe('home page', () => {
  test('shows the hero, skills, projects, contact and footer texts of the spec', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('#about');
    await expect(hero.getByRole('link', { name: 'View My Work' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Get In Touch' })).toBeVisible();
    for (const stat of ['10+ Years WordPress', '2+ Years Power BI', '100+ Projects Completed']) {
      await expect(hero.getByText(stat)).toBeVisible();
    }

    const skills = page.locator('#skills');
    await expect(skills.getByRole('heading', { name: 'Skills & Expertise' })).toBeVisible();
    for (const title of ['WordPress Development', 'Power BI Analytics', 'Database Design', 'UI/UX Design', 'Performance', 'Security']) {
      await expect(skills.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(skills.locator('li svg')).toHaveCount(6);

    await expect(page.getByRole('heading', { name: 'Featured Projects' })).toBeVisible();
    await expect(page.locator('#contact').getByRole('button', { name: 'Send Message' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2025');
  });

  test('the navigation scrolls to each section and leads to the admin portal', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, id] of [['Contact', 'contact'], ['Skills', 'skills'], ['Projects', 'projects'], ['About', 'about']] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    await page.locator('#about').getByRole('link', { name: 'View My Work' }).click();
    await expect(page.locator('#projects')).toBeInViewport();
    await nav.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the header leads to the services and the blog; Admin comes last, quieter than the visitors\' links', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('#mobile-menu a')).toHaveText(['About', 'Skills', 'Projects', 'Contact', 'Services', 'Blog', 'Admin']);
    const style = (name: string) =>
      nav.getByRole('link', { name, exact: true }).evaluate((link) => {
        const { fontSize, borderTopWidth, borderBottomWidth, backgroundColor } = getComputedStyle(link);
        return { fontSize: parseFloat(fontSize), borderTopWidth, borderBottomWidth, backgroundColor };
      });
    const [admin, services] = [await style('Admin'), await style('Services')];
    // Not the boxed, most prominent item: smaller text, no box of its own.
    expect(admin.fontSize).toBeLessThan(services.fontSize);
    expect(admin).toMatchObject({ borderTopWidth: '0px', borderBottomWidth: '0px', backgroundColor: services.backgroundColor });

    await nav.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services');
    await nav.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the brand links home and section links work from another page', async ({ page }) => {
    await page.goto(`/projects/${SEEDED.harbor.slug}`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Skills', exact: true }).click();
    await expect(page).toHaveURL(/\/#skills$/);
    await expect(page.locator('#skills')).toBeInViewport();
    await page.goto(`/projects/${SEEDED.harbor.slug}`);
    await page.getByRole('link', { name: 'Portfolio', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('cards show image or initial, title, Featured badge, description and technologies, in display order', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('#projects li[data-category]');
    await expect(cards.first()).toContainText(SEEDED.harbor.title);
    const harbor = cards.filter({ hasText: SEEDED.harbor.title });
    await expect(harbor.getByText('Featured', { exact: true })).toBeVisible();
    await expect(harbor.getByRole('img', { name: 'Harbor Coffee storefront with the featured subscription box' })).toBeVisible();
    await expect(harbor.getByRole('list', { name: 'Technologies' })).toContainText('WooCommerce');

    const membership = cards.filter({ hasText: SEEDED.membership.title });
    await expect(membership.getByText('M', { exact: true })).toBeVisible();
    await expect(membership.getByText('Featured', { exact: true })).toHaveCount(0);

    const titles = await cards.locator('h3').allTextContents();
    expect(titles.indexOf(SEEDED.harbor.title)).toBeLessThan(titles.indexOf(SEEDED.sales.title));
    expect(titles.indexOf(SEEDED.sales.title)).toBeLessThan(titles.indexOf(SEEDED.workforce.title));
  });

  test('a card opens the project page', async ({ page }) => {
    await page.goto('/');
    await page.locator('#projects').getByRole('link', { name: new RegExp(SEEDED.sales.title) }).click();
    await expect(page).toHaveURL(`/projects/${SEEDED.sales.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEEDED.sales.title);
  });
});

test.describe('category filter', () => {
  test('filters the cards, marks the active button and follows in the URL', async ({ page }) => {
    await page.goto('/');
    const filters = page.getByRole('group', { name: 'Filter projects by category' });
    // Underscores shown as spaces, product names spelled right.
    await expect(filters.getByRole('button')).toHaveText(['All', 'WordPress', 'Power BI', 'Web Development', 'Other']);
    await expect(filters.getByRole('button', { name: 'all' })).toHaveAttribute('aria-pressed', 'true');

    await filters.getByRole('button', { name: 'power bi' }).click();
    await expect(page).toHaveURL(/\?category=power_bi$/);
    await expect(filters.getByRole('button', { name: 'power bi' })).toHaveAttribute('aria-pressed', 'true');
    await expect(filters.getByRole('button', { name: 'all' })).toHaveAttribute('aria-pressed', 'false');
    const cards = page.locator('#projects li[data-category]');
    await expect(cards.filter({ hasText: SEEDED.sales.title })).toBeVisible();
    await expect(cards.filter({ hasText: SEEDED.workforce.title })).toBeVisible();
    await expect(cards.filter({ hasText: SEEDED.harbor.title })).toBeHidden();
    for (const card of await cards.filter({ visible: true }).all()) {
      await expect(card).toHaveAttribute('data-category', 'power_bi');
    }

    await filters.getByRole('button', { name: 'all' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(cards.filter({ hasText: SEEDED.harbor.title })).toBeVisible();
  });

  test('?category= preselects the filter; an unknown one falls back to all', async ({ page }) => {
    await page.goto('/?category=other');
    const filters = page.getByRole('group', { name: 'Filter projects by category' });
    await expect(filters.getByRole('button', { name: 'other' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#projects li[data-category]').filter({ hasText: SEEDED.apiMonitor.title })).toBeVisible();
    await expect(page.locator('#projects li[data-category]').filter({ hasText: SEEDED.harbor.title })).toBeHidden();

    const response = await page.goto('/?category=<script>alert(1)</script>');
    expect(response?.status()).toBe(200);
    await expect(filters.getByRole('button', { name: 'all' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('mobile menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, closes on a choice and on Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('#contact')).toBeInViewport();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the open menu has every link and no axe violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.locator('#mobile-menu');
      await expect(menu.getByRole('link')).toHaveText(['About', 'Skills', 'Projects', 'Contact', 'Services', 'Blog', 'Admin']);
      await expectNoAxeViolations(page);
    });
  }
});
