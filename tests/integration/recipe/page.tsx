import type { Metadata } from 'next';
import { OwnerSection } from '@/components/admin/owner-section';
import { ItemInput, SimpleListEditor } from '@/components/admin/simple-list-editor';
import { AWARD_LIMITS as L, AWARD_TEXTS, awardList } from '@/lib/awards/list';
import { createAwardAction, deleteAwardAction, moveAwardAction, updateAwardAction } from './actions';

export const metadata: Metadata = { title: 'Awards · Admin Dashboard', robots: { index: false, follow: false } };

/** The awards on the home page: add, edit, reorder and delete. */
export default function AdminAwardsPage() {
  return (
    <OwnerSection notice={{ title: AWARD_TEXTS.forbidden, text: 'Only the owner of this portfolio can edit the awards.' }} load={awardList.list} failure={AWARD_TEXTS.listFailed}>
      {(awards) => (
        <SimpleListEditor
          noun="Award"
          idField="awardId"
          actions={{ create: createAwardAction, update: updateAwardAction, delete: deleteAwardAction, move: moveAwardAction }}
          items={awards.map(({ id, title, issuer, year, url }) => ({
            id,
            name: title,
            values: { title, issuer, year: String(year), url: url ?? '' },
            card: (
              <>
                <h3 className="font-semibold leading-snug">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  {issuer}, {year}
                </p>
              </>
            ),
          }))}
          fields={
            <>
              <ItemInput name="title" label="Title" isRequired maxLength={L.title} />
              <ItemInput name="issuer" label="Issuer" isRequired maxLength={L.issuer} />
              <div className="grid gap-5 sm:grid-cols-2">
                <ItemInput name="year" label="Year" isRequired type="number" min={L.firstYear} max={L.lastYear} />
                <ItemInput name="url" label="Link" type="url" inputMode="url" />
              </div>
            </>
          }
          list={{ id: 'your-awards', title: 'Your Awards', summary: `${awards.length} in all`, label: 'Awards in display order', empty: 'No awards yet. Add your first award!' }}
          confirm="Are you sure you want to delete this award?"
        />
      )}
    </OwnerSection>
  );
}
