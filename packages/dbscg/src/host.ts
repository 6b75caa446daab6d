// The Dragon Ball Super Card Game as a server hosts it (@arbiter/cardgame's HostedGame): the real
// pool with Arbiter's test cards, the built-in decks, deck checks, the set-up and the AI players.
import { agentFor, DeckError, parseHostDeckText, resolveHostDeck, type HostedGame } from '@arbiter/cardgame';
import type { JsonObject } from '@arbiter/engine';
import { dbsDeterminizer, dbsEvaluator } from './ai.ts';
import { costText, type DbsCatalog, type DbsCardDef } from './cards.ts';
import { checkDbsDeck } from './deck-check.ts';
import { createDbsModule, type DbsSetup } from './module.ts';
import { dbsCardCoverage, deckCards, loadDbsPool, readDbsColourDecks, readDbsDecks } from './pool/index.ts';
import type { DbsData } from './state.ts';
import { dbsTeller } from './teller.ts';
import { TEST_CARDS, TEST_DECKS } from './test-cards.ts';
import { cardText } from './text.ts';
import { keywordName, keywordReminder } from './text-common.ts';

/**
 * The built-in decks: a leader and fifty cards each (5-1-2, 5-1-3). First the tournament-era lists of
 * the real card pool (decks/built-in.json) and the project's deck of each colour
 * (decks/colour-decks.json), then Arbiter's test decks.
 */
export const DBS_BUILT_IN: Record<string, { name: string; cards: string[] }> = {
  ...Object.fromEntries(
    [...readDbsDecks(), ...readDbsColourDecks()].map((l) => [l.id, { name: l.name, cards: deckCards(l) }]),
  ),
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
    // Each keyword's reminder, generated from the rule manual's definition (text-common.ts, 10-x),
    // for a client to show beside the keyword.
    reminders: Object.fromEntries(
      def.skills.flatMap((s) =>
        s.kind === 'keyword' ? [[keywordName(s.spec), keywordReminder(s.spec)]] : [],
      ),
    ),
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

/**
 * 5-2-1-1: the Leader Card and deck each player presents must meet the deck construction rules of
 * 5-1 at this timing, when the game is prepared (the card numbers counted, 2-15-2); otherwise no game.
 */
function presented(
  cat: DbsCatalog,
  name: string,
  cards: readonly string[],
): { leader: string; deck: string[] } {
  const list = split(cat, cards);
  const problems = checkDbsDeck(cat, list).map((p) => `${p.message} (rule ${p.rule})`);
  if (problems.length > 0)
    throw new DeckError(`${name}'s deck does not meet the deck construction rules (5-2-1-1).`, problems);
  return list;
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
  // Card coverage reads every scenario: only what checks decks or lists cards needs it (not the
  // AI games of `arbiter sim`, whose worker threads each load a host).
  let rows: Map<string, { implemented: boolean; missing?: string }> | null = null;
  const coverage = (): Map<string, { implemented: boolean; missing?: string }> =>
    (rows ??= new Map(dbsCardCoverage(pool).sets.flatMap((s) => s.cards.map((c) => [c.id, c]))));
  let implementedIds: Set<string> | null = null;
  const implemented = (): Set<string> =>
    (implementedIds ??= new Set<string>([
      ...TEST_CARDS.map((c) => c.id),
      ...[...coverage()].filter(([, c]) => c.implemented).map(([id]) => id),
    ]));
  const problems = (ids: readonly string[]): string[] => dbsDeckProblems(cat, implemented(), ids);
  let infos: JsonObject[] | null = null;
  return {
    game: 'dbscg',
    format: 'standard',
    title: 'Dragon Ball Super Card Game',
    module,
    builtIn: Object.keys(DBS_BUILT_IN),
    // A real deck (the 2018 tournament list), not the test cards: what an AI plays unless told otherwise.
    defaultDeck: 'S1-R-HIT',
    problems,
    leaderOf: (ids) => ids.find((id) => cat.has(id) && cat.get(id).type === 'leader'),
    parseDeck: parseHostDeckText,
    deck: (input) => resolveHostDeck(input, DBS_BUILT_IN, problems),
    cards() {
      infos ??= cat
        .all()
        .filter((c) => implemented().has(c.id))
        .map((c) => dbsCardInfo(c, cat));
      return infos;
    },
    setup(names, decks) {
      const a = presented(cat, names[0], decks[0]);
      const b = presented(cat, names[1], decks[1]);
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
    agent: (level, seed, decks, budget) =>
      agentFor(level, seed, dbsEvaluator(cat), dbsDeterminizer(decks), budget),
    determinizer: (decks) => dbsDeterminizer(decks),
    namedDecks: () =>
      new Map(Object.entries(DBS_BUILT_IN).map(([k, d]) => [k, { name: d.name, cards: d.cards.slice() }])),
    demoDecks: ['TRAINING-RED', 'TRAINING-BLUE'],
    ladderDecks: ['TRAINING-RED', 'TRAINING-BLUE'],
    status: (state) => {
      const d = state.data;
      return {
        turn: d.turn,
        first: d.first,
        step: `${d.turn}:${d.phase}:${d.battle?.step ?? ''}`,
        names: [d.players[0].name, d.players[1].name],
      };
    },
    // Every card a DBSCG game may hold is in `cat`; a set-up carries no definitions of its own.
    replayModule: () => module,
    teller: dbsTeller(cat, (id) => {
      const row = coverage().get(id);
      return row && !row.implemented ? row.missing : undefined;
    }),
  };
}
