import { Info } from 'lucide-react';

/** What a signed-in account that is not the owner sees instead of the forms. */
export function OwnerNotice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-card border border-amber-500/40 bg-amber-50 p-5 text-amber-950 shadow-sm dark:bg-amber-400/10 dark:text-amber-100"
    >
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm opacity-90">{children}</p>
      </div>
    </div>
  );
}
