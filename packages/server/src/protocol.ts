// The wire protocol of `arbiter serve` (docs/protocol.md): every client message is checked here
// with zod before anything reads it. Bump PROTOCOL_VERSION on any incompatible change.
import { z } from 'zod';
import { cleanName, nameLength } from './names.ts';

export const PROTOCOL_VERSION = 1;

/** Limits of what a client may send (documented in docs/protocol.md). */
export const LIMITS = {
  /** Bytes of one WebSocket message; larger ones get TOO_LARGE. */
  messageBytes: 16 * 1024,
  /** Hard cap: the socket is closed (1009) above this, before the message is read at all. */
  socketMaxPayload: 1024 * 1024,
  /** HTTP request bodies (decks are the largest). */
  httpBodyBytes: 64 * 1024,
  /** Token bucket per connection: burst and refill per second. */
  rateBurst: 200,
  ratePerSecond: 100,
  /** Characters (code points) of a player's name and of a deck's name, once cleaned (names.ts). */
  playerName: 40,
  deckName: 100,
} as const;

/**
 * A name a person chose, as it is kept and shown: cleaned (`cleanName`: NFC, no control or invisible
 * characters, lone surrogates repaired), then at least one character and at most `max`.
 */
function chosenName(max: number) {
  return z
    .string()
    .max(max * 4)
    .transform(cleanName)
    .refine((s) => s.length > 0, 'a name needs at least one visible character')
    .refine((s) => nameLength(s) <= max, `a name has at most ${max} characters`);
}
const deckName = chosenName(LIMITS.deckName).optional();

const id = z.string().min(1).max(64);
const ref = z.string().max(64).optional();
const token = z.string().min(1).max(128);

export const answerSchema = z.union([
  z.strictObject({ choose: z.array(z.string().max(64)).max(200) }),
  z.strictObject({ order: z.array(z.string().max(64)).max(200) }),
  z.strictObject({ counts: z.record(z.string().max(64), z.number().int().min(0).max(1000)) }),
  z.strictObject({ number: z.number().int() }),
  z.strictObject({ back: z.literal(true) }),
]);

export const deckSchema = z.union([
  z.string().min(1).max(64),
  z.array(z.string().min(1).max(32)).min(1).max(200),
  z.strictObject({
    name: deckName,
    cards: z
      .array(z.strictObject({ id: z.string().min(1).max(32), count: z.number().int().min(1).max(60) }))
      .min(1)
      .max(200),
  }),
]);
export type DeckInput = z.infer<typeof deckSchema>;

export const AI_LEVELS = ['random', 'heuristic', 'ismcts'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

const name = chosenName(LIMITS.playerName).optional();

/** A game and format of `GET /v1` (checked against the games the server hosts). */
const gameId = z.string().min(1).max(40);

export const createGameSchema = z.strictObject({
  game: gameId,
  format: gameId,
  deck: deckSchema,
  name,
  opponent: z
    .union([z.literal('human'), z.strictObject({ ai: z.enum(AI_LEVELS), deck: deckSchema.optional() })])
    .default('human'),
});
export type CreateGame = z.infer<typeof createGameSchema>;

/**
 * `POST /v1/decks/check`: a deck list to check without playing it, as text (`4 BSS01-001` per line,
 * `#` comments) or as entries. Unlike a game's deck it may be empty (a deck being built).
 */
export const deckCheckSchema = z.union([
  z.strictObject({ text: z.string().max(32 * 1024), game: gameId.optional(), format: gameId.optional() }),
  z.strictObject({
    game: gameId.optional(),
    format: gameId.optional(),
    deck: z.strictObject({
      name: deckName,
      cards: z
        .array(z.strictObject({ id: z.string().min(1).max(32), count: z.number().int().min(1).max(60) }))
        .max(200),
    }),
  }),
]);
export type DeckCheckRequest = z.infer<typeof deckCheckSchema>;

/** `GET /v1/games/:id/replay/view?viewer=&step=`: whose view, after how many answers (default: all). */
export const replayViewSchema = z.strictObject({
  viewer: z.enum(['0', '1', 'spectator']).default('spectator'),
  step: z
    .string()
    .regex(/^\d{1,6}$/, 'a whole number of answers from 0')
    .transform(Number)
    .optional(),
});

/** `GET /v1/games?status=&limit=&cursor=`: one page of a game list, newest first (lobby-limits.ts). */
export const listGamesSchema = z.strictObject({
  status: z.enum(['open', 'active', 'finished'], 'one of open, active, finished').default('open'),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'a whole number of games, 1 to 100')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, 'a whole number of games, 1 to 100')
    .optional(),
  cursor: z.string().max(100).optional(),
});

export const joinGameSchema = z.strictObject({ deck: deckSchema, name });
export type JoinGame = z.infer<typeof joinGameSchema>;

const base = { v: z.literal(PROTOCOL_VERSION), ref };

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    ...base,
    type: z.literal('attach'),
    gameId: id,
    token,
    infoState: z.boolean().optional(),
  }),
  z.strictObject({ ...base, type: z.literal('spectate'), gameId: id }),
  z.strictObject({
    ...base,
    type: z.literal('answer'),
    gameId: id,
    token,
    seq: z.number().int().min(0),
    answer: answerSchema,
  }),
  z.strictObject({ ...base, type: z.literal('concede'), gameId: id, token }),
  z.strictObject({ ...base, type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export const CLIENT_TYPES = ['attach', 'spectate', 'answer', 'concede', 'ping'] as const;

export type ErrorCode =
  | 'BAD_JSON'
  | 'BAD_MESSAGE'
  | 'UNSUPPORTED_VERSION'
  | 'UNKNOWN_TYPE'
  | 'TOO_LARGE'
  | 'RATE_LIMITED'
  | 'NO_GAME'
  | 'NOT_FOUND'
  | 'BAD_TOKEN'
  | 'NOT_STARTED'
  | 'NOT_YOUR_DECISION'
  | 'STALE_DECISION'
  | 'ILLEGAL_ANSWER'
  | 'GAME_OVER'
  | 'INVALID_DECK'
  | 'GAME_FULL'
  | 'UNKNOWN_GAME'
  | 'NOT_FINISHED'
  | 'STORAGE_ERROR'
  | 'OWNED_ELSEWHERE'
  | 'INTERNAL';

/** Maps a zod failure of a client message to the most useful error code. */
export function messageError(raw: unknown): { code: ErrorCode; message: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { code: 'BAD_MESSAGE', message: 'A message is a JSON object.' };
  }
  const m = raw as Record<string, unknown>;
  if (m.v !== PROTOCOL_VERSION) {
    return {
      code: 'UNSUPPORTED_VERSION',
      message: `This server speaks protocol version ${PROTOCOL_VERSION}; send "v": ${PROTOCOL_VERSION}.`,
    };
  }
  if (typeof m.type !== 'string' || !(CLIENT_TYPES as readonly string[]).includes(m.type)) {
    return {
      code: 'UNKNOWN_TYPE',
      message: `Unknown message type ${JSON.stringify(m.type)}; known: ${CLIENT_TYPES.join(', ')}.`,
    };
  }
  const r = clientMessageSchema.safeParse(raw);
  if (r.success) return { code: 'INTERNAL', message: 'The message is valid.' };
  const i = r.error.issues[0]!;
  return { code: 'BAD_MESSAGE', message: `${i.path.join('.') || '(message)'}: ${i.message}` };
}

/** First zod issue as one line. */
export function issueText(e: z.ZodError): string {
  const i = e.issues[0]!;
  return `${i.path.join('.') || '(body)'}: ${i.message}`;
}
