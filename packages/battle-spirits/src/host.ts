// Battle Spirits as a server hosts it (@arbiter/cardgame's HostedGame), one host per format (Saga and
// Eternal): the card pool with its module, the cards clients show, the built-in decks, the deck check
// (the same problems in the same words as `arbiter deck check`), the set-up and the AI players.
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
import type { SagaCard } from './cards.ts';
import {
  checkDeck,
  EFFECT_CARDS,
  EFFECT_DECKS,
  VANILLA_CARDS,
  VANILLA_DECKS,
  type DeckProblem,
} from './decks.ts';
import { checkEternalDeck } from './eternal-deck.ts';
import type { BsFormat } from './formats.ts';
import { createSagaModule, type SagaSetup } from './module.ts';
import {
  ETERNAL_DECK_DIR,
  ETERNAL_POOL_DIR,
  readSagaPool,
  SAGA_SCENARIO_DIR,
  sagaCardCoverage,
  starterDecks,
  type SagaPool,
} from './pool/index.ts';
import type { SagaData } from './state.ts';
import { sagaTeller } from './teller.ts';
import { cardText, keywordLabel } from './text.ts';
import { keywordReminders } from './keyword-reminders.ts';
import type { Ability, KeywordName } from './vocab.ts';

type Coverage = Map<string, { name: string; implemented: boolean; missing?: string }>;

function coverageOf(pool: SagaPool, format: BsFormat = 'saga'): Coverage {
  // Eternal's cards count as implemented from Eternal scenarios only.
  const cov =
    format === 'eternal' ? sagaCardCoverage(pool, [SAGA_SCENARIO_DIR], 'eternal') : sagaCardCoverage(pool);
  return new Map(cov.sets.flatMap((s) => s.cards.map((c) => [c.id, c])));
}

/**
 * Every problem of a deck, one line each: deck construction (Saga 5-1-1-1, `checkDeck`; Eternal E225,
 * `checkEternalDeck`), then cards Arbiter does not implement yet. The one wording of `arbiter deck
 * check`, of `POST /v1/decks/check` and of a game's `INVALID_DECK`.
 */
