import { Readable } from 'node:stream';
import { z } from 'zod';
import { prepareExport, streamExport } from '@/lib/archive/export.mjs';
import { ArchiveError } from '@/lib/archive/format.mjs';
import { ARCHIVE_TEXTS } from '@/lib/archive/vocabulary';
import { getSession, isOwner } from '@/lib/auth/session';
import { env } from '@/lib/env';

const NO_STORE = { 'Cache-Control': 'no-store' };
const optionsSchema = z.object({ insights: z.literal('1').optional() });

// The whole content as one zip (docs/ARCHIVE.md). A route handler stands alone: it checks the
// owner's session itself, and the database functions answer the owner only anyway.
export async function GET(request: Request) {
  const { db, user } = await getSession();
  if (!user) return new Response(ARCHIVE_TEXTS.signIn, { status: 401, headers: NO_STORE });
  if (!(await isOwner(db))) return new Response(ARCHIVE_TEXTS.forbidden, { status: 403, headers: NO_STORE });
  const options = optionsSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!options.success) return new Response('Unknown export options.', { status: 400, headers: NO_STORE });
  try {
    const prepared = await prepareExport(db, { siteUrl: env.siteUrl, insights: options.data.insights === '1' });
    // Streamed as the files are downloaded: an archive of images may be larger than a function's answer may be held in memory.
    const { output } = streamExport(db, prepared);
    return new Response(Readable.toWeb(output) as ReadableStream<Uint8Array>, {
      headers: {
        ...NO_STORE,
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="content-${prepared.createdAt.slice(0, 10)}.zip"`,
      },
    });
  } catch (error) {
    // A stored file no archive can carry: the owner can rename or remove it.
    if (error instanceof ArchiveError) return new Response(error.message, { status: 409, headers: NO_STORE });
    console.error('[archive] export failed:', error instanceof Error ? error.message : error);
    return new Response(ARCHIVE_TEXTS.exportFailed, { status: 503, headers: NO_STORE });
  }
}
