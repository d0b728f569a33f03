export type ClassValue = string | false | null | undefined;

/**
 * Joins class names, skipping the empty ones. Deliberately no clsx or tailwind-merge (code on
 * every public page): a component is never handed a class that conflicts with its own; it
 * takes a prop.
 */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
