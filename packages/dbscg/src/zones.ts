// The DBSCG areas and who may see them (3-1-3): the generic views, determinizer and leak tests of
// @arbiter/cardgame read the game through this description.
import type { CardObject, ObjectRefs, ZoneContents, ZoneModel } from '@arbiter/cardgame';
import { cloneCard, type DbsCard, type DbsData } from './state.ts';

/** Cards placed beneath others are public where their top card is (11-3). */
function withUnder(cards: DbsCard[]): DbsCard[] {
  const out: DbsCard[] = [];
  for (const c of cards) {
    out.push(c);
    for (const u of c.under) out.push(u);
  }
  return out;
}

/**
 * Where a DBSCG state names card objects besides its areas (state.ts, procs.ts, triggers): the
 * information state renames them (@arbiter/cardgame's zoneInfoState), and its property test walks
 * every field of the result, so a new field that names objects and is missing here fails it.
 */
export const DBS_REFS: ObjectRefs = {
  ids: new Set([
    // Card objects, procedure locals, actions and decision options.
    'id',
    'newId',
    'ids',
    'obj',
    'source',
    'subject',
    'src',
    'onto',
    'chosen',
    'picked',
    'picks',
    'resolving',
    // The battle (7) and timed effects on cards (8-8): `target` is an object, or -1 - player.
    'attacker',
    'target',
    'guard',
    'original',
    'combos',
    'dualAttacks',
  ]),
  // "<object id>:<skill>" (10-11, 6-4-1, 8-6-6) and "<object id>:<skill>:<part>" (8-9-2-3).
  keyed: new Set(['used', 'endTriggered', 'situations', 'replacing']),
  cards: [
    ['def', 'id'],
    ['card', 'id'],
    ['card', 'source'],
    ['card', 'obj'],
    ['data.card', 'source'],
    // A pending trigger's label names its card.
    ['label', 'source'],
  ],
};

export const DBS_ZONES: ZoneModel<DbsData> & { refs: ObjectRefs } = {
  refs: DBS_REFS,
  // A copy shares the cards out of play with its original (cloneDbsData); the areas hidden from
  // someone (3-2, 3-3, 3-9) get their own before a redraw.
  ownHidden(d: DbsData): void {
    for (const pl of d.players) {
      pl.deck = pl.deck.map(cloneCard);
      pl.hand = pl.hand.map(cloneCard);
      pl.life = pl.life.map(cloneCard);
    }
  },
  zones(d: DbsData): ZoneContents<CardObject>[] {
    const out: ZoneContents<CardObject>[] = [];
    for (const p of [0, 1] as const) {
      const pl = d.players[p];
      out.push(
        { player: p, zone: 'leader', visibility: 'public', cards: withUnder([pl.leader]) },
        { player: p, zone: 'deck', visibility: 'hidden', cards: pl.deck },
        { player: p, zone: 'hand', visibility: 'owner', cards: pl.hand },
        { player: p, zone: 'life', visibility: 'hidden', cards: pl.life },
        { player: p, zone: 'drop', visibility: 'public', cards: pl.drop },
        { player: p, zone: 'warp', visibility: 'public', cards: pl.warp },
        { player: p, zone: 'battle', visibility: 'public', cards: withUnder(pl.battle) },
        { player: p, zone: 'combo', visibility: 'public', cards: withUnder(pl.combo) },
        { player: p, zone: 'energy', visibility: 'public', cards: pl.energy },
        { player: p, zone: 'removed', visibility: 'public', cards: pl.removed },
      );
    }
    return out;
  },
  known(state, viewer) {
    // A card revealed from the hand and still waiting there (a play declared, a [Counter]).
    const out = new Set<number>();
    const d = state.data;
    if (d.declared) out.add(d.declared.id);
    for (const c of d.counters) out.add(c.id);
    void viewer;
    return out;
  },
};
