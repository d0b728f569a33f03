import type { ListChanges, ResumePreview } from '@/lib/resume/preview';

// What an import will change, before the owner applies it.

const none = (value: string) => value || '(none)';

function ListSummary({ heading, changes }: { heading: string; changes: ListChanges | null }) {
  if (!changes) return <p className="text-sm text-muted-foreground">{heading}: not in the file, left as it is.</p>;
  const groups = [
    ['Added', changes.added],
    ['Changed', changes.changed],
    ['Removed', changes.removed],
  ] as const;
  return (
    <section aria-label={heading} className="grid gap-1 text-sm">
      <h4 className="font-medium">{heading} (replaced by the file&apos;s)</h4>
      {groups.map(([label, items]) =>
        items.length ? (
          <p key={label}>
            <span className="font-medium">{label}:</span> {items.join('; ')}
          </p>
        ) : null,
      )}
      <p className="text-muted-foreground">{changes.unchanged} unchanged</p>
    </section>
  );
}

export function ResumePreviewList({ preview }: { preview: ResumePreview }) {
  return (
    <div role="region" aria-label="What will change" className="grid gap-4 rounded-lg border bg-muted/40 p-4">
      <h3 className="text-base font-semibold">What will change</h3>
      <section aria-label="Profile" className="grid gap-1 text-sm">
        <h4 className="font-medium">Profile</h4>
        {preview.profile.length ? (
          <ul className="grid gap-1">
            {preview.profile.map((change) => (
              <li key={change.field} className="break-words">
                <span className="font-medium">{change.field}:</span> <del className="text-muted-foreground">{none(change.from)}</del> → <ins className="no-underline">{none(change.to)}</ins>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No changes</p>
        )}
      </section>
      <ListSummary heading="Experience" changes={preview.experience} />
      <ListSummary heading="Skills" changes={preview.skills} />
    </div>
  );
}
