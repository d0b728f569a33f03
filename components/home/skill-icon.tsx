import { icon, type IconComponent } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { SkillColor, SkillIcon as SkillIconName } from '@/lib/skills/vocabulary';

// The skills' icons, by the names the database stores.
const ICONS: Record<SkillIconName, IconComponent> = {
  globe: icon('globe'),
  'bar-chart': icon('chart-column'),
  database: icon('database'),
  palette: icon('palette'),
  gauge: icon('gauge'),
  shield: icon('shield'),
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
