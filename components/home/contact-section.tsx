import type { ComponentType, SVGProps } from 'react';
import type { Profile } from '@/lib/profile/model';
import type { AvailabilityBadge as Badge } from '@/lib/profile/availability';
import { AvailabilityBadge } from './availability-badge';
import { BookingOffer } from './booking-offer';
import { BUDGETS, budgetLabel, ENQUIRY_TEXTS, OTHER_SERVICE, TIMELINE_LABELS, TIMELINES } from '@/lib/messages/vocabulary';
import { DEFAULT_CURRENCY } from '@/lib/validation/currencies';
import { EnquiryFields, type EnquiryChoice } from './enquiry-fields';
import { ContactFields } from './contact-fields';
import { ContactForm } from './contact-form';
import type { SendMessage } from './contact-send';
import { GithubIcon, Link2, LinkedinIcon, Mail } from '@/components/ui/icons';

type SideLink = { href: string; label: string; name: string; Icon: ComponentType<SVGProps<SVGSVGElement>> };

/** Well-known hosts get their own name and mark; any other link its host name. */
const KNOWN_HOSTS: Record<string, Pick<SideLink, 'label' | 'Icon'>> = {
  'github.com': { label: 'GitHub', Icon: GithubIcon },
  'linkedin.com': { label: 'LinkedIn', Icon: LinkedinIcon },
};

function profileLink(href: string, fallback: string): SideLink {
  const host = new URL(href).hostname.replace(/^www\./, '');
  const known = KNOWN_HOSTS[host];
  const label = known?.label ?? host ?? fallback;
  return { href, label, name: `${label} profile`, Icon: known?.Icon ?? Link2 };
}

function sideLinks(profile: Profile): SideLink[] {
  return [
    { href: `mailto:${profile.contactEmail}`, label: profile.contactEmail, name: 'Email', Icon: Mail },
    ...(profile.codeUrl ? [profileLink(profile.codeUrl, 'Code')] : []),
    ...(profile.networkUrl ? [profileLink(profile.networkUrl, 'Profile')] : []),
    ...profile.otherLinks.map(({ label, url }) => ({ href: url, label, name: label, Icon: url.startsWith('mailto:') ? Mail : Link2 })),
  ];
}

/** The enquiry's lists, labelled here so the form's code carries no texts or number formats. */
function enquiryChoices(services: readonly { slug: string; name: string }[], currency: string): EnquiryChoice[] {
  return [
    { name: 'service', label: ENQUIRY_TEXTS.service, options: [...services.map(({ slug, name }) => [slug, name] as const), [OTHER_SERVICE, ENQUIRY_TEXTS.otherService]] },
    { name: 'budget', label: ENQUIRY_TEXTS.budget, options: BUDGETS.map((budget) => [budget, budgetLabel(budget, currency)] as const) },
    { name: 'timeline', label: ENQUIRY_TEXTS.timeline, options: TIMELINES.map((timeline) => [timeline, TIMELINE_LABELS[timeline]] as const) },
  ];
}

export function ContactSection({
  profile,
  availability,
  services,
  sendMessage,
}: {
  profile: Profile | null;
  availability: Badge | null;
  services: readonly { slug: string; name: string }[];
  sendMessage: SendMessage;
}) {
  return (
    <section id="contact" className="border-t bg-muted/40 py-20">
      {/* The booking offer after the form: on a phone it comes below it, not between the heading and the form. */}
      <div className="wrap contact-grid">
        <div>
          <h2 className="page-title">Get In Touch</h2>
          {availability ? <AvailabilityBadge badge={availability} className="mt-4" /> : null}
          {profile?.contactIntro ? <p className="mt-3 text-muted-foreground">{profile.contactIntro}</p> : null}
          {profile ? (
            <ul className="mt-8 grid gap-3">
              {/* By position: an address as key would be written again into the RSC copy. */}
              {sideLinks(profile).map(({ href, label, name, Icon }, position) => (
                <li key={position}>
                  <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${name} (opens in a new tab)`} className="contact-link">
                    <span>
                      <Icon aria-hidden />
                    </span>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <ContactForm sendMessage={sendMessage}>
          <ContactFields
            enquiryFields={
              <EnquiryFields choices={enquiryChoices(services, profile?.currency ?? DEFAULT_CURRENCY)} optional={ENQUIRY_TEXTS.optional} choose={ENQUIRY_TEXTS.choose} />
            }
          />
        </ContactForm>
        {profile?.bookingUrl ? <BookingOffer address={profile.bookingUrl} /> : null}
      </div>
    </section>
  );
}
