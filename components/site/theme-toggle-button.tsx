'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { toggleTheme } from './theme';

export function ThemeToggleButton({ children }: { children: ReactNode }) {
  return (
    <Button variant="ghost" size="icon" aria-label="Toggle theme" onClick={toggleTheme}>
      {children}
    </Button>
  );
}
