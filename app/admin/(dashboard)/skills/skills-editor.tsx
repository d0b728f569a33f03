'use client';

import type { ComponentProps } from 'react';
import { SimpleListEditor } from '@/components/admin/simple-list-editor';
import { createSkillAction, deleteSkillAction, moveSkillAction, updateSkillAction } from './actions';

// The section's actions, imported by its client code as every other section's are. Turbopack
// groups the code that calls server actions by the pages whose client code imports them: a page
// that only hands them down as props moves the split of the runtime every page loads (measured:
// / 144,675 → 145,018 bytes, over its budget).

/** The skills list's editor: its fields and cards from the page, its actions from here. */
export function SkillsEditor(props: Omit<ComponentProps<typeof SimpleListEditor>, 'actions'>) {
  return <SimpleListEditor {...props} actions={{ create: createSkillAction, update: updateSkillAction, delete: deleteSkillAction, move: moveSkillAction }} />;
}
