import { getSession, isOwner } from '@/lib/auth/session';
import { listDailyTotals } from '@/lib/insights/admin';
import { toCsv } from '@/lib/insights/csv';
import { rangeSchema } from '@/lib/insights/schema';

// The daily totals as CSV. A route handler stands alone: it checks the owner's session itself
// (the database shows the rows to owners only anyway).
export async function GET(request: Request) {
  const { db, user } = await getSession();
  if (!user) return new Response('Sign in first.', { status: 401 });
  if (!(await isOwner(db))) return new Response('Only the owner can export insights.', { status: 403 });
  const days = rangeSchema.parse(new URL(request.url).searchParams.get('days') ?? undefined);
  const today = new Date();
  const since = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1))).toISOString().slice(0, 10);
  try {
    const rows = await listDailyTotals(db, since);
    return new Response(toCsv(rows), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="insights-${since}-${days}-days.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    console.error('[insights] export failed:', error instanceof Error ? error.message : error);
    return new Response('The insights could not be read. Try again shortly.', { status: 503 });
  }
}
