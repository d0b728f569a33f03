import type { Metadata } from 'next';
import { PersonJsonLd } from '@/components/home/person-json-ld';
import { HomeSections } from '@/components/home/sections';
import { getPublicProfile } from '@/lib/profile/public';
import { listPublicSkills } from '@/lib/skills/list';
import { pageMetadata } from '@/lib/site/metadata';
import { sendMessageAction } from './actions';

// Prerendered; owner saves refresh it at once (their tags expire). The periodic re-render reads
// Next's data cache, so it only reaches the backend when a previous read had failed.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getPublicProfile(), { path: '/' });
}

export default async function HomePage() {
  // The same reads as the sections': React's cache makes them one.
  const [profile, skills] = await Promise.all([getPublicProfile(), listPublicSkills()]);
  return (
    <>
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <HomeSections sendMessage={sendMessageAction} />
      </main>
      {profile ? <PersonJsonLd profile={profile} knowsAbout={skills.map((skill) => skill.title)} /> : null}
    </>
  );
}
