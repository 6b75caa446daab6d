// The game a command plays (`--game`): found among the descriptors of @arbiter/games and played
// through its host, so that no command names a game's own types.
import type { GameDescriptor, HostedGame } from '@arbiter/cardgame';
import { findGame, GAMES, loadHosts } from '@arbiter/games';
import { UsageError } from './errors.ts';

/** The game of a command given no `--game`. */
export const DEFAULT_GAME = 'battle-spirits';

/** The games' names for people, as help texts list them, with the formats of a game that has several. */
export const GAMES_IN_WORDS = GAMES.map((g) =>
  g.formats.length > 1 ? `${g.title} (formats: ${g.formats.join(', ')})` : g.title,
).join(', ');

export const GAME_OPTION_HELP = `the game: ${GAMES.map((g) => g.id).join(' or ')}`;

export function gameDescriptor(id: string): GameDescriptor {
  const game = findGame(id);
  if (!game) throw new UsageError(`Unknown game "${id}" (known: ${GAMES.map((g) => g.id).join(', ')})`);
  return game;
}

/** A game's format: `format`, or the game's first when none is given. */
export function gameFormat(game: GameDescriptor, format?: string): string {
  const f = format ?? game.formats[0]!;
  if (!game.formats.includes(f))
    throw new UsageError(`Unknown format "${f}" for ${game.id} (known: ${game.formats.join(', ')})`);
  return f;
}

/** Loads a host; a broken card definition in its pool is bad input to every command (exit 2). */
async function loaded(load: () => Promise<HostedGame | HostedGame[]>): Promise<HostedGame[]> {
  try {
    const h = await load();
    return Array.isArray(h) ? h : [h];
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
}

/** The host of game `id` in `format` (default: the game's first; loaded once per process). */
export async function gameHost(id: string = DEFAULT_GAME, format?: string): Promise<HostedGame> {
  const game = gameDescriptor(id);
  const f = gameFormat(game, format);
  return (await loaded(() => game.host(f)))[0]!;
}

/**
 * The host whose module plays games recorded as `moduleId` (a replay's `game`), in the format its
 * set-up names when it names one of that module's (Battle Spirits Eternal), else the module's first.
 */
export async function hostOfModule(moduleId: string, setup?: unknown): Promise<HostedGame> {
  const all = await loaded(loadHosts);
  const hosts = all.filter((h) => h.module.id === moduleId);
  const format =
    typeof setup === 'object' && setup !== null && 'format' in setup ? String(setup.format) : undefined;
  const host = hosts.find((h) => h.format === format) ?? hosts[0];
  if (!host) {
    // Every module a replay may name, once each (the formats of one game share a module).
    const known = [...new Set(all.map((h) => h.module.id))].join(', ');
    throw new UsageError(`Arbiter plays no game "${moduleId}" (known: ${known}).`);
  }
  return host;
}
