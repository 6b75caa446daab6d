// Cardfight!! Vanguard as a server hosts it (@arbiter/cardgame's HostedGame): the card pool, the
// eight trial decks as built-in decks, deck checks (5.2.2), the set-up and the AI players.
import {
  agentFor,
  DeckError,
  listedProblems,
  parseHostDeckText,
  resolveHostDeck,
  type HostedGame,
} from '@arbiter/cardgame';
import type { JsonObject } from '@arbiter/engine';
import { vgDeterminizer, vgEvaluator } from './ai.ts';
import type { VgCardDef } from './cards.ts';
import { skillReminder, vgCardText } from './abilities/text.ts';
import { checkVgDeck } from './deck-check.ts';
import { createVgModule, type VgSetup } from './module.ts';
import { loadVgPool, vgCardCoverage, vgDeckCards } from './pool/index.ts';
import type { VgData } from './state.ts';
import { vgTeller } from './teller.ts';

/**
 * The built-in decks: the trial decks of the data, by set code. A card whose printed abilities are
 * not all defined yet (the card coverage lists them) plays with its facts alone; a deck holding one
 * says so in its name ("TD02 ... (partly vanilla)").
 */
export function vgBuiltInDecks(): Record<string, { name: string; cards: string[] }> {
  const pool = loadVgPool();
  const partial = (id: string): boolean => {
    const def = pool.catalog.get(id);
    return (def.abilities?.length ?? 0) < def.printedAbilities;
  };
  return Object.fromEntries(
    pool.decks.map((d) => [
      d.id,
      {
        name: `${d.id} ${d.name.replace(/^.*?: /, '')}${d.cards.some((c) => partial(c.id)) ? ' (partly vanilla)' : ''}`,
        cards: vgDeckCards(d),
      },
    ]),
  );
}

/** What clients show of a card: its facts (section 2). */
export function vgCardInfo(def: VgCardDef): JsonObject {
  return {
    id: def.id,
    name: def.name,
    type: def.type,
    grade: def.grade,
    power: def.power,
    shield: def.shield,
    critical: def.critical,
    trigger: def.trigger,
    skills: [...def.skills],
    // Each skill's reminder (2.10, section 11), generated in the project's words.
    reminders: Object.fromEntries(def.skills.map((s) => [s, skillReminder(s)])),
    sentinel: def.sentinel,
    clan: def.clan,
    race: def.race,
    nation: def.nation,
    // The text players read, generated from the project's definitions (never the printed text).
    text: vgCardText(def, loadVgPool().catalog),
  };
}

let loaded: Promise<HostedGame<VgData, VgSetup>> | null = null;

export function vgHost(): Promise<HostedGame<VgData, VgSetup>> {
  loaded ??= Promise.resolve().then(build);
  return loaded;
}

function build(): HostedGame<VgData, VgSetup> {
  const pool = loadVgPool();
  const cat = pool.catalog;
  const module = createVgModule(cat);
  const builtIn = vgBuiltInDecks();
  const problems = (ids: readonly string[]): string[] => {
    const lines = new Map<string, number>();
    for (const p of checkVgDeck(cat, ids)) {
      const line = `${p.message} (rule ${p.rule})`;
      lines.set(line, (lines.get(line) ?? 0) + 1);
    }
    return [...lines].map(([line, n]) => (n === 1 ? line : `${line} (${n} times)`));
  };
  let rows: Map<string, string | undefined> | null = null;
  const missing = (id: string): string | undefined => {
    rows ??= new Map(vgCardCoverage(pool).sets.flatMap((s) => s.cards.map((c) => [c.id, c.missing])));
    return rows.get(id);
  };
  let infos: JsonObject[] | null = null;
  return {
    game: 'vanguard',
    format: 'g-era',
    title: 'Cardfight!! Vanguard',
    module,
    builtIn: Object.keys(builtIn),
    defaultDeck: 'TD01',
    problems,
    parseDeck: parseHostDeckText,
    deck: (input) => resolveHostDeck(input, builtIn, problems),
    cards() {
      infos ??= cat.all().map(vgCardInfo);
      return infos;
    },
    setup(names, decks) {
      // 5.4.2: each presented deck must meet the construction rules.
      for (const i of [0, 1] as const) {
        const found = problems(decks[i]);
        if (found.length > 0)
          throw new DeckError(
            `${names[i]}'s deck does not meet the deck construction rules (5.4.2).`,
            listedProblems(found),
          );
      }
      return {
        players: [
          { name: names[0], deck: decks[0].slice() },
          { name: names[1], deck: decks[1].slice() },
        ],
      };
    },
    decksOf: (setup) => [setup.players[0].deck, setup.players[1].deck],
    agent: (level, seed, decks, budget) =>
      agentFor(level, seed, vgEvaluator(cat), vgDeterminizer(decks), budget),
    determinizer: (decks) => vgDeterminizer(decks),
    namedDecks: () =>
      new Map(Object.entries(builtIn).map(([k, d]) => [k, { name: d.name, cards: d.cards.slice() }])),
    demoDecks: ['TD01', 'TD02'],
    ladderDecks: ['TD01', 'TD02'],
    status: (state) => {
      const d = state.data;
      return {
        turn: d.turn,
        first: d.first,
        step: `${d.turn}:${d.phase}:${d.step}`,
        names: [d.players[0].name, d.players[1].name],
      };
    },
    // Every card a Vanguard game may hold is in the pool; a set-up carries no definitions.
    replayModule: () => module,
    teller: vgTeller(cat, missing),
  };
}
