import type { Metadata } from 'next';
import { getPublicProfile } from '@/lib/profile/public';
import { pageMetadata } from '@/lib/site/metadata';
import { PageMain } from '@/components/site/page-main';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getPublicProfile(), {
    path: '/privacy',
    title: 'Privacy',
    description: 'What this site counts about visits, and what it does not: no cookies, no third parties, nothing that identifies you.',
  });
}

/** What the visit counts are made of, in plain words. Static: no client code of its own. */
export default function PrivacyPage() {
  return (
    <PageMain narrow>
      <h1 className="page-title">Privacy</h1>
      <div className="notice mt-8 grid gap-6 text-muted-foreground">
        <p>
          This site counts visits to learn which pages are read. It does so itself, on its own server: no cookies, no local storage,
          no third-party scripts, and no consent banner because nothing here identifies you. (The one thing the site keeps in your
          browser is the light or dark theme you pick.)
        </p>
        <section>
          <h2>What is counted</h2>
          <ul>
            <li>The page you open, as a daily total per page.</li>
            <li>The site you came from (its host name only, such as www.google.com) and a campaign source (utm_source) if the link had one.</li>
            <li>Your screen size as one of three classes: phone, tablet or desktop.</li>
            <li>
              A few actions: a Power BI report loaded, a video played, the CV downloaded, a project&apos;s live or code link followed, a
              share link opened, a contact message sent.
            </li>
            <li>
              Unique visitors per day: your address and browser are turned into a one-way code with a random key that changes every day and
              is deleted when the day ends, so no visit can be linked to you or to another day.
            </li>
          </ul>
        </section>
        <section>
          <h2>What is not</h2>
          <ul>
            <li>No cookies, no fingerprinting across days, no advertising or tracking services.</li>
            <li>Your IP address, your full referrer address and your browser are never stored.</li>
            <li>Nothing is recorded per visit: only daily totals, kept for 25 months and then deleted.</li>
            <li>If your browser sends Global Privacy Control or Do Not Track, nothing is counted at all. Known bots are left out too.</li>
            <li>
              A video loads nothing from YouTube, Vimeo or Loom until you press play; from then on that provider&apos;s own privacy terms
              apply. A Power BI report likewise loads from Microsoft only when you ask for it.
            </li>
          </ul>
        </section>
      </div>
    </PageMain>
  );
}
