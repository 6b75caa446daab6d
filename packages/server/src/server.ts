// `arbiter serve`: HTTP for the lobby and replays, one WebSocket route for play (docs/protocol.md).
import { existsSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { extname, join } from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import websocket from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import {
  builtInDecks,
  checkDeckList,
  loadCatalogs,
  DeckError,
  DeckTextError,
  type Catalogs,
} from './catalog.ts';
import { ProtocolError } from './errors.ts';
import { DEFAULT_HUB_OPTIONS, Hub, type HubOptions, type Peer } from './hub.ts';
import { clientKey, decodeCursor, LIST_PAGE } from './lobby-limits.ts';
import {
  clientMessageSchema,
  createGameSchema,
  deckCheckSchema,
  issueText,
  joinGameSchema,
  LIMITS,
  listGamesSchema,
  messageError,
  PROTOCOL_VERSION,
  replayViewSchema,
  type ClientMessage,
  type ErrorCode,
} from './protocol.ts';
import { PostgresStore } from './pg-store.ts';
import { SqliteStore } from './sqlite-store.ts';
import type { GameStore } from './store.ts';

export const DEFAULT_DB = 'sqlite:data/arbiter.sqlite';

export interface ServerOptions {
  port?: number;
  host?: string;
  /** `sqlite:PATH` (default data/arbiter.sqlite) or `postgres://...` (several processes may share it). */
  db?: string;
  /** A ready store instead of `db` (tests). */
  store?: GameStore;
  /** The games hosted, instead of every game Arbiter has (tests: a host whose AI misbehaves). */
  catalogs?: Catalogs;
  hub?: Partial<HubOptions>;
  rate?: { burst: number; perSecond: number };
  /**
   * Behind a reverse proxy or balancer: take the client's address from X-Forwarded-For (the lobby's
   * limits count per address), as Fastify's `trustProxy` does. Off by default.
   */
  trustProxy?: boolean;
  logger?: boolean;
  /** The built web table to serve at `/` (default: packages/web/dist); `false` serves none. */
  web?: string | false;
}

/** Where `npm run build -w @arbiter/web` writes the web table. */
export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/**
 * The web table (packages/web, built by Vite): `/` is its page (any query: `/?join=ID`), `/assets/*`
 * its hashed files, read from disk on each request (a handful of small files; no @fastify/static).
 */
function serveWeb(app: FastifyInstance, dir: string): void {
  app.get('/', async (_req, reply) => {
    const index = join(dir, 'index.html');
    if (!existsSync(index)) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web table is not built: run `npm run build -w @arbiter/web`, then reload.\n');
    }
    return reply.type(CONTENT_TYPES['.html']!).header('cache-control', 'no-cache').send(readFileSync(index));
  });
  app.get('/assets/:file', async (req, reply) => {
    const file = (req.params as { file: string }).file;
    const path = join(dir, 'assets', file);
    if (!/^[\w.-]+$/.test(file) || file.startsWith('.') || !existsSync(path)) {
      return reply.code(404).send(errorBody('NOT_FOUND', `No file /assets/${clip(file)}.`));
    }
    return reply
      .type(CONTENT_TYPES[extname(file)] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(readFileSync(path));
  });
}

export interface ArbiterServer {
  app: FastifyInstance;
  hub: Hub;
  port: number;
  /** http://host:port */
  url: string;
  close(): Promise<void>;
}

/** Opens the store named by a `--db` value or DATABASE_URL. */
export function storeFor(db: string): GameStore {
  if (db.startsWith('sqlite:')) {
    const path = db.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!path) throw new Error('--db sqlite:PATH needs a file path.');
    return new SqliteStore(path);
  }
  if (db.startsWith('postgres://') || db.startsWith('postgresql://')) {
    return new PostgresStore(db);
  }
  throw new Error(`Unknown database "${db}": use sqlite:PATH or postgres://...`);
}

const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  BAD_MESSAGE: 400,
  BAD_JSON: 400,
  TOO_LARGE: 413,
  NO_GAME: 404,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  BAD_TOKEN: 403,
  INVALID_DECK: 422,
  UNKNOWN_GAME: 404,
  GAME_FULL: 409,
  NOT_FINISHED: 409,
  STORAGE_ERROR: 503,
  OWNED_ELSEWHERE: 409,
};

