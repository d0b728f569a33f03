import { getPublicResume } from '@/lib/resume/public';

// Static like the pages: rebuilt when a save of the profile, experience or skills expires the
// tags it read, and at most a minute after an edit made elsewhere.
export const revalidate = 60;

export async function GET() {
  const resume = await getPublicResume();
  if (!resume) return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(`${JSON.stringify(resume, null, 2)}\n`, { headers: { 'content-type': 'application/json' } });
}
