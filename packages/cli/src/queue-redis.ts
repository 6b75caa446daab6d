// The Redis connection of `arbiter sim --queue` and `arbiter worker`: an ioredis client, checked once
// with a short timeout and then handed to BullMQ, which duplicates it for its blocking connections.
import { Redis } from 'ioredis';
import { CheckFailed, UsageError } from './errors.ts';

export interface RedisAddress {
  host: string;
  port: number;
  username?: string;
  password?: string;
  db?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;

/** `redis://[user:password@]host[:port][/db]`; bad text is a usage error. */
export function parseRedisUrl(text: string): RedisAddress {
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    throw new UsageError(`--queue wants a Redis URL such as redis://127.0.0.1:6379, not "${text}".`);
  }
  if (u.protocol !== 'redis:' || !u.hostname)
    throw new UsageError(`--queue wants a Redis URL such as redis://127.0.0.1:6379, not "${text}".`);
  const addr: RedisAddress = {
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: u.port ? Number(u.port) : 6379,
  };
  if (u.username) addr.username = decodeURIComponent(u.username);
  if (u.password) addr.password = decodeURIComponent(u.password);
  const db = u.pathname.replace(/^\//, '');
  if (db) {
    if (!/^\d+$/.test(db)) throw new UsageError(`The Redis database in "${text}" must be a number.`);
    addr.db = Number(db);
  }
  return addr;
}

/** The URL without its password, for messages. */
export function redisLabel(a: RedisAddress): string {
  const host = a.host.includes(':') ? `[${a.host}]` : a.host;
  return `redis://${host}:${a.port}${a.db ? `/${a.db}` : ''}`;
}

/** Whether a client and its duplicates (they share its retry strategy) reconnect after a loss. */
const retrying = new WeakMap<Redis, { on: boolean }>();

/**
 * Ends the reconnect loop of `client` and of the duplicates BullMQ made of it: their next failed attempt
 * rejects what waits for Redis. Without it, closing while Redis is away waits for Redis to come back.
 */
export function stopReconnecting(client: Redis): void {
  const state = retrying.get(client);
  if (state) state.on = false;
}

/**
 * A connected ioredis client, or a one-line `CheckFailed` within `timeoutMs` (a refused connection, or
 * a server that accepts but never answers). Once up, it and its duplicates reconnect after a restart.
 */
export async function connectRedis(
  address: RedisAddress,
  timeoutMs = DEFAULT_CONNECT_TIMEOUT_MS,
): Promise<Redis> {
  const reconnect = { on: false };
  let lastError: Error | undefined;
  const client = new Redis({
    ...address,
    lazyConnect: true,
    connectTimeout: timeoutMs,
    // BullMQ's blocking connections (duplicates of this one) require it; commands wait out a restart.
    maxRetriesPerRequest: null,
    // No retry during the first check, so that a wrong address fails at once; then retry until closing.
    retryStrategy: (times) => (reconnect.on ? Math.min(times * 200, 2000) : null),
  });
  // Also keeps ioredis from printing the errors of a lost connection while it reconnects.
  client.on('error', (e: Error) => (lastError = e));
  const noAnswer = new Error(`no answer within ${timeoutMs / 1000} s`);
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(noAnswer), timeoutMs);
  });
  try {
    await Promise.race([client.connect().then(() => client.ping()), silence]);
    reconnect.on = true;
    retrying.set(client, reconnect);
    return client;
  } catch (e) {
    client.disconnect();
    // A failed connect rejects with "Connection is closed."; the error event before it says why.
    const cause = e === noAnswer ? e : (lastError ?? e);
    const why = (cause instanceof Error ? cause.message : String(cause)).replace(/\.$/, '');
    throw new CheckFailed(`cannot reach Redis at ${redisLabel(address)}: ${why}.`);
  } finally {
    clearTimeout(timer);
  }
}
