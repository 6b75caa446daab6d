// Every option a Vanguard decision offers is a legal move: over seeded random games of the trial
// decks, each answer of the right shape to each decision (every option, every allowed set of them)
// must pass the module's own checks. A player that picks any offered option (the server's random
// seats, a person clicking) is then never refused: the main phase lists only calls the grade rule
// allows (8.5.2.1.1.2), the ride step only rides it allows (8.5.2.1.1.1), the guard step only
// guardians it allows (8.5.2.1.1.2). ARBITER_PROPERTY_VANGUARD_GAMES sets the number of games.
import { describe, expect, it } from 'vitest';
import { Game, randomInt, seedRng, shapeAnswers, type Answer } from '@arbiter/engine';
import { createVgModule, loadVgPool, vgDeckCards } from '../src/index.ts';

const pool = loadVgPool();
const decks = pool.decks.map(vgDeckCards);
const module = createVgModule(pool.catalog);
const GAMES = Number(process.env.ARBITER_PROPERTY_VANGUARD_GAMES ?? 60);
/** Decisions with more answers than this are checked on their first answers only (none so far). */
const LIMIT = 4096;

/** Plays game `seed` choosing among the offered answers at random; returns the refusals met. */
function refusedOffers(seed: number): string[] {
  const game = Game.create(
    module,
    {
      players: [
        { name: 'p1', deck: decks[seed % decks.length]! },
        { name: 'p2', deck: decks[(seed * 5 + 3) % decks.length]! },
      ],
    },
    seed,
  );
  const rng = seedRng(seed ^ 0x2545f491);
  const refused: string[] = [];
  let answers = 0;
  while (!game.over && answers < 20_000) {
    const d = game.decision!;
    const offered: Answer[] = shapeAnswers(d, LIMIT);
    for (const a of offered) {
      const why = module.validate?.(game.state, d, a) ?? null;
      if (why !== null) refused.push(`seed ${seed} answer ${answers} ${d.kind} ${JSON.stringify(a)}: ${why}`);
    }
    // Any offered answer, as a random seat picks it: each must be accepted.
    const pick = offered[randomInt(rng, offered.length)]!;
    const r = game.respond(d.id, pick);
    if (!r.ok)
      refused.push(`seed ${seed} answer ${answers} ${d.kind} ${JSON.stringify(pick)}: ${r.error.message}`);
    if (!r.ok) break;
    answers++;
  }
  return refused;
}

describe('Vanguard options are the legal moves (8.5.2.1.1.1, 8.5.2.1.1.2; property)', () => {
  const chunks: number[] = [];
  for (let s = 1; s <= GAMES; s += 20) chunks.push(s);
  it.each(chunks)('seeds %i..: every offered answer is accepted', (first) => {
    const refused: string[] = [];
    for (let seed = first; seed < Math.min(GAMES + 1, first + 20); seed++)
      refused.push(...refusedOffers(seed));
    expect(refused.slice(0, 5)).toEqual([]);
  });
});
