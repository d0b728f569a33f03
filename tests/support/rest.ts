// Plain-fetch access to the test backend's REST and Auth APIs (supabase-js needs a WebSocket
// flag on Node 20, which Playwright workers do not get).
export type Backend = { url: string; publishableKey: string; owner: { email: string; password: string } };

export async function accessToken(backend: Backend, { email, password } = backend.owner): Promise<string> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

/** Inserts projects as the owner; returns their ids. */
export async function insertProjects(backend: Backend, rows: Record<string, unknown>[]): Promise<string[]> {
  const response = await fetch(`${backend.url}/rest/v1/projects?select=id`, {
    method: 'POST',
    headers: {
      apikey: backend.publishableKey,
      authorization: `Bearer ${await accessToken(backend)}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: JSON.stringify(rows),
  });
  if (!response.ok) throw new Error(`insert failed: ${response.status} ${await response.text()}`);
  return (await response.json()).map((row: { id: string }) => row.id);
}
