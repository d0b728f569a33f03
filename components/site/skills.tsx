import { BarChart3, Database, Gauge, Globe, Palette, ShieldCheck, type LucideIcon } from 'lucide-react';

type Skill = { title: string; description: string; Icon: LucideIcon; color: string };

const SKILLS: Skill[] = [
  {
    title: 'WordPress Development',
    description: 'Custom themes, Gutenberg blocks, WooCommerce and plugins built to WordPress coding standards.',
    Icon: Globe,
    color: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
  },
  {
    title: 'Power BI Analytics',
    description: 'Data models, DAX measures and interactive reports that turn raw data into decisions.',
    Icon: BarChart3,
    color: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  },
  {
    title: 'Database Design',
    description: 'Normalised schemas, fast queries and clean ETL pipelines in MySQL, PostgreSQL and SQL Server.',
    Icon: Database,
    color: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  },
  {
    title: 'UI/UX Design',
    description: 'Accessible, responsive interfaces designed around what visitors and editors need to do.',
    Icon: Palette,
    color: 'bg-fuchsia-500/15 text-fuchsia-700 dark:text-fuchsia-300',
  },
  {
    title: 'Performance',
    description: 'Core Web Vitals tuning, caching and lean front ends that load fast on any connection.',
    Icon: Gauge,
    color: 'bg-violet-500/15 text-violet-700 dark:text-violet-300',
  },
  {
    title: 'Security',
    description: 'Hardened configurations, least-privilege access and regular audits to keep sites and data safe.',
    Icon: ShieldCheck,
    color: 'bg-rose-500/15 text-rose-700 dark:text-rose-300',
  },
];

export function Skills() {
  return (
    <section id="skills" className="border-y bg-muted/40 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 className="text-center text-3xl font-bold tracking-tight sm:text-4xl">Skills &amp; Expertise</h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
          What I bring to a project, from the database to the last pixel.
        </p>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {SKILLS.map(({ title, description, Icon, color }) => (
            <li key={title} className="rounded-card border bg-card p-6 shadow-sm">
              <span className={`inline-flex size-12 items-center justify-center rounded-xl ${color}`}>
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
