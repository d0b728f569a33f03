import type { Metadata } from 'next';
import { OwnerSection } from '@/components/admin/owner-section';
import { TrashList } from './trash-list';
import { listTrash } from '@/lib/trash/trash';
import { TRASH_TEXTS } from '@/lib/trash/vocabulary';

export const metadata: Metadata = { title: 'Trash · Admin Dashboard', robots: { index: false, follow: false } };

export default function AdminTrashPage() {
  return (
    <OwnerSection notice={{ title: TRASH_TEXTS.forbidden, text: TRASH_TEXTS.ownerOnly }} load={listTrash} failure={TRASH_TEXTS.listFailed}>
      {(items) => <TrashList items={items} />}
    </OwnerSection>
  );
}
