'use client';

import { useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export function ThemeToggleButton({ children, className }: { children: ReactNode; className?: string }) {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label="Toggle theme"
      onClick={() => setTheme(resolvedTheme === 'light' ? 'dark' : 'light')}
    >
      {children}
    </Button>
  );
}
