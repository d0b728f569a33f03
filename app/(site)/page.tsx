import type { Metadata } from 'next';
import { LatestWriting } from '@/components/posts/latest-writing';
import { ProjectsSection } from '@/components/projects/projects-section';
import { ContactSection } from '@/components/site/contact-section';
import { Experience } from '@/components/site/experience';
import { Hero } from '@/components/site/hero';
import { PersonJsonLd } from '@/components/site/person-json-ld';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { Skills } from '@/components/site/skills';
import { Testimonials } from '@/components/site/testimonials';
import { listPublicExperience } from '@/lib/experience/public';
import { listPublicPosts } from '@/lib/posts/public';
import { getPublicProfile } from '@/lib/profile/public';
import { listPublicSkills } from '@/lib/skills/public';
import { listPublicTestimonialsWithProjects } from '@/lib/testimonials/public';
import { getPublicHomeProjects } from '@/lib/projects/public';
import { LATEST_POSTS } from '@/lib/posts/vocabulary';
import { PAGE_SIZE } from '@/lib/projects/vocabulary';
import { sendMessageAction } from './actions';
import { pageMetadata } from '@/lib/site/metadata';

// Prerendered; owner saves refresh it at once (updateTag). The periodic re-render reads
// Next's data cache, so it only reaches the backend when a previous read had failed.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getPublicProfile(), { path: '/' });
}

export default async function HomePage() {
  const [{ firstPage, counts }, profile, skills, experience, testimonials, posts] = await Promise.all([
    getPublicHomeProjects(),
    getPublicProfile(),
    listPublicSkills(),
    listPublicExperience(),
    listPublicTestimonialsWithProjects(),
    listPublicPosts(),
  ]);
  return (
    <>
      <SiteHeader onHome />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Hero profile={profile} />
        <Skills skills={skills} intro={profile?.skillsIntro || null} />
        <Experience entries={experience} />
        <ProjectsSection firstPage={firstPage} counts={counts} pageSize={PAGE_SIZE} intro={profile?.projectsIntro || null} />
        <Testimonials testimonials={testimonials} />
        <LatestWriting posts={posts.slice(0, LATEST_POSTS)} />
        <ContactSection profile={profile} sendMessage={sendMessageAction} />
      </main>
      <SiteFooter />
      {profile ? <PersonJsonLd profile={profile} knowsAbout={skills.map((skill) => skill.title)} /> : null}
    </>
  );
}
