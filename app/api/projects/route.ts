import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { listPublicProjectPage } from '@/lib/projects/public';
import { toCardPage } from '@/lib/projects/cards';
import { FILTERS, MAX_PAGE_LIMIT, PAGE_SIZE } from '@/lib/projects/vocabulary';

// The home grid's "Load more" and category pages. Reads go through the cached public
// client, so this does not reach the database on every request.
const querySchema = z.object({
  category: z.enum(FILTERS, { error: `category must be one of: ${FILTERS.join(', ')}` }).default('all'),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(100_000, 'offset must be at most 100000')
    .default(0),
  // The grid asks for as many as its page showed prerendered, when its code first loads.
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_LIMIT, `limit must be at most ${MAX_PAGE_LIMIT}`)
    .default(PAGE_SIZE),
});

export async function GET(request: NextRequest) {
  const parsed = querySchema.safeParse({
    category: request.nextUrl.searchParams.get('category') ?? undefined,
    offset: request.nextUrl.searchParams.get('offset') ?? undefined,
    limit: request.nextUrl.searchParams.get('limit') ?? undefined,
  });
  if (!parsed.success) {
    return NextResponse.json({ error: parsed.error.issues.map((issue) => issue.message).join('; ') }, { status: 400 });
  }
  const { category, offset, limit } = parsed.data;
  try {
    const page = await listPublicProjectPage({ category: category === 'all' ? undefined : category, offset, limit });
    return NextResponse.json(toCardPage(page));
  } catch (error) {
    console.error('[api/projects] failed:', error instanceof Error ? error.message : error);
    return NextResponse.json({ error: 'Projects are unavailable right now. Please try again shortly.' }, { status: 503 });
  }
}
