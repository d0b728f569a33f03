import 'server-only';
import { cache } from 'react';
import { cachedClient, cachedUntilSavedClient } from '@/lib/data/cache';
import { withFallback } from '@/lib/data/fallback';
import { DataError } from '@/lib/data/write-result';
import { PROFILE_SELECT, toProfile, type Profile } from './model';

/** The cache tag of every public read of profile: an owner's save of profile expires it. */
export const PROFILE_TAG = 'profile';

// What visitors read about the owner, cached under the 'profile' tag like the projects. A
// database without a profile row (a fresh project without the seed) renders the pages without
// the owner's details; nothing about the owner is written in code as a fallback.

function readProfile(db: ReturnType<typeof cachedClient>): Promise<Profile | null> {
  return withFallback('profile', null, async () => {
    const { data, error } = await db.from('profile').select(PROFILE_SELECT).maybeSingle();
    if (error) throw new DataError('load the profile', error);
    if (!data) {
      console.warn('[profile] no profile row: the pages show no owner details until one is saved in /admin/profile');
      return null;
    }
    return toProfile(data);
  });
}

/** The profile, or null when there is none (logged) or the backend failed. One read per request. */
export const getPublicProfile = cache((): Promise<Profile | null> => readProfile(cachedClient(PROFILE_TAG)));

/**
 * The same, for the not-found pages: read with no time limit, so only a save of the profile
 * rebuilds them, and then for their own address, never the one a visitor asked for (the patched
 * Next of docs/patches.md).
 */
export const getProfileUntilSaved = cache((): Promise<Profile | null> => readProfile(cachedUntilSavedClient(PROFILE_TAG)));
