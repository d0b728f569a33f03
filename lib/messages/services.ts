import 'server-only';
import { listPublicServices } from '@/lib/services/list';

/** A service a visitor may enquire about: its slug (the key stored with a message) and its name. */
export type EnquiryService = { slug: string; name: string };

/**
 * The published services in their order, for the contact form's choice and the server's check of
 * it; none when they cannot be read (the services' own read logs it).
 */
export async function listEnquiryServices(): Promise<EnquiryService[]> {
  return (await listPublicServices()).map(({ slug, name }) => ({ slug, name }));
}
