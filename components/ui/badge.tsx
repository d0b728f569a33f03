import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const VARIANTS = { default: 'badge-default', featured: 'badge-featured', outline: 'badge-outline', category: 'badge-category' } as const;

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & { variant?: keyof typeof VARIANTS | null }) {
  return <span className={cn('badge', VARIANTS[variant ?? 'default'], className)} {...props} />;
}
