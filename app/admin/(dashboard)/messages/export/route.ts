import { getSession, isOwner } from '@/lib/auth/session';
import { listAllMessages } from '@/lib/messages/admin';
import { leadsCsv } from '@/lib/messages/csv';
import { INBOX_TEXTS, utcToday } from '@/lib/messages/vocabulary';

// Every lead as CSV. A route handler stands alone: it checks the owner's session itself (the
// database shows the rows to owners only anyway).
export async function GET() {
  const { db, user } = await getSession();
  if (!user) return new Response('Sign in first.', { status: 401 });
  if (!(await isOwner(db))) return new Response(INBOX_TEXTS.exportForbidden, { status: 403 });
  try {
    return new Response(leadsCsv(await listAllMessages(db)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${utcToday()}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    console.error('[messages] export failed:', error instanceof Error ? error.message : error);
    return new Response(INBOX_TEXTS.exportFailed, { status: 503 });
  }
}
