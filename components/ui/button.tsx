import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS } from './button-classes';

type ButtonVariants = { variant?: keyof typeof BUTTON_VARIANTS | null; size?: keyof typeof BUTTON_SIZES | null };

/** A button's classes, also for a link that looks like a button. */
export function buttonVariants({ variant, size, className }: ButtonVariants & { className?: string } = {}) {
  return cn(BUTTON_BASE, BUTTON_VARIANTS[variant ?? 'default'], BUTTON_SIZES[size ?? 'default'], className);
}

export type ButtonProps = ComponentProps<'button'> & ButtonVariants;

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