function errorBody(code: ErrorCode, message: string, problems?: string[]) {
  return { error: problems ? { code, message, problems } : { code, message } };
}

/** Any failure as a protocol error: deck problems, protocol errors, anything else is INTERNAL. */
function asProtocolError(e: unknown): ProtocolError {
  if (e instanceof ProtocolError) return e;
  if (e instanceof DeckError) return new ProtocolError('INVALID_DECK', e.message, e.problems);
  return new ProtocolError('INTERNAL', `Internal error: ${e instanceof Error ? e.message : String(e)}`);
}

/** An error Fastify raises itself (body parsing, routing, limits): its code and HTTP status. */
interface FrameworkError {
  code?: string;
  statusCode?: number;
  message: string;
}

/** At most 100 characters of something a client sent, for a message about it. */
const clip = (s: string): string => (s.length > 100 ? `${s.slice(0, 100)}...` : s);

/** Fastify's own errors in the protocol's words: `{error: {code, message}}` (docs/protocol.md). */
function frameworkError(err: FrameworkError): { status: number; code: ErrorCode; message: string } {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'BAD_JSON', message: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        code: 'TOO_LARGE',
        message: `Request bodies are at most ${LIMITS.httpBodyBytes} bytes.`,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        code: 'BAD_MESSAGE',
        message: 'Request bodies are JSON: send them with content-type: application/json.',
      };
    case 'FST_ERR_BAD_URL':
      return { status: 400, code: 'BAD_MESSAGE', message: 'The path is not a valid URL.' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, code: 'TOO_LARGE', message: 'A part of the path is at most 100 characters.' };
  }
  const status = err.statusCode ?? 500;
  if (status === 429) return { status, code: 'RATE_LIMITED', message: err.message };
  if (status === 404) return { status, code: 'NOT_FOUND', message: err.message };
  if (status === 413) return { status, code: 'TOO_LARGE', message: err.message };
  if (status < 500) return { status, code: 'BAD_MESSAGE', message: err.message };
  return { status, code: 'INTERNAL', message: `Internal error: ${err.message}` };
}

function sendFrameworkError(reply: FastifyReply, err: FrameworkError) {
  const e = frameworkError(err);
  return reply.code(e.status).send(errorBody(e.code, e.message));
}

/**
 * What Node's HTTP parser refuses before any route sees it (a request line and headers over 16 KiB,
 * a request that does not arrive in time, not HTTP at all), answered in the protocol's shape.
 */
function onClientError(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, ErrorCode, string] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'TOO_LARGE', 'The request line and headers are at most 16 KiB.']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'BAD_MESSAGE', 'The request did not arrive in time.']
        : [400, 'BAD_MESSAGE', 'The request is not valid HTTP.'];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

function sendError(reply: FastifyReply, e: unknown) {
  const p = asProtocolError(e);
  return reply.code(HTTP_STATUS[p.code] ?? 500).send(errorBody(p.code, p.message, p.problems));
}

class Connection implements Peer {
  private tokens: number;
  private last = Date.now();
  constructor(
    readonly ws: WebSocket,
    readonly rate: { burst: number; perSecond: number },
  ) {
    this.tokens = rate.burst;
  }
  send(text: string): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    // A client that does not read gets cut off rather than growing the server's memory.
    if (this.ws.bufferedAmount > 8 * 1024 * 1024) {
      this.ws.close(1013, 'Not reading its messages');
      return;
    }
    this.ws.send(text);
  }
  /** Token bucket: false when the message is over the rate limit. */
  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.rate.burst, this.tokens + ((now - this.last) / 1000) * this.rate.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
  error(code: ErrorCode, message: string, ref?: string, problems?: string[]): void {
    const m: Record<string, unknown> = { type: 'error', code, message };
    if (ref !== undefined) m.ref = ref;
    if (problems) m.problems = problems;
    this.send(JSON.stringify(m));
  }
}

