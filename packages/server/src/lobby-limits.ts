// What one client may do to the lobby (docs/protocol.md, "The lobby's limits"): create games at a
// bounded rate and keep a bounded number of them open, so that one client cannot bury the games of
// others; and pages of the game lists, so that a client can reach every game there is.
import { isIPv6 } from 'node:net';
import type { ListCursor } from './store.ts';

export interface LobbyLimits {
  /** Games one client may create at once (a token bucket: the burst) ... */
  createBurst: number;
  /** ... and how many more each minute after it. */
  createPerMinute: number;
  /** Open games (waiting for a second player) one client may have at once. */
  openPerClient: number;
  /** Open games this server process holds at once, from every client. */
  openMax: number;
}

export const DEFAULT_LOBBY_LIMITS: LobbyLimits = {
  createBurst: 20,
  createPerMinute: 20,
  openPerClient: 5,
  openMax: 1000,
};

/** No limits (benchmarks, and tests that play hundreds of games from one address). */
export const NO_LOBBY_LIMITS: LobbyLimits = {
  createBurst: Infinity,
  createPerMinute: Infinity,
  openPerClient: Infinity,
  openMax: Infinity,
};

/**
 * The client a request comes from, as the limits count it: its IPv4 address, or for IPv6 the
 * network of the address (its first 64 bits), which one machine usually holds whole.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...new Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Above this many clients remembered, the ones whose bucket is full again are forgotten. */
const REMEMBERED = 10_000;

/** A token bucket per client for game creation (createBurst, createPerMinute). */
export class CreationBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly limits: LobbyLimits) {}

  /** Takes one creation for `client`: null when allowed, else why not and when to try again. */
  take(client: string, now = Date.now()): string | null {
    const { createBurst: burst, createPerMinute: perMinute } = this.limits;
    if (burst === Infinity) return null;
    const b = this.buckets.get(client) ?? { tokens: burst, at: now };
    b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 60_000) * perMinute);
    b.at = now;
    this.buckets.set(client, b);
    if (this.buckets.size > REMEMBERED) this.forgetFull(now);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return null;
    }
    const wait = Math.ceil(((1 - b.tokens) / perMinute) * 60);
    return (
      `Too many games created from your address: ${burst} at once, then ${perMinute} a minute.` +
      ` Try again in ${wait} s.`
    );
  }

  private forgetFull(now: number): void {
    const { createBurst: burst, createPerMinute: perMinute } = this.limits;
    for (const [client, b] of this.buckets) {
      if (b.tokens + ((now - b.at) / 60_000) * perMinute >= burst) this.buckets.delete(client);
    }
  }
}

/**
 * Why `client` may not open one more game waiting for a second player (it has openPerClient of them,
 * or the process holds openMax), or null when it may. `games`: the games this process holds.
 */
export function openGamesRefusal(
  games: Iterable<{ record: { status: string }; client: string | null }>,
  client: string,
  limits: LobbyLimits,
): string | null {
  let all = 0;
  let mine = 0;
  for (const g of games) {
    if (g.record.status !== 'open') continue;
    all++;
    if (g.client === client) mine++;
  }
  if (mine >= limits.openPerClient) {
    return (
      `Your address has ${mine} games waiting for a second player, the most it may have: play or` +
      ` wait for one of those before creating another.`
    );
  }
  if (all >= limits.openMax) {
    return `The lobby is full (${all} games waiting for a second player): join one, or try again later.`;
  }
  return null;
}

/** A page of a game list: at most this many games (and `limit` when the client asks for fewer). */
export const LIST_PAGE = { default: 50, max: 100 } as const;

/** The opaque `next` of a page: where the next page starts. */
export function encodeCursor(c: ListCursor): string {
  return `${c.createdAt}.${c.id}`;
}

/** A client's `cursor`, or null when it is not one this server gave. */
export function decodeCursor(text: string): ListCursor | null {
  const m = /^(\d{1,15})\.([\w-]{1,64})$/.exec(text);
  return m ? { createdAt: Number(m[1]), id: m[2]! } : null;
}
