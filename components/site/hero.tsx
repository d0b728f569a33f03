import { ArrowRight, Mail } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { site } from '@/lib/site';
import { cn } from '@/lib/utils';

const STATS = [
  { value: '10+', label: 'Years WordPress' },
  { value: '2+', label: 'Years Power BI' },
  { value: '100+', label: 'Projects Completed' },
];

export function Hero() {
  return (
    <section id="about" className="relative overflow-hidden pb-20 pt-32 sm:pt-40">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_50%_at_20%_10%,color-mix(in_oklch,var(--color-primary)_22%,transparent),transparent),radial-gradient(ellipse_50%_40%_at_85%_30%,color-mix(in_oklch,var(--color-accent)_18%,transparent),transparent)]"
      />
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <p className="mb-4 font-semibold text-primary">Hi, I&apos;m {site.name}</p>
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          Lead Developer building WordPress sites and Power BI insights
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground">
          For over ten years I have built fast, secure WordPress sites, and for the last two I have turned business data
          into Power BI reports people actually use. More than 100 projects delivered, from storefronts to executive
          dashboards.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#projects" className={cn(buttonVariants({ size: 'lg' }))}>
            View My Work <ArrowRight aria-hidden />
          </a>
          <a href="#contact" className={cn(buttonVariants({ size: 'lg', variant: 'outline' }))}>
            Get In Touch <Mail aria-hidden />
          </a>
        </div>
        <ul className="mt-14 grid max-w-2xl grid-cols-3 gap-4" aria-label="Experience">
          {STATS.map((stat) => (
            <li key={stat.label} className="rounded-card border bg-card/70 p-4 text-center shadow-sm sm:p-5">
              <span className="block text-3xl font-extrabold text-primary sm:text-4xl">{stat.value}</span>{' '}
              <span className="mt-1 block text-xs text-muted-foreground sm:text-sm">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
