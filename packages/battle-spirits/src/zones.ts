// The Saga areas and who may see them (3-3-2 the hand, 3-5 the deck, 3-8-2 a set burst face down;
// every other area public), for the card-game layer's information states (@arbiter/cardgame's
// zoneInfoState) and their leak property test (packages/battle-spirits/test/info-games.ts).
import type { CardObject, ObjectRefs, ZoneContents, ZoneModel } from '@arbiter/cardgame';
import type { GameState, Viewer } from '@arbiter/engine';
import type { SagaData } from './state.ts';

/** Decisions about cards looked at in one's own deck, whose options are those cards' object ids. */
const LOOK_KINDS: ReadonlySet<string> = new Set(['pick', 'orderCards']);

/**
 * The cards of its own deck a pending decision of `viewer` shows it, to pick from or to order (the
 * cards it is looking at): the viewer knows them (12-3-1). Other decisions' option ids may be mere
 * indexes, so only these kinds count, and only objects whose card the option names.
 */
export function shownTo(state: GameState, viewer: Viewer): Set<number> {
  const shown = new Set<number>();
  const d = state.pending;
  if (!d || d.player !== viewer || !LOOK_KINDS.has(d.kind)) return shown;
  const deck = (state.data as SagaData).players[viewer]!.deck;
  for (const o of d.options) {
    const c = deck.find((x) => String(x.id) === o.id);
    if (c && o.card === c.def) shown.add(c.id);
  }
  return shown;
}

/**
 * Where a Saga state names card objects besides its areas (state.ts, the procedures' locals, effect
 * runs, pending triggers): the information state renames them, and the property test walks every
 * field of the result, so a new field that names objects and is missing here fails it.
 */
export const SAGA_REFS: ObjectRefs = {
  ids: new Set([
    // Card objects, events kept in locals, the battle (7-1), timed effects and bans on cards (8-8).
    'id',
    'newId',
    'rid',
    'source',
    'target',
    'attacker',
    'blocker',
    'link',
    'ids',
    'chosen',
    'targets',
    'magic',
    'soulPaid',
    'raids',
    // Effect and procedure locals that hold object ids (revealed deck cards, the triggering card).
    'subject',
    'srcId',
    'picked',
    'pickedOrder',
    'rest',
    'spirit',
    // The card objects a \`cores\` event's places are.
    'fromObj',
    'toObj',
  ]),
  // "Once per turn" abilities used this turn: "<object id>:<ability index>" (8-3-3).
  keyed: new Set(['used']),
  cards: [
    ['def', 'id'],
    // A pending trigger names its card beside its source.
    ['data.card', 'source'],
  ],
  // A main step's or flash timing's choice kept in its frame: an option id (main-options.ts) naming a
  // hand card ("magic:<id>", "act:<id>:<ability>") or a card's cores ("m:c<id>>reserve").
  inStrings: new Map([['choice', /(^[a-z]+:|[:>]c)(\d+)/g]]),
  // A BP change's place in time among the others of its category (8-8-1-3-1).
  stamps: new Set(['at']),
};

export const SAGA_ZONES: ZoneModel<SagaData> & { refs: ObjectRefs } = {
  refs: SAGA_REFS,
  zones(d: SagaData): ZoneContents<CardObject>[] {
    const out: ZoneContents<CardObject>[] = [];
    for (const p of [0, 1] as const) {
      const pl = d.players[p];
      out.push(
        { player: p, zone: 'deck', visibility: 'hidden', cards: pl.deck },
        { player: p, zone: 'hand', visibility: 'owner', cards: pl.hand },
        { player: p, zone: 'burst', visibility: 'owner', cards: pl.burst ? [pl.burst] : [] },
        { player: p, zone: 'field', visibility: 'public', cards: pl.field },
        { player: p, zone: 'trash', visibility: 'public', cards: pl.trashCards },
        { player: p, zone: 'resolving', visibility: 'public', cards: pl.resolving },
      );
    }
    return out;
  },
  known(state, viewer) {
    // Cards its decision shows it; and, once the game is over, the set bursts (turned face up).
    const out = shownTo(state, viewer);
    if (state.result !== null) for (const pl of state.data.players) if (pl.burst) out.add(pl.burst.id);
    return out;
  },
};
