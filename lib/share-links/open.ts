import 'server-only';
import { cache } from 'react';
import { DataError } from '@/lib/data/write-result';
import { isSlug } from '@/lib/slug';
import { isShareToken } from '@/lib/share-links/token';
import { createPublicClient } from '@/lib/supabase/public';
import { serverSigner, withSignedImages } from '@/lib/projects/storage';
import { PROJECT_SELECT, toProject, type Project } from '@/lib/projects/model';

// What a share link opens. The public key reaches a private project only through the database
// function shared_project, which checks the token's hash, the project, expiry and revocation,
// and records the open in the same call. Never cached: each request is one open.

/** The project the link opens, with its private images signed; null for any refusal. Throws on failure. */
export const getSharedProject = cache(async (slug: string, token: string): Promise<Project | null> => {
  if (!isSlug(slug) || !isShareToken(token)) return null;
  const { data, error } = await createPublicClient().rpc('shared_project', { project_slug: slug, token }).select(PROJECT_SELECT).maybeSingle();
  if (error) throw new DataError('open the shared project', error);
  if (!data) return null;
  const project = toProject(data);
  if (project.visibility !== 'private') return project;
  // The database accepted the link; only then does the server sign the private files' addresses.
  try {
    return await withSignedImages(serverSigner(), project);
  } catch (error) {
    // Without the secret key the page still opens, without its uploaded images (logged).
    console.error('[projects] signing a shared project\'s images failed:', error instanceof Error ? error.message : error);
    return project;
  }
});
