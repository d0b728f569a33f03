import { CircleAlert } from '@/components/ui/icons';

/** A form's own message (not a field's), e.g. "This form has expired"; nothing when there is none. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="flex items-center gap-2 rounded-lg border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm font-medium">
      <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden />
      {message}
    </p>
  );
}
