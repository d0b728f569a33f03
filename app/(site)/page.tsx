import type { Metadata } from 'next';
import { LatestWriting } from '@/components/home/latest-writing';
import { ProjectsSection } from '@/components/home/projects-section';
import { ContactSection } from '@/components/home/contact-section';
import { Experience } from '@/components/home/experience';
import { Hero } from '@/components/home/hero';
import { PersonJsonLd } from '@/components/home/person-json-ld';
import { Services } from '@/components/home/services';
import { Skills } from '@/components/home/skills';
import { Testimonials } from '@/components/home/testimonials';
import { listPublicExperience } from '@/lib/experience/public';
import { listPublicPosts } from '@/lib/posts/public';
import { getPublicProfile } from '@/lib/profile/public';
import { listPublicServices } from '@/lib/services/public';
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
  const [{ firstPage, counts }, profile, skills, experience, testimonials, posts, services] = await Promise.all([
    getPublicHomeProjects(),
    getPublicProfile(),
    listPublicSkills(),
    listPublicExperience(),
    listPublicTestimonialsWithProjects(),
    listPublicPosts(),
    listPublicServices(),
  ]);
  return (
    <>
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Hero profile={profile} />
        <Skills skills={skills} intro={profile?.skillsIntro || null} />
        <Services services={services} />
        <Experience entries={experience} />
        <ProjectsSection firstPage={firstPage} counts={counts} pageSize={PAGE_SIZE} intro={profile?.projectsIntro || null} />
        <Testimonials testimonials={testimonials} />
        <LatestWriting posts={posts.slice(0, LATEST_POSTS)} />
        <ContactSection profile={profile} sendMessage={sendMessageAction} />
      </main>
      {profile ? <PersonJsonLd profile={profile} knowsAbout={skills.map((skill) => skill.title)} /> : null}
    </>
  );
}
