import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const VARIANTS = {
  default: 'bg-secondary text-secondary-foreground',
  featured: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  outline: 'border border-border text-muted-foreground',
  category: 'bg-primary/10 text-primary',
} as const;

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & { variant?: keyof typeof VARIANTS | null }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', VARIANTS[variant ?? 'default'], className)} {...props} />;
}
