import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// `.field` (app/theme.css) is one class, not a dozen utilities: the contact form alone has six
// fields, each sent twice (in the HTML and its RSC copy).
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn('field h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn('field min-h-28', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn('field h-10', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium', className)} {...props} />;
}

/** Error text under a field; its id is what the field's aria-describedby points at. */
export function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {messages[0]}
    </p>
  );
}
