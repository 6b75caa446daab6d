// A small Redis client over node:net for BullMQ. BullMQ 6 ships no Redis driver of its own (ioredis and
// node-redis are optional peers that this project does not install), but it adapts any client shaped
// like Bun's: `send(command, args)`, `connect()`, `close()`, `duplicate()` and two callbacks. This is
// that client: RESP2 requests, pipelined, replies in order, with a connect timeout.
import { Socket, createConnection } from 'node:net';
import { RedisConnection, createBunRedisClient } from 'bullmq';
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

export type RedisReply = string | number | null | Error | RedisReply[];
type Arg = string | Buffer | number;

interface Pending {
  resolve(v: RedisReply): void;
  reject(e: Error): void;
}

const CRLF = Buffer.from('\r\n');

/** Encodes one command as a RESP array of bulk strings. */
function encode(command: string, args: readonly Arg[]): Buffer {
  const parts: Buffer[] = [Buffer.from(`*${args.length + 1}\r\n`)];
  for (const a of [command, ...args]) {
    const b = Buffer.isBuffer(a) ? a : Buffer.from(String(a));
    parts.push(Buffer.from(`$${b.length}\r\n`), b, CRLF);
  }
  return Buffer.concat(parts);
}

/** Parses one reply at `pos`; undefined when the buffer does not hold all of it yet. */
function parseReply(buf: Buffer, pos: number): { value: RedisReply; next: number } | undefined {
  const eol = buf.indexOf(CRLF, pos);
  if (eol < 0) return undefined;
  const type = String.fromCharCode(buf[pos]!);
  const line = buf.toString('utf8', pos + 1, eol);
  const after = eol + 2;
  switch (type) {
    case '+':
      return { value: line, next: after };
    case '-':
      return { value: new Error(line), next: after };
    case ':':
      return { value: Number(line), next: after };
    case '$': {
      const n = Number(line);
      if (n < 0) return { value: null, next: after };
      if (buf.length < after + n + 2) return undefined;
      return { value: buf.toString('utf8', after, after + n), next: after + n + 2 };
    }
    case '*': {
      const n = Number(line);
      if (n < 0) return { value: null, next: after };
      const items: RedisReply[] = [];
      let at = after;
      for (let i = 0; i < n; i++) {
        const item = parseReply(buf, at);
        if (!item) return undefined;
        items.push(item.value);
        at = item.next;
      }
      return { value: items, next: at };
    }
    default:
      throw new Error(`Unexpected Redis reply type "${type}".`);
  }
}

export class RespClient {
  connected = false;
  onconnect: (() => void) | null = null;
  onclose: ((error?: Error) => void) | null = null;
  onerror: ((error: Error) => void) | null = null;
  private socket: Socket | null = null;
  private pending: Pending[] = [];
  private buffer: Buffer = Buffer.alloc(0);
  private closedByUs = false;

  constructor(
    readonly address: RedisAddress,
    readonly connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS,
  ) {}

