import type { NextRequest } from 'next/server';
import { acceptHit } from '@/lib/insights/accept';

// The beacon's endpoint (components/site/insights-beacon.tsx). Never cached; answers no body.
export async function POST(request: NextRequest) {
  const status = await acceptHit(await request.text(), request.headers);
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });
}
