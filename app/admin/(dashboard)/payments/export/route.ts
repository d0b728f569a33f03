import { getSession, isOwner } from '@/lib/auth/session';
import { listPayments } from '@/lib/payments/admin';
import { paymentsCsv } from '@/lib/payments/csv';
import { PAYMENT_TEXTS } from '@/lib/payments/vocabulary';

// Every payment as CSV for the accountant. A route handler stands alone: it checks the owner's
// session itself (the database shows the rows to owners only anyway).
export async function GET() {
  const { db, user } = await getSession();
  if (!user) return new Response('Sign in first.', { status: 401 });
  if (!(await isOwner(db))) return new Response(PAYMENT_TEXTS.forbidden, { status: 403 });
  try {
    return new Response(paymentsCsv(await listPayments(db)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="payments-${new Date().toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    console.error('[payments] export failed:', error instanceof Error ? error.message : error);
    return new Response(PAYMENT_TEXTS.exportFailed, { status: 503 });
  }
}
