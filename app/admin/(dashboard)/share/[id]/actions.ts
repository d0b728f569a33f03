'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { ownerAddressAction, ownerRevokeAction } from '@/lib/actions/define';
import { requestOrigin } from '@/lib/request/origin';
import { createShareAddress, revokeShareLink } from '@/lib/share-links/admin';
import { SHARE_LINK_TEXTS } from '@/lib/share-links/vocabulary';
import { newShareLinkSchema, shareLinkIdSchema } from '@/lib/share-links/schema';

// The panel also sends the slug it shows, which may be out of date: the address is made with the database's.
const newShareLinkCallSchema = newShareLinkSchema.extend({ slug: z.string().optional() });

const revalidatePanel = (projectId: string) => revalidatePath(`/admin/share/${projectId}`);

/** Creates a named link to the project and answers its address, shown this once. */
export const createShareLinkAction = ownerAddressAction({
  schema: newShareLinkCallSchema,
  hidden: ['projectId'],
  forbidden: SHARE_LINK_TEXTS.forbidden,
  write: async ({ projectId, name, expiresOn }, { db }) => createShareAddress(db, { projectId, name, expiresOn }, await requestOrigin()),
  revalidate: ({ link }) => revalidatePanel(link.projectId),
  success: SHARE_LINK_TEXTS.created,
});

export const revokeShareLinkAction = ownerRevokeAction({
  schema: shareLinkIdSchema,
  texts: SHARE_LINK_TEXTS,
  write: (id, { db }) => revokeShareLink(db, id),
  revalidate: (link) => revalidatePanel(link.projectId),
});
