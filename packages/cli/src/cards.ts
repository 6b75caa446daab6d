// `arbiter cards show|search|coverage`: a game's card pool, through its descriptor and host.
import type { PoolCoverage } from '@arbiter/cardgame';
import { UsageError } from './errors.ts';
import { gameDescriptor, gameFormat, gameHost } from './games.ts';

/** `arbiter cards show <id>`: facts, then the text generated from the definition. */
export async function showCard(ref: string, game?: string): Promise<string[]> {
  const host = await gameHost(game);
  const lines = host.teller.card(ref);
  if (!lines) throw new UsageError(`No ${host.title} card "${ref}".`);
  return lines;
}

/**
 * `arbiter cards search <text>`: the pool's cards whose id or name holds the text (any case), one
 * line each with whether it is implemented, then how many were found.
 */
export async function searchCards(text: string, opts: { game: string; format?: string }): Promise<string[]> {
  const game = gameDescriptor(opts.game);
  const coverage = await game.cardCoverage(gameFormat(game, opts.format));
  const want = text.trim().toLowerCase();
  if (!want) throw new UsageError('Give some text to search for.');
  const lines: string[] = [];
  for (const s of coverage.sets) {
    for (const c of s.cards) {
      if (!c.id.toLowerCase().includes(want) && !c.name.toLowerCase().includes(want)) continue;
      lines.push(`${c.id}  ${c.name}${c.implemented ? '' : '  (not implemented yet)'}`);
    }
  }
  lines.push(`${lines.length} card${lines.length === 1 ? '' : 's'} found.`);
  return lines;
}

/** `arbiter cards coverage`: one line per set, then the total; `missing` lists what each card lacks. */
export async function cardsCoverage(opts: {
  game: string;
  format?: string;
  missing?: boolean;
}): Promise<{ lines: string[]; warnings: string[]; coverage: PoolCoverage }> {
  const game = gameDescriptor(opts.game);
  const coverage = await game.cardCoverage(gameFormat(game, opts.format));
  const lines: string[] = [];
  if (opts.missing) {
    for (const s of coverage.sets) {
      for (const c of s.cards) if (!c.implemented) lines.push(`${c.id}  ${c.name}: ${c.missing}`);
    }
  }
  for (const s of coverage.sets) lines.push(`${s.set} implemented ${s.implemented} of ${s.total}`);
  lines.push(`total implemented ${coverage.implemented} of ${coverage.total}`);
  return { lines, warnings: coverage.problems.map((p) => `warning: ${p}`), coverage };
}
