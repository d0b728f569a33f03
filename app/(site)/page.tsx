import type { Metadata } from 'next';
import { ProjectsSection } from '@/components/projects/projects-section';
import { ContactSection } from '@/components/site/contact-section';
import { Hero } from '@/components/site/hero';
import { JsonLd } from '@/components/site/json-ld';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { Skills } from '@/components/site/skills';
import { getPublicHomeProjects } from '@/lib/data/projects/public';
import { PAGE_SIZE } from '@/lib/projects/vocabulary';
import { env } from '@/lib/env';
import { site } from '@/lib/site';

// Prerendered; owner saves refresh it at once (updateTag). The periodic re-render reads
// Next's data cache, so it only reaches the backend when a previous read had failed.
export const revalidate = 60;

export const metadata: Metadata = { alternates: { canonical: '/' } };

export default async function HomePage() {
  const { firstPage, counts } = await getPublicHomeProjects();
  return (
    <>
      <SiteHeader onHome />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Hero />
        <Skills />
        <ProjectsSection firstPage={firstPage} counts={counts} pageSize={PAGE_SIZE} />
        <ContactSection />
      </main>
      <SiteFooter />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: site.name,
          jobTitle: site.role,
          description: site.description,
          url: env.siteUrl,
          email: `mailto:${site.email}`,
          sameAs: [site.githubUrl, site.linkedinUrl],
          knowsAbout: ['WordPress', 'Power BI', 'Web Development', 'Database Design', 'UI/UX Design'],
        }}
      />
    </>
  );
}
