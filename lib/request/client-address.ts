import 'server-only';
import { env } from '@/lib/env';

// The one answer to "who is this client?", for every per-client limit, the sender hash of a
// message and the address Supabase Auth is told. It believes only what the deployment vouches
// for, never the leftmost X-Forwarded-For entry, which the client writes:
//
//   on Vercel           the platform's x-vercel-forwarded-for, which Vercel sets itself;
//   TRUSTED_PROXY_HOPS=N  the address N entries from the right of X-Forwarded-For: each trusted
//                       proxy appends the address it saw, so that is what the outermost one saw;
//   no proxy (0)        the socket's address. `next start` writes it into X-Forwarded-For only
//                       when the request has none, so proxy.ts removes a client-written one
//                       first (dropUntrustedForwardedFor) and the rightmost entry is Next's.

export type AddressSource = { kind: 'vercel' } | { kind: 'proxy'; hops: number } | { kind: 'socket' };

type HeaderReader = { get(name: string): string | null };

export const UNKNOWN_CLIENT = 'unknown';

export const configuredSource = (): AddressSource =>
  env.onVercel ? { kind: 'vercel' } : env.trustedProxyHops > 0 ? { kind: 'proxy', hops: env.trustedProxyHops } : { kind: 'socket' };

const entries = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The client's IP address as the deployment saw it, or 'unknown'. */
export function clientAddress(headers: HeaderReader, source: AddressSource = configuredSource()): string {
  let picked: string | undefined;
  if (source.kind === 'vercel') {
    picked = entries(headers.get('x-vercel-forwarded-for'))[0];
  } else {
    const hops = entries(headers.get('x-forwarded-for'));
    // With fewer entries than proxies, a proxy in the chain was skipped: the leftmost is the
    // nearest to the client any trusted hop wrote.
    const fromRight = source.kind === 'proxy' ? source.hops : 1;
    picked = hops[Math.max(0, hops.length - fromRight)];
  }
  return picked ? normalizeAddress(picked) : UNKNOWN_CLIENT;
}

/**
 * proxy.ts's first step: with no proxy in front, an X-Forwarded-For the request arrives with was
 * written by the client; removing it lets Next write the socket's address in its place. Every
 * answer of a later step passes the request's headers on, so it never reaches a server action.
 */
export function dropUntrustedForwardedFor(request: { headers: Headers }, source: AddressSource = configuredSource()): undefined {
  if (source.kind === 'socket') request.headers.delete('x-forwarded-for');
  return undefined;
}

/**
 * One spelling per address: an IPv4-mapped IPv6 address as IPv4, a port (some proxies add
 * one) dropped, IPv6 fully expanded in lower case. Anything else is not an address.
 */
export function normalizeAddress(raw: string): string {
  let value = raw.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
  if (v4WithPort) value = v4WithPort[1]!;
  if (value.startsWith('::ffff:') && isIPv4(value.slice(7))) value = value.slice(7);
  if (isIPv4(value)) return value;
  const groups = expandIPv6(value);
  return groups ? groups.join(':') : UNKNOWN_CLIENT;
}

function isIPv4(value: string) {
  const parts = value.split('.');
  return parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}

/** The eight groups of an IPv6 address, four hex digits each; null if it is not one. */
function expandIPv6(value: string): string[] | null {
  if (!/^[0-9a-f:.]+$/.test(value) || !value.includes(':')) return null;
  let text = value;
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail) {
    if (!isIPv4(tail[1]!)) return null;
    const [a, b, c, d] = tail[1]!.split('.').map(Number);
    text = `${text.slice(0, -tail[1]!.length)}${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.padStart(4, '0'));
}

/**
 * The bucket an address counts in: IPv4 as is, IPv6 by its /64 (one subscriber usually holds
 * a whole /64, so single addresses would be free to rotate).
 */
export function clientBucket(address: string): string {
  if (!address.includes(':')) return address;
  return `${address.split(':').slice(0, 4).join(':')}::/64`;
}

/** Whether the value is an IP address Supabase Auth would accept as the end user's. */
export const isAddress = (address: string) => address !== UNKNOWN_CLIENT;
