import { ContactSection } from '@/components/home/contact-section';
import type { SendMessage } from '@/components/home/contact-send';
import { Experience } from '@/components/home/experience';
import { Hero } from '@/components/home/hero';
import { LatestWriting } from '@/components/home/latest-writing';
import { ProjectsSection } from '@/components/home/projects-section';
import { Services } from '@/components/home/services';
import { Skills } from '@/components/home/skills';
import { Testimonials } from '@/components/home/testimonials';
import { listPublicExperience } from '@/lib/experience/list';
import { listPublicPosts } from '@/lib/posts/public';
import { LATEST_POSTS } from '@/lib/posts/vocabulary';
import { availabilityBadge } from '@/lib/profile/availability';
import { getPublicProfile } from '@/lib/profile/public';
import { getPublicProjectGrid } from '@/lib/projects/public';
import { listPublicServices } from '@/lib/services/list';
import { listPublicSkills } from '@/lib/skills/list';
import { listPublicTestimonialsWithProjects } from '@/lib/testimonials/public';

/**
 * The owner-editable lists the home page shows, each edited in the admin section of the same
 * name (/admin/<id>): the dashboard's navigation lists them from here, so a new list is added in
 * this file only, to both.
 */
export const HOME_LISTS = [
  { id: 'skills', label: 'Skills' },
  { id: 'services', label: 'Services' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'experience', label: 'Experience' },
] as const;

/** The home page, top to bottom, with what each section shows (every read cached under its domain's tag). */
export async function HomeSections({ sendMessage }: { sendMessage: SendMessage }) {
  const [{ firstPage, counts }, profile, skills, services, experience, testimonials, posts] = await Promise.all([
    getPublicProjectGrid(),
    getPublicProfile(),
    listPublicSkills(),
    listPublicServices(),
    listPublicExperience(),
    listPublicTestimonialsWithProjects(),
    listPublicPosts(),
  ]);
  // Today's reading of the stored availability: each rebuild of the page (at most 60 s apart)
  // reads it anew, so a "booked until" day that has passed shows as available by itself.
  const availability = profile ? availabilityBadge(profile.availability, new Date()) : null;
  return (
    <>
      <Hero profile={profile} availability={availability} />
      <Skills skills={skills} intro={profile?.skillsIntro || null} />
      <Services services={services} />
      <Experience entries={experience} />
      <ProjectsSection firstPage={firstPage} counts={counts} intro={profile?.projectsIntro || null} />
      <Testimonials testimonials={testimonials} />
      <LatestWriting posts={posts.slice(0, LATEST_POSTS)} />
      <ContactSection profile={profile} availability={availability} services={services} sendMessage={sendMessage} />
    </>
  );
}