async function handle(hub: Hub, conn: Connection, msg: ClientMessage): Promise<void> {
  const ref = msg.ref === undefined ? {} : { ref: msg.ref };
  switch (msg.type) {
    case 'ping':
      conn.send(JSON.stringify({ type: 'pong', ...ref }));
      return;
    case 'attach':
      await hub.attach(conn, msg.gameId, msg.token, msg.infoState === true, msg.ref);
      return;
    case 'spectate':
      await hub.attach(conn, msg.gameId, null, false, msg.ref);
      return;
    case 'answer':
      await hub.answer(msg.gameId, msg.token, msg.seq, msg.answer);
      conn.send(JSON.stringify({ type: 'accepted', gameId: msg.gameId, seq: msg.seq, ...ref }));
      return;
    case 'concede':
      await hub.concede(msg.gameId, msg.token);
      conn.send(JSON.stringify({ type: 'accepted', gameId: msg.gameId, seq: 0, ...ref }));
      return;
  }
}

function onMessage(hub: Hub, conn: Connection, data: RawData, isBinary: boolean): void {
  const size = Array.isArray(data)
    ? data.reduce((n, b) => n + b.length, 0)
    : data instanceof ArrayBuffer
      ? data.byteLength
      : data.length;
  if (size > LIMITS.messageBytes) {
    conn.error('TOO_LARGE', `Messages are at most ${LIMITS.messageBytes} bytes, not ${size}.`);
    return;
  }
  if (!conn.take()) {
    conn.error(
      'RATE_LIMITED',
      `At most ${conn.rate.perSecond} messages a second (bursts of ${conn.rate.burst}).`,
    );
    return;
  }
  if (isBinary) {
    conn.error('BAD_MESSAGE', 'Messages are JSON text, not binary.');
    return;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
  } catch {
    conn.error('BAD_JSON', 'The message is not valid JSON.');
    return;
  }
  const parsed = clientMessageSchema.safeParse(raw);
  if (!parsed.success) {
    const e = messageError(raw);
    const r = (raw as { ref?: unknown } | null)?.ref;
    conn.error(e.code, e.message, typeof r === 'string' && r.length <= 64 ? r : undefined);
    return;
  }
  handle(hub, conn, parsed.data).catch((e: unknown) => {
    const p = asProtocolError(e);
    conn.error(p.code, p.message, parsed.data.ref, p.problems);
  });
}

