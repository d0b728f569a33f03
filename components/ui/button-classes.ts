// Plain class names (component classes in app/theme.css), apart from Button: the error
// boundary (on every page) styles its button from these without pulling the Button component into
// every route's first load.

export const BUTTON_BASE = 'btn';

export const BUTTON_VARIANTS = {
  default: 'btn-primary',
  secondary: 'btn-secondary',
  outline: 'btn-outline',
  ghost: 'btn-ghost',
  destructive: 'btn-destructive',
  link: 'btn-link',
} as const;

export const BUTTON_SIZES = {
  default: 'btn-md',
  sm: 'btn-sm',
  lg: 'btn-lg',
  icon: 'btn-icon',
} as const;
