import { Moon, Sun } from '@/components/ui/icons';
import { ThemeToggleButton } from './theme-toggle-button';

/** Icons render on the server (no icon library in the browser bundle). */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <ThemeToggleButton className={className}>
      {/* Both icons render; CSS shows the right one, so server and client HTML match. */}
      <Sun className="hidden dark:block" aria-hidden />
      <Moon className="block dark:hidden" aria-hidden />
    </ThemeToggleButton>
  );
}
