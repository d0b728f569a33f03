import { Mail } from 'lucide-react';
import { site } from '@/lib/site';
import { GithubIcon, LinkedinIcon } from './brand-icons';
import { ContactForm } from './contact-form';

const LINKS = [
  { href: `mailto:${site.email}`, label: site.email, name: 'Email', Icon: Mail },
  { href: site.githubUrl, label: 'GitHub', name: 'GitHub profile', Icon: GithubIcon },
  { href: site.linkedinUrl, label: 'LinkedIn', name: 'LinkedIn profile', Icon: LinkedinIcon },
];

export function ContactSection() {
  return (
    <section id="contact" className="border-t bg-muted/40 py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">Get In Touch</h2>
          <p className="mt-3 text-muted-foreground">
            Planning a WordPress build, a Power BI rollout or a rescue of either? Send a message and I&apos;ll get back to
            you.
          </p>
          <ul className="mt-8 grid gap-3">
            {LINKS.map(({ href, label, name, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${name} (opens in a new tab)`}
                  className="inline-flex items-center gap-3 rounded-lg p-2 text-sm font-medium hover:bg-background hover:text-primary"
                >
                  <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
