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

/** A skill's icon on its coloured tile. Rendered on the server on public pages. */
export function SkillIcon({ icon, color, size = 'md' }: { icon: SkillIconName; color: SkillColor; size?: 'sm' | 'md' }) {
  const Icon = ICONS[icon];
  return (
    // The tile's colours are the stylesheet's (.tile): one rule per colour, not three utilities each.
    <span data-tone={color} className={cn('tile', size === 'md' ? 'size-12 rounded-xl' : 'size-9 rounded-lg')}>
      <Icon className={size === 'md' ? 'size-6' : 'size-5'} aria-hidden />
    </span>
  );
}