export function deckProblems(
  pool: SagaPool,
  ids: readonly string[],
  coverage: Coverage = coverageOf(pool),
  format: BsFormat = 'saga',
): string[] {
  const check: DeckProblem[] =
    format === 'eternal' ? checkEternalDeck(pool.registry, ids) : checkDeck(pool.registry, ids);
  // One line per problem: four copies of an unknown card are one problem, not four.
  const lines = check.map((p) =>
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

/** A card's keyword abilities, once each, in definition order. */
function keywordKinds(abilities: readonly Ability[]): KeywordName[] {
  const out: KeywordName[] = [];
  for (const a of abilities) if (a.kind === 'keyword' && !out.includes(a.keyword)) out.push(a.keyword);
  return out;
}

/** The names of a card's keyword abilities, once each, in definition order. */
function keywordsOf(abilities: readonly Ability[]): string[] {
  return keywordKinds(abilities).map(keywordLabel);
}

const loaded = new Map<BsFormat, Promise<HostedGame<SagaData, SagaSetup>>>();

/** Loads the Saga pool once per process (about 0.2 s; card coverage, a scan of the scenarios, when first needed). */
export function sagaHost(): Promise<HostedGame<SagaData, SagaSetup>> {
  return formatHost('saga');
}

/** The Eternal format's host: the BS01 pool, Eternal's deck check, rules and built-in decks (docs/eternal.md). */
export function eternalHost(): Promise<HostedGame<SagaData, SagaSetup>> {
  return formatHost('eternal');
}

/** The host of a format, loaded once per process. */
export function formatHost(format: BsFormat): Promise<HostedGame<SagaData, SagaSetup>> {
  let h = loaded.get(format);
  if (!h) loaded.set(format, (h = build(format)));
  return h;
}

/** What a format's host holds apart from the rest: its pool, test cards, built-in decks and names. */
interface FormatHost {
  title: string;
  /** The facts and effects folder (Saga's by default) and the built-in decks' (Saga's starters). */
  poolDir: string | undefined;
  deckDir: string | undefined;
  /** Arbiter's own test cards and decks, which tools may name and the lobby does not offer. */
  testCards: SagaCard[];
  testDecks: Record<string, { name: string; cards: string[] }>[];
  defaultDeck: string;
  demoDecks: [string, string];
  ladderDecks: [string, string];
}

const FORMAT_HOSTS: Record<BsFormat, FormatHost> = {
  saga: {
    title: 'Battle Spirits Saga',
    poolDir: undefined,
    deckDir: undefined,
    testCards: [...VANILLA_CARDS, ...EFFECT_CARDS],
    testDecks: [VANILLA_DECKS, EFFECT_DECKS],
    defaultDeck: 'ST01',
    demoDecks: ['vanilla-red', 'vanilla-blue'],
    // The strength table is measured on real cards: two built-in starter decks.
    ladderDecks: ['ST01', 'ST02'],
  },
  eternal: {
    title: 'Battle Spirits Eternal',
    poolDir: ETERNAL_POOL_DIR,
    deckDir: ETERNAL_DECK_DIR,
    testCards: [],
    testDecks: [],
    defaultDeck: 'BS01-A',
    demoDecks: ['BS01-A', 'BS01-B'],
    ladderDecks: ['BS01-A', 'BS01-B'],
  },
};

async function build(format: BsFormat): Promise<HostedGame<SagaData, SagaSetup>> {
  const f = FORMAT_HOSTS[format];
  const pool = await readSagaPool(f.poolDir ? { dir: f.poolDir } : {});
  const module = createSagaModule(pool.registry.with(f.testCards), format);
  // Card coverage reads every scenario: only what checks decks or lists cards needs it (not the
  // AI games of `arbiter sim`, whose worker threads each load a host).
  let covered: Coverage | null = null;
  const coverage = (): Coverage => (covered ??= coverageOf(pool, format));
  const starters = starterDecks(f.deckDir);
  const problems = (ids: readonly string[]): string[] => deckProblems(pool, ids, coverage(), format);
  const named = new Map<string, { name: string; cards: string[] }>();
  for (const decks of [...f.testDecks, starters])
    for (const [id, d] of Object.entries(decks)) named.set(id, d);
  let infos: JsonObject[] | null = null;
  return {
    game: 'battle-spirits',
    format,
    title: f.title,
    module,
    builtIn: Object.keys(starters),
    defaultDeck: f.defaultDeck,
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
        .filter((c) => c.token === true || coverage().get(c.id)?.implemented === true)
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
          // Each keyword's reminder in the format's own words (keyword-reminders.ts).
          reminders: keywordReminders(keywordKinds(c.abilities), format),
          text: cardText(c),
        }));
      return infos;
    },
    setup: (names, decks) => ({
      decks: [decks[0].slice(), decks[1].slice()],
      names,
      ...(format === 'eternal' ? { format } : {}),
    }),
    decksOf: (setup) => [setup.decks[0].slice(), setup.decks[1].slice()],
    agent: (level, seed, decks, budget) =>
      agentFor(level, seed, sagaEvaluator(module.registry), sagaDeterminizer(decks), budget),
    determinizer: (decks) => sagaDeterminizer(decks),
    namedDecks: () => new Map([...named].map(([k, d]) => [k, { name: d.name, cards: d.cards.slice() }])),
    demoDecks: [f.demoDecks[0], f.demoDecks[1]],
    ladderDecks: [f.ladderDecks[0], f.ladderDecks[1]],
    status: (state) => ({
      turn: state.data.turn,
      first: state.data.first,
      step: `${state.data.turn}:${state.data.step}`,
      names: [state.data.players[0].name, state.data.players[1].name],
    }),
    replayModule: (setup) =>
      setup.cards?.length
        ? createSagaModule(module.registry.with(setup.cards as SagaCard[]), format)
        : module,
    teller: sagaTeller(module.registry, pool, (id) => coverage().get(id), format),
  };
}