/** Builds the server, restores unfinished games, and listens. */
export async function startServer(opts: ServerOptions = {}): Promise<ArbiterServer> {
  const catalogs = opts.catalogs ?? (await loadCatalogs());
  const store = opts.store ?? storeFor(opts.db ?? DEFAULT_DB);
  await store.open();
  const hub = new Hub(store, catalogs, { ...DEFAULT_HUB_OPTIONS, ...opts.hub });
  await hub.restore();
  const rate = opts.rate ?? { burst: LIMITS.rateBurst, perSecond: LIMITS.ratePerSecond };

  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: LIMITS.httpBodyBytes,
    trustProxy: opts.trustProxy ?? false,
    // Errors of the router (a bad path) and of the HTTP parser (a request line or headers too
    // long) in the protocol's shape too, never Fastify's or Node's own bodies.
    frameworkErrors: (err, _req, reply) => sendFrameworkError(reply, err),
    clientErrorHandler: onClientError,
  });
  await app.register(websocket, { options: { maxPayload: LIMITS.socketMaxPayload } });

  app.setErrorHandler((err: FrameworkError, _req, reply) => sendFrameworkError(reply, err));
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send(errorBody('NOT_FOUND', `No route ${req.method} ${clip(req.url)}.`)),
  );

  if (opts.web !== false) serveWeb(app, opts.web ?? WEB_DIST);

  // The cards of one game (default: the first hosted), each in its game's own shape.
  app.get('/v1/cards', async (req, reply) => {
    const q = (req.query ?? {}) as Record<string, unknown>;
    try {
      const host = catalogs.get(
        typeof q.game === 'string' ? q.game : undefined,
        typeof q.format === 'string' ? q.format : undefined,
      );
      return { game: host.game, format: host.format, cards: host.cards() };
    } catch (e) {
      return sendError(reply, e);
    }
  });

  // The built-in decks of one game with their lists, for a deck builder to start from.
  app.get('/v1/decks', async (req, reply) => {
    const q = (req.query ?? {}) as Record<string, unknown>;
    try {
      const host = catalogs.get(
        typeof q.game === 'string' ? q.game : undefined,
        typeof q.format === 'string' ? q.format : undefined,
      );
      return { game: host.game, format: host.format, decks: builtInDecks(host) };
    } catch (e) {
      return sendError(reply, e);
    }
  });

  // Checks a deck list (text or entries) as `arbiter deck check` does, without creating anything.
  app.post('/v1/decks/check', async (req, reply) => {
    const body = deckCheckSchema.safeParse(req.body);
    if (!body.success) {
      return reply
        .code(400)
        .send(
          errorBody('BAD_MESSAGE', `${issueText(body.error)} (send {"text": "..."} or {"deck": {cards}})`),
        );
    }
    try {
      const host = catalogs.get(body.data.game, body.data.format);
      return checkDeckList(host, 'text' in body.data ? { text: body.data.text } : body.data.deck);
    } catch (e) {
      if (e instanceof DeckTextError) return reply.code(400).send(errorBody('BAD_MESSAGE', e.message));
      return sendError(reply, e);
    }
  });

  app.get('/v1', async () => ({
    server: 'arbiter',
    protocol: PROTOCOL_VERSION,
    games: catalogs.hosts.map((h) => ({ game: h.game, format: h.format, title: h.title, decks: h.builtIn })),
    decks: catalogs.get().builtIn,
  }));

  app.post('/v1/games', async (req, reply) => {
    const body = createGameSchema.safeParse(req.body);
    if (!body.success) return reply.code(400).send(errorBody('BAD_MESSAGE', issueText(body.error)));
    try {
      return reply.code(201).send(await hub.create(body.data, clientKey(req.ip)));
    } catch (e) {
      return sendError(reply, e);
    }
  });

  // One page of a game list: `next` is the cursor of the page after it, null on the last one.
  app.get('/v1/games', async (req, reply) => {
    const q = listGamesSchema.safeParse(req.query ?? {});
    if (!q.success) return reply.code(400).send(errorBody('BAD_MESSAGE', issueText(q.error)));
    const after = q.data.cursor === undefined ? undefined : decodeCursor(q.data.cursor);
    if (after === null) {
      return reply
        .code(400)
        .send(errorBody('BAD_MESSAGE', 'cursor: not a cursor of this server (send the `next` of a page).'));
    }
    return hub.list(q.data.status, q.data.limit ?? LIST_PAGE.default, after);
  });

  app.get('/v1/games/:id', async (req, reply) => {
    try {
      return await hub.gameInfo((req.params as { id: string }).id);
    } catch (e) {
      return sendError(reply, e);
    }
  });

  app.post('/v1/games/:id/join', async (req, reply) => {
    const body = joinGameSchema.safeParse(req.body);
    if (!body.success) return reply.code(400).send(errorBody('BAD_MESSAGE', issueText(body.error)));
    try {
      return await hub.join((req.params as { id: string }).id, body.data);
    } catch (e) {
      return sendError(reply, e);
    }
  });

  app.get('/v1/games/:id/replay', async (req, reply) => {
    try {
      return await hub.replay((req.params as { id: string }).id);
    } catch (e) {
      return sendError(reply, e);
    }
  });

  app.get('/v1/games/:id/replay/view', async (req, reply) => {
    const q = replayViewSchema.safeParse(req.query ?? {});
    if (!q.success) return reply.code(400).send(errorBody('BAD_MESSAGE', issueText(q.error)));
    const viewer = q.data.viewer === 'spectator' ? 'spectator' : (Number(q.data.viewer) as 0 | 1);
    try {
      return await hub.replayView((req.params as { id: string }).id, viewer, q.data.step);
    } catch (e) {
      return sendError(reply, e);
    }
  });

  app.get('/v1/play', { websocket: true }, (ws) => {
    const conn = new Connection(ws, rate);
    ws.on('message', (data, isBinary) => onMessage(hub, conn, data, isBinary));
    ws.on('close', () => hub.detach(conn));
    ws.on('error', () => hub.detach(conn));
    conn.send(JSON.stringify({ type: 'welcome', server: 'arbiter', protocol: PROTOCOL_VERSION }));
  });

  const address = await app.listen({ port: opts.port ?? 8080, host: opts.host ?? '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return {
    app,
    hub,
    port,
    url: address.replace(/\/$/, ''),
    async close() {
      await hub.close();
      await app.close();
      await store.close();
    },
  };
}
