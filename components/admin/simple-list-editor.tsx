'use client';

import { createContext, use, type ComponentProps, type ReactNode } from 'react';
import { FormButtons } from '@/components/forms/form-buttons';
import { formFields, type FormFields } from '@/components/forms/form-fields';
import { useActionFeedback } from '@/components/forms/use-action-feedback';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import type { ActionResult, FormState } from '@/lib/actions/result';
import type { HistoryTable } from '@/lib/history/vocabulary';
import type { MoveDirection } from '@/lib/lists/vocabulary';
import { FormCard } from './form-card';
import { ListEditor } from './list-editor';
import { useReorder } from './reorder';

// A list whose form is only fields, edited from its section's page alone: the page (a server
// component) draws the fields and each item's card, this draws the rest, as ListEditor does for
// the lists with forms of their own.

/** An item as the page hands it over: its name, what its form starts from, and its card. */
export type SimpleItem = { id: string; name: string; values: Record<string, string>; card: ReactNode; media?: ReactNode };

type FormAction = (state: FormState, formData: FormData) => Promise<ActionResult>;

type Props = {
  /** 'Skill': "Add Skill", "Edit Skill", "Update Skill". */
  noun: string;
  items: readonly SimpleItem[];
  /** The form's fields: ItemInput, ItemTextarea and ItemSelect, in any layout. */
  fields: ReactNode;
  /** The hidden field that names the item an edit saves. */
  idField: string;
  actions: { create: FormAction; update: FormAction; delete: (id: string) => Promise<ActionResult>; move?: (args: { id: string; direction: MoveDirection }) => Promise<ActionResult> };
  list: { id: string; title: string; summary: string; label: string; empty: ReactNode };
  /** The delete confirmation's title. */
  confirm: string;
  /** The table whose saves keep the items' earlier versions, if it is one. */
  history?: HistoryTable;
};

const Fields = createContext<{ fields: FormFields<string>; values: Record<string, string> | undefined } | null>(null);

function useItemField(name: string, label: string) {
  const form = use(Fields);
  if (!form) throw new Error('An item field is drawn inside SimpleListEditor only.');
  return form.fields.field(name, label, form.values?.[name]);
}

type Named = { name: string; label: string };

export function ItemInput({ name, label, ...input }: Named & Omit<ComponentProps<typeof InputField>, 'id' | 'name' | 'label' | 'errors' | 'defaultValue'>) {
  return <InputField {...useItemField(name, label)} {...input} />;
}

export function ItemTextarea({ name, label, ...textarea }: Named & Omit<ComponentProps<typeof TextareaField>, 'id' | 'name' | 'label' | 'errors' | 'defaultValue'>) {
  return <TextareaField {...useItemField(name, label)} {...textarea} />;
}

export function ItemSelect({ name, label, ...select }: Named & Omit<ComponentProps<typeof SelectField>, 'id' | 'name' | 'label' | 'errors' | 'defaultValue'>) {
  return <SelectField {...useItemField(name, label)} {...select} />;
}

function ItemForm({ item, noun, fields, idField, actions, close }: Pick<Props, 'noun' | 'fields' | 'idField' | 'actions'> & { item: SimpleItem | null; close: () => void }) {
  const isEdit = item !== null;
  const { formRef, formAction, isPending, errors, values, formMessage } = useActionFeedback(isEdit ? actions.update : actions.create, { onSuccess: close });
  const prefix = isEdit ? `${noun.toLowerCase()}-${item.id}` : `add-${noun.toLowerCase()}`;
  return (
    <FormCard prefix={prefix} heading={`${isEdit ? 'Edit' : 'Add'} ${noun}`} formRef={formRef} action={formAction} message={formMessage}>
      {isEdit ? <input type="hidden" name={idField} value={item.id} /> : null}
      <Fields value={{ fields: formFields(prefix, { errors, values }), values: item?.values }}>{fields}</Fields>
      <FormButtons onCancel={isEdit ? close : undefined} isPending={isPending}>
        <Button type="submit" disabled={isPending} className="sm:min-w-32">
          {isPending ? 'Saving...' : `${isEdit ? 'Update' : 'Add'} ${noun}`}
        </Button>
      </FormButtons>
    </FormCard>
  );
}

const unmoved = async (): Promise<ActionResult> => ({ ok: false, message: 'This list is not in manual order.' });
const nameOf = (item: SimpleItem) => item.name;

/** A simple list's section: its form beside its cards; Edit, Delete (confirmed) and, with `actions.move`, Move up and down. */
export function SimpleListEditor({ noun, items, fields, idField, actions, list, confirm, history }: Props) {
  const reorder = useReorder({ items, nameOf, moveAction: actions.move ?? unmoved });
  return (
    <ListEditor
      items={items}
      nameOf={nameOf}
      deleteAction={actions.delete}
      reorder={actions.move ? reorder : undefined}
      form={{ label: `${noun} form`, render: (item, close) => <ItemForm item={item} noun={noun} fields={fields} idField={idField} actions={actions} close={close} /> }}
      list={list}
      item={{ media: (item) => item.media, body: (item) => item.card }}
      confirm={{ title: confirm, describe: (name) => <>{name} will be removed from your portfolio.</> }}
      history={history}
    />
  );
}
