// Battle Spirits Saga as a server hosts it (@arbiter/cardgame's HostedGame): the card pool with its
// module, the cards clients show, the built-in starter decks, the deck check (the same problems in
// the same words as `arbiter deck check`), the set-up and the AI players.
import {
  agentFor,
  DeckError,
  DeckListError,
  DeckTextError,
  expandEntries,
  listedProblems,
  parseDeckText,
  type HostedGame,
} from '@arbiter/cardgame';
import type { JsonObject } from '@arbiter/engine';
import { sagaDeterminizer, sagaEvaluator } from './ai.ts';
import { checkDeck, EFFECT_CARDS, VANILLA_CARDS } from './decks.ts';
import { createSagaModule, type SagaSetup } from './module.ts';
import { readSagaPool, sagaCardCoverage, starterDecks, type SagaPool } from './pool/index.ts';
import type { SagaData } from './state.ts';
import { cardText, keywordLabel } from './text.ts';
import type { Ability } from './vocab.ts';

type Coverage = Map<string, { name: string; implemented: boolean; missing?: string }>;

function coverageOf(pool: SagaPool): Coverage {
  return new Map(sagaCardCoverage(pool).sets.flatMap((s) => s.cards.map((c) => [c.id, c])));
}

/**
 * Every problem of a deck, one line each: deck construction (5-1-1-1, `checkDeck`), then cards Arbiter
 * does not implement yet. The one wording of `arbiter deck check`, of `POST /v1/decks/check` and of a
 * game's `INVALID_DECK`.
 */
export function deckProblems(
  pool: SagaPool,
  ids: readonly string[],
  coverage: Coverage = coverageOf(pool),
): string[] {
  // One line per problem: four copies of an unknown card are one problem, not four.
  const lines = checkDeck(pool.registry, ids).map((p) =>
    p.card ? `${p.card}: ${p.message} (rule ${p.rule})` : `${p.message} (rule ${p.rule})`,
  );
  const problems = [...new Set(lines)];
  for (const id of new Set(ids)) {
    const c = coverage.get(id);
    if (c && !c.implemented)
      problems.push(`${id}: ${c.name} is not implemented yet: ${c.missing} (Arbiter's card pool)`);
  }
  return problems;
}

/** The names of a card's keyword abilities, once each, in definition order. */
function keywordsOf(abilities: readonly Ability[]): string[] {
  const out: string[] = [];
  for (const a of abilities) {
    if (a.kind !== 'keyword') continue;
    const label = keywordLabel(a.keyword);
    if (!out.includes(label)) out.push(label);
  }
  return out;
}

let loaded: Promise<HostedGame<SagaData, SagaSetup>> | null = null;

/** Loads the Saga pool once per process (about 0.2 s, plus the scenario scan for card coverage). */
export function sagaHost(): Promise<HostedGame<SagaData, SagaSetup>> {
  loaded ??= build();
  return loaded;
}

async function build(): Promise<HostedGame<SagaData, SagaSetup>> {
  const pool = await readSagaPool();
  const module = createSagaModule(pool.registry.with([...VANILLA_CARDS, ...EFFECT_CARDS]));
  const coverage = coverageOf(pool);
  const starters = starterDecks();
  const problems = (ids: readonly string[]): string[] => deckProblems(pool, ids, coverage);
  let infos: JsonObject[] | null = null;
  return {
    game: 'battle-spirits',
    format: 'saga',
    title: 'Battle Spirits Saga',
    module,
    builtIn: Object.keys(starters),
    defaultDeck: 'ST01',
    problems,
    parseDeck(text) {
      try {
        return parseDeckText(text, 'deck');
      } catch (e) {
        if (e instanceof DeckListError) throw new DeckTextError(e.message);
        throw e;
      }
    },
    deck(input) {
      let d: { name: string; cards: string[] };
      if (typeof input === 'string') {
        const s = starters[input.toUpperCase()];
        if (!s) {
          throw new DeckError(
            `Unknown deck "${input}": give a list of card ids or one of the built-in decks.`,
            [`Built-in decks: ${Object.keys(starters).join(', ')}`],
          );
        }
        d = { name: s.name, cards: s.cards.slice() };
      } else if (Array.isArray(input)) d = { name: 'custom', cards: input.slice() };
      else d = { name: input.name ?? 'custom', cards: expandEntries(input.cards) };
      const found = problems(d.cards);
      if (found.length > 0) {
        throw new DeckError(
          `deck "${d.name}" is not valid: ${found.length} problem(s).`,
          listedProblems(found),
        );
      }
      return d;
    },
    cards() {
      infos ??= pool.registry
        .all()
        .filter((c) => c.token === true || coverage.get(c.id)?.implemented === true)
        .map((c): JsonObject => ({
          id: c.id,
          name: c.name,
          ...(c.additionalName ? { additionalName: c.additionalName } : {}),
          type: c.type,
          colors: c.colors,
          cost: c.cost,
          reduction: c.reduction,
          symbols: c.symbols,
          spiritTypes: c.spiritTypes,
          levels: c.levels.map((l) => ({ ...l })),
          ...(c.token ? { token: true } : {}),
          keywords: keywordsOf(c.abilities),
          text: cardText(c),
        }));
      return infos;
    },
    setup: (names, decks) => ({ decks: [decks[0].slice(), decks[1].slice()], names }),
    decksOf: (setup) => [setup.decks[0].slice(), setup.decks[1].slice()],
    agent: (level, seed, decks) =>
      agentFor(level, seed, sagaEvaluator(module.registry), sagaDeterminizer(decks)),
    determinizer: (decks) => sagaDeterminizer(decks),
  };
}
