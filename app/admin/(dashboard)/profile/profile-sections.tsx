import type { ReactNode } from 'react';
import type { FormFields } from '@/components/forms/form-fields';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import type { Profile } from '@/lib/profile/model';
import { DEFAULT_SITE_NAME, linkLines, PROFILE_LIMITS as L } from '@/lib/profile/vocabulary';
import type { ProfileFormField } from '@/lib/profile/schema';
import { CURRENCY_OPTIONS, DEFAULT_CURRENCY } from '@/lib/validation/currencies';

/** What each section of the profile form gets: the form's fields and the stored profile (null before the first save). */
export type SectionProps = { fields: FormFields<ProfileFormField>; profile: Profile | null };

const STATS = [1, 2, 3] as const;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

export function AboutSection({ fields: { field }, profile }: SectionProps) {
  return (
    <Section title="About you">
      <InputField
        {...field('siteName', 'Site name', profile?.siteName ?? DEFAULT_SITE_NAME)}
        isRequired
        maxLength={L.siteName}
        hint="The header's brand, and the end of every page's title and of the blog feeds' titles, e.g. your name or your business's."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...field('name', 'Name', profile?.name)} isRequired maxLength={L.name} autoComplete="name" />
        <InputField {...field('role', 'Role', profile?.role)} isRequired maxLength={L.role} placeholder="Lead Developer & Power BI Specialist" />
      </div>
      <InputField {...field('heroHeading', 'Hero heading', profile?.heroHeading)} isRequired maxLength={L.heroHeading} />
      <TextareaField {...field('intro', 'Introduction', profile?.intro)} isRequired rows={4} maxLength={L.intro} hint="The paragraph under the hero heading." />
      <TextareaField
        {...field('description', 'Description', profile?.description)}
        isRequired
        rows={3}
        maxLength={L.description}
        hint="For search engines and link previews (about 160 characters read best)."
      />
    </Section>
  );
}

export function StatsSection({ fields: { field }, profile }: SectionProps) {
  return (
    <Section title="Stats in the hero">
      {STATS.map((n) => (
        <div key={n} className="grid gap-3 sm:grid-cols-[8rem_1fr]">
          <InputField {...field(`stat${n}Value`, `Stat ${n} value`, profile?.stats[n - 1]?.value)} isRequired maxLength={L.statValue} placeholder="10+" />
          <InputField {...field(`stat${n}Label`, `Stat ${n} label`, profile?.stats[n - 1]?.label)} isRequired maxLength={L.statLabel} placeholder="Years WordPress" />
        </div>
      ))}
    </Section>
  );
}

export function ContactSection({ fields: { field }, profile }: SectionProps) {
  return (
    <Section title="Contact and links">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...field('contactEmail', 'Contact email', profile?.contactEmail)} isRequired type="email" autoComplete="email" />
        <SelectField
          {...field('currency', 'Currency', profile?.currency ?? DEFAULT_CURRENCY)}
          hint="The contact form's budget ranges are in it."
          placeholder="Choose a currency"
          options={CURRENCY_OPTIONS}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...field('codeUrl', 'Code profile URL', profile?.codeUrl)} type="url" inputMode="url" placeholder="https://github.com/you" />
        <InputField {...field('networkUrl', 'Professional profile URL', profile?.networkUrl)} type="url" inputMode="url" placeholder="https://www.linkedin.com/in/you" />
      </div>
      <TextareaField
        {...field('otherLinks', 'Other links', profile ? linkLines(profile.otherLinks) : undefined)}
        rows={3}
        className="min-h-0"
        hint={`Up to ${L.otherLinks}, one per line: Label | URL`}
        placeholder="Dribbble | https://dribbble.com/you"
      />
    </Section>
  );
}

export function IntroductionsSection({ fields: { field }, profile }: SectionProps) {
  return (
    <Section title="Section introductions">
      <InputField {...field('skillsIntro', 'Skills introduction', profile?.skillsIntro)} maxLength={L.sectionIntro} />
      <InputField {...field('projectsIntro', 'Projects introduction', profile?.projectsIntro)} maxLength={L.sectionIntro} />
      <InputField {...field('contactIntro', 'Contact introduction', profile?.contactIntro)} maxLength={L.sectionIntro} />
    </Section>
  );
}

export function BusinessSection({ fields: { field }, profile }: SectionProps) {
  return (
    <Section title="Business details and payment (on proposals)">
      <p className="text-sm text-muted-foreground">Shown in the sender block of every proposal you write from now on, each only when set. Proposals already written keep the details they were written with.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...field('businessName', 'Business name', profile?.businessName)} maxLength={L.businessName} autoComplete="organization" />
        <InputField {...field('taxId', 'Tax number', profile?.taxId)} maxLength={L.taxId} hint="A VAT or tax registration number." />
      </div>
      <TextareaField
        {...field('businessAddress', 'Business address', profile?.businessAddress)}
        rows={3}
        className="min-h-0"
        maxLength={L.businessAddress}
        autoComplete="street-address"
      />
      <TextareaField
        {...field('paymentInstructions', 'Payment instructions (Markdown)', profile?.paymentInstructions)}
        rows={4}
        maxLength={L.paymentInstructions}
        hint="How clients pay a proposal that is not paid on a Stripe page: bank details, IBAN, a PayPal address. Shown once they accept."
      />
    </Section>
  );
}
