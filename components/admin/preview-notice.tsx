import { Eye } from 'lucide-react';
import { AdminLink } from '@/components/admin/admin-link';
import type { ReactNode } from 'react';

/** Above the owner's preview of a page: what visitors see of it, and the way back to its section. */
export function PreviewNotice({ children, back }: { children: ReactNode; back: { href: string; label: string } }) {
  return (
    <div role="note" className="mb-8 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-card border border-primary/40 bg-primary/10 px-4 py-3 text-sm">
      <Eye className="size-4 shrink-0 text-primary" aria-hidden />
      <p className="flex-1">{children}</p>
      <AdminLink href={back.href} className="font-medium text-primary underline-offset-4 hover:underline">
        {back.label}
      </AdminLink>
    </div>
  );
}
