'use client';

import { Link2 } from 'lucide-react';
import { NewAddressForm } from '@/components/admin/new-address-form';
import { InputField } from '@/components/ui/field';
import { createShareLinkAction } from './actions';

/** Names a new link and creates it; its address is shown once, here, with a copy button. */
export function NewShareLink({ project }: { project: { id: string; slug: string } }) {
  return (
    <NewAddressForm
      title="New share link"
      read={(field) => ({ projectId: project.id, slug: project.slug, name: field('name'), expiresOn: field('expiresOn') })}
      action={createShareLinkAction}
      failed="The share link could not be saved. Check your connection and try again."
      submit={{ icon: <Link2 aria-hidden />, label: 'Create link' }}
      shownAs={({ name }) => ({ notice: `Link for ${name.trim()}: copy it now. It is shown only once.`, label: `Share link for ${name.trim()}` })}
      fields={(errors, id) => (
        <>
          <InputField id={id('name')} name="name" label="Who it is for" hint='A name only you see, e.g. "Acme procurement team".' maxLength={100} isRequired errors={errors.name} />
          <InputField id={id('expires')} name="expiresOn" type="date" label="Expires after" hint="Optional: the last day it opens (UTC). Empty: until you revoke it." errors={errors.expiresOn} />
        </>
      )}
    />
  );
}
