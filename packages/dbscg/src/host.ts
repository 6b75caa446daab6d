// The Dragon Ball Super Card Game as a server hosts it (@arbiter/cardgame's HostedGame): the real
// pool with Arbiter's test cards, the built-in decks, deck checks, the set-up and the AI players.
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
import { dbsDeterminizer, dbsEvaluator } from './ai.ts';
import { costText, type DbsCatalog, type DbsCardDef } from './cards.ts';
import { checkDbsDeck } from './deck-check.ts';
import { createDbsModule, type DbsSetup } from './module.ts';
import { dbsCardCoverage, loadDbsPool } from './pool/index.ts';
import type { DbsData } from './state.ts';
import { TEST_CARDS, TEST_DECKS } from './test-cards.ts';
import { cardText } from './text.ts';
import { keywordName } from './text-common.ts';

/** The built-in decks: a leader and fifty cards each (5-1-2, 5-1-3). */
export const DBS_BUILT_IN: Record<string, { name: string; cards: string[] }> = {
  'TRAINING-RED': {
    name: 'Training Red (test cards)',
    cards: [TEST_DECKS.red.leader, ...TEST_DECKS.red.deck],
  },
  'TRAINING-BLUE': {
    name: 'Training Blue (test cards)',
    cards: [TEST_DECKS.blue.leader, ...TEST_DECKS.blue.deck],
  },
};

/**
 * A card list's problems in words, for clients (deck construction, 5-1, by `checkDbsDeck`): the first
 * Leader Card in the list is the leader, every other card is the deck. A problem repeated for several
 * copies is said once with its count, and every known card must also be implemented.
 */
export function dbsDeckProblems(
  cat: DbsCatalog,
  implemented: ReadonlySet<string>,
  ids: readonly string[],
): string[] {
  const at = ids.findIndex((id) => cat.has(id) && cat.get(id).type === 'leader');
  const leader = at < 0 ? undefined : ids[at];
  const deck = at < 0 ? ids : [...ids.slice(0, at), ...ids.slice(at + 1)];
  const lines = new Map<string, number>();
  const say = (line: string): void => void lines.set(line, (lines.get(line) ?? 0) + 1);
  for (const p of checkDbsDeck(cat, { leader, deck })) say(`${p.message} (rule ${p.rule})`);
  for (const id of new Set(ids))
    if (cat.has(id) && !implemented.has(id))
      say(`${cat.get(id).name} (${id}) is not implemented yet (Arbiter's card pool).`);
  return [...lines].map(([line, n]) => (n === 1 ? line : `${line} (${n} times)`));
}

/** What clients show of a card: its facts and the text generated from its skills. */
export function dbsCardInfo(def: DbsCardDef, cat: DbsCatalog): JsonObject {
  const out: JsonObject = {
    id: def.id,
    name: def.name,
    type: def.type,
    colors: def.colors,
    power: def.power,
    characters: def.characters,
    traits: def.traits,
    keywords: def.skills.flatMap((s) => (s.kind === 'keyword' ? [keywordName(s.spec)] : [])),
    text: cardText(def, cat),
  };
  if (def.cost)
    out.cost = { total: def.cost.total, colors: { ...def.cost.colors }, text: costText(def.cost) };
  if (def.combo) out.combo = { cost: def.combo.cost, power: def.combo.power };
  if (def.back) out.back = { name: def.back.name, power: def.back.power };
  return out;
}

/** One leader and the rest: the set-up's shape (5-1-1). */
function split(cat: DbsCatalog, cards: readonly string[]): { leader: string; deck: string[] } {
  const i = cards.findIndex((id) => cat.has(id) && cat.get(id).type === 'leader');
  if (i < 0) throw new DeckError('A DBSCG deck needs a leader card.', ['no leader card (rule 5-1-2)']);
  return { leader: cards[i]!, deck: cards.filter((_, k) => k !== i) };
}

let loaded: Promise<HostedGame<DbsData, DbsSetup>> | null = null;

export function dbsHost(): Promise<HostedGame<DbsData, DbsSetup>> {
  loaded ??= build();
  return loaded;
}

async function build(): Promise<HostedGame<DbsData, DbsSetup>> {
  const pool = await loadDbsPool();
  const cat = pool.catalog.with(TEST_CARDS);
  const module = createDbsModule(cat);
  const coverage = dbsCardCoverage(pool);
  const implemented = new Set<string>([
    ...TEST_CARDS.map((c) => c.id),
    ...coverage.sets.flatMap((s) => s.cards.filter((c) => c.implemented).map((c) => c.id)),
  ]);
  const problems = (ids: readonly string[]): string[] => dbsDeckProblems(cat, implemented, ids);
  let infos: JsonObject[] | null = null;
  return {
    game: 'dbscg',
    format: 'standard',
    title: 'Dragon Ball Super Card Game',
    module,
    builtIn: Object.keys(DBS_BUILT_IN),
    defaultDeck: 'TRAINING-BLUE',
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
        const b = DBS_BUILT_IN[input.toUpperCase()];
        if (!b) {
          throw new DeckError(
            `Unknown deck "${input}": give a list of card ids or one of the built-in decks.`,
            [`Built-in decks: ${Object.keys(DBS_BUILT_IN).join(', ')}`],
          );
        }
        d = { name: b.name, cards: b.cards.slice() };
      } else if (Array.isArray(input)) d = { name: 'custom', cards: input.slice() };
      else d = { name: input.name ?? 'custom', cards: expandEntries(input.cards) };
      const found = problems(d.cards);
      if (found.length > 0)
        throw new DeckError(
          `deck "${d.name}" is not valid: ${found.length} problem(s).`,
          listedProblems(found),
        );
      return d;
    },
    cards() {
      infos ??= cat
        .all()
        .filter((c) => implemented.has(c.id))
        .map((c) => dbsCardInfo(c, cat));
      return infos;
    },
    setup(names, decks) {
      const a = split(cat, decks[0]);
      const b = split(cat, decks[1]);
      return {
        players: [
          { name: names[0], leader: a.leader, deck: a.deck },
          { name: names[1], leader: b.leader, deck: b.deck },
        ],
      };
    },
    decksOf: (setup) => [
      [setup.players[0].leader, ...setup.players[0].deck],
      [setup.players[1].leader, ...setup.players[1].deck],
    ],
    agent: (level, seed, decks) => agentFor(level, seed, dbsEvaluator(cat), dbsDeterminizer(decks)),
    determinizer: (decks) => dbsDeterminizer(decks),
  };
}