  connect(): Promise<void> {
    if (this.socket) return Promise.reject(new Error('Already connected or connecting.'));
    const { host, port } = this.address;
    this.closedByUs = false;
    this.buffer = Buffer.alloc(0);
    return new Promise<void>((resolve, reject) => {
      const socket = createConnection({ host, port });
      this.socket = socket;
      socket.setNoDelay(true);
      socket.setKeepAlive(true, 10_000);
      let settled = false;
      const fail = (e: Error): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.destroy();
        reject(e);
      };
      // A connect timeout: an unreachable host must fail, not hang.
      const timer = setTimeout(
        () => fail(new Error(`no answer within ${this.connectTimeoutMs / 1000} s`)),
        this.connectTimeoutMs,
      );
      socket.on('data', (chunk: Buffer) => this.receive(chunk));
      socket.on('error', (e) => {
        if (!settled) fail(e);
        else this.onerror?.(e);
      });
      socket.on('close', () => {
        const was = this.connected;
        this.connected = false;
        this.socket = null;
        this.failPending(new Error('Connection closed'));
        if (!settled) fail(new Error('Connection closed before it was ready'));
        // Only a connection that was up is "closed": a failed connect has already rejected.
        else if (was) this.onclose?.(this.closedByUs ? undefined : new Error('Connection lost'));
      });
      socket.once('connect', () => {
        void this.handshake().then(
          () => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            this.connected = true;
            this.onconnect?.();
            resolve();
          },
          (e: unknown) => fail(e instanceof Error ? e : new Error(String(e))),
        );
      });
    });
  }

  private async handshake(): Promise<void> {
    const a = this.address;
    if (a.password !== undefined)
      await this.send('AUTH', a.username ? [a.username, a.password] : [a.password]);
    if (a.db) await this.send('SELECT', [String(a.db)]);
    // Within the connect timeout: a server that accepts but never answers fails too.
    await this.send('PING');
  }

  close(): void {
    this.closedByUs = true;
    this.socket?.destroy();
  }

  /** A new, unconnected client to the same server (BullMQ's blocking connections and reconnects). */
  async duplicate(): Promise<this> {
    return new RespClient(this.address, this.connectTimeoutMs) as this;
  }

  send<T = RedisReply>(command: string, args: readonly Arg[] = []): Promise<T> {
    const socket = this.socket;
    if (!socket || socket.destroyed) return Promise.reject(new Error('Connection closed'));
    return new Promise<T>((resolve, reject) => {
      this.pending.push({
        resolve: (v) => (v instanceof Error ? reject(v) : resolve(v as T)),
        reject,
      });
      socket.write(encode(command, args));
    });
  }

  get(key: string): Promise<string | null> {
    return this.send<string | null>('GET', [key]);
  }

  smembers(key: string): Promise<string[]> {
    return this.send<string[]>('SMEMBERS', [key]);
  }

  incr(key: string): Promise<number> {
    return this.send<number>('INCR', [key]);
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    let pos = 0;
    for (;;) {
      if (pos >= this.buffer.length) break;
      let parsed: ReturnType<typeof parseReply>;
      try {
        parsed = parseReply(this.buffer, pos);
      } catch (e) {
        this.socket?.destroy(e instanceof Error ? e : new Error(String(e)));
        return;
      }
      if (!parsed) break;
      pos = parsed.next;
      this.pending.shift()?.resolve(parsed.value);
    }
    this.buffer = this.buffer.subarray(pos);
  }

  private failPending(e: Error): void {
    const pending = this.pending;
    this.pending = [];
    for (const p of pending) p.reject(e);
  }
}

/** Connects, with the connect timeout; an unreachable server is a one-line `CheckFailed`. */
export async function connectRedis(
  address: RedisAddress,
  timeoutMs = DEFAULT_CONNECT_TIMEOUT_MS,
): Promise<RespClient> {
  const c = new RespClient(address, timeoutMs);
  try {
    await c.connect();
    return c;
  } catch (e) {
    c.close();
    const why = e instanceof Error ? e.message : String(e);
    throw new CheckFailed(`cannot reach Redis at ${redisLabel(address)}: ${why}.`);
  }
}

/** Has every BullMQ connection of this process go through `RespClient`; `host`/`port` etc. pick the server. */
export function useRespClientForBullmq(timeoutMs = DEFAULT_CONNECT_TIMEOUT_MS): void {
  RedisConnection.clientFactory = (opts) => {
    const address: RedisAddress = { host: String(opts.host ?? '127.0.0.1'), port: Number(opts.port ?? 6379) };
    if (typeof opts.username === 'string') address.username = opts.username;
    if (typeof opts.password === 'string') address.password = opts.password;
    if (typeof opts.db === 'number') address.db = opts.db;
    return createBunRedisClient(new RespClient(address, timeoutMs));
  };
}
