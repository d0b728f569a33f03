import { icon, type IconComponent } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { SkillColor, SkillIcon as SkillIconName } from '@/lib/skills/vocabulary';

// Here rather than in ./icons: the admin's skills editor draws them in the browser too.
const ICONS: Record<SkillIconName, IconComponent> = {
  globe: icon('<circle cx="12" cy="12" r="10"/><path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20"/><path d="M2 12h20"/>'),
  'bar-chart': icon('<path d="M3 3v16a2 2 0 0 0 2 2h16"/><path d="M18 17V9"/><path d="M13 17V5"/><path d="M8 17v-3"/>'),
  database: icon('<ellipse cx="12" cy="5" rx="9" ry="3"/><path d="M3 5V19A9 3 0 0 0 21 19V5"/><path d="M3 12A9 3 0 0 0 21 12"/>'),
  palette: icon(
    '<path d="M12 22a1 1 0 0 1 0-20 10 9 0 0 1 10 9 5 5 0 0 1-5 5h-2.25a1.75 1.75 0 0 0-1.4 2.8l.3.4a1.75 1.75 0 0 1-1.4 2.8z"/><circle cx="13.5" cy="6.5" r=".5" fill="currentColor"/><circle cx="17.5" cy="10.5" r=".5" fill="currentColor"/><circle cx="6.5" cy="12.5" r=".5" fill="currentColor"/><circle cx="8.5" cy="7.5" r=".5" fill="currentColor"/>',
  ),
  gauge: icon('<path d="m12 14 4-4"/><path d="M3.34 19a10 10 0 1 1 17.32 0"/>'),
  shield: icon(
    '<path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z"/><path d="m9 12 2 2 4-4"/>',
  ),
};

// Whole class names, so Tailwind finds them; each pair is readable in both themes.
const COLORS: Record<SkillColor, string> = {
  sky: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
  amber: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  emerald: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  fuchsia: 'bg-fuchsia-500/15 text-fuchsia-700 dark:text-fuchsia-300',
  violet: 'bg-violet-500/15 text-violet-700 dark:text-violet-300',
  rose: 'bg-rose-500/15 text-rose-700 dark:text-rose-300',
  indigo: 'bg-indigo-500/15 text-indigo-700 dark:text-indigo-300',
  teal: 'bg-teal-500/15 text-teal-700 dark:text-teal-300',
};

/** A skill's icon on its coloured tile. Rendered on the server on public pages. */
export function SkillIcon({ icon, color, size = 'md' }: { icon: SkillIconName; color: SkillColor; size?: 'sm' | 'md' }) {
  const Icon = ICONS[icon];
  return (
    <span className={cn('inline-flex shrink-0 items-center justify-center', size === 'md' ? 'size-12 rounded-xl' : 'size-9 rounded-lg', COLORS[color])}>
      <Icon className={size === 'md' ? 'size-6' : 'size-5'} aria-hidden />
    </span>
  );
}
