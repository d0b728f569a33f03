'use client';

import { useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export function ThemeToggleButton({ children }: { children: ReactNode }) {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle theme"
      onClick={() => setTheme(resolvedTheme === 'light' ? 'dark' : 'light')}
    >
      {children}
    </Button>
  );
}
