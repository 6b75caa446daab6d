// The Vanguard zones and who may see them (4.1.3), for the card-game layer's views, determinizer and
// leak tests: the deck hidden from everyone (4.2.2), the hand and the G zone's face-down cards its
// owner's (4.3.2, 4.11.2), a face-down first vanguard its owner's until stand up (5.4.3), every other
// zone public (4.4.2, 4.6.8, 4.6.8.1, 4.7.3, 4.8.2, 4.9, 4.10.4, 4.12).
import type { CardObject, ObjectRefs, ZoneContents, ZoneModel } from '@arbiter/cardgame';
import { CIRCLES, hiddenOnCircle, type VgCard, type VgData } from './state.ts';

/**
 * Where a Vanguard state names card objects besides its zones (state.ts, procs.ts, abilities/run.ts,
 * pending triggers): the information state renames them (@arbiter/cardgame's zoneInfoState).
 */
export const VG_REFS: ObjectRefs = {
  ids: new Set([
    // Card objects, effects on them, options, and procedure locals (a checked card, an ability's card).
    'id',
    'newId',
    'obj',
    'card',
    'source',
    'src',
    'boosted',
    // 7.4.1: the battle's units.
    'attackerId',
    'targetId',
    'boosterId',
    // 10.31.2: the card a time leap bound, called back at the end of the turn.
    'bound',
  ]),
  // "<object id>:<ability>" (once per turn), and the option ids an ability's choices keep.
  keyed: new Set([
    'used',
    'usedInGame',
    'picked',
    'counterBlast',
    'soulBlast',
    'discard',
    'found',
    'dropToDeckTop',
  ]),
  cards: [
    ['def', 'id'],
    ['card', 'obj'],
    ['def', 'src'],
    ['data.def', 'source'],
    // A pending trigger's label names its card.
    ['label', 'source'],
  ],
};

/** Each card of a list copied, keys in their order (no callback: the AIs copy at every step). */
export function copyCards(l: readonly VgCard[]): VgCard[] {
  const out: VgCard[] = [];
  for (let i = 0; i < l.length; i++) out.push({ ...l[i]! });
  return out;
}

export const VG_ZONES: ZoneModel<VgData> & { refs: ObjectRefs } = {
  refs: VG_REFS,
  // A copy shares the piles' card objects with its original (cloneVgData); the piles that may hold
  // cards hidden from someone (4.2.2, 4.3.2, 4.9.2.1, 4.11.2) get their own before a redraw. The
  // face-down vanguard (5.4.3) is on a circle, which a copy never shares.
  ownHidden(d: VgData): void {
    for (const pl of d.players) {
      pl.deck = copyCards(pl.deck);
      pl.hand = copyCards(pl.hand);
      pl.bind = copyCards(pl.bind);
      pl.gzone = copyCards(pl.gzone);
    }
  },
  zones(d: VgData): ZoneContents<CardObject>[] {
    const out: ZoneContents<CardObject>[] = [];
    for (const p of [0, 1] as const) {
      const pl = d.players[p];
      // 4.6.8.1: a face-down card on a circle is public (a locked card, 10.22.2), but for the first
      // vanguard before stand up (5.4.3).
      const field = CIRCLES.filter((c) => c !== 'VC')
        .map((c) => pl.field[c])
        .filter((c) => c !== null);
      const vanguard = pl.field.VC ? [pl.field.VC] : [];
      // 10.25.1: a Legion Mate is face up beside its Legion Leader.
      if (pl.mate) field.push(pl.mate);
      out.push(
        { player: p, zone: 'deck', visibility: 'hidden', cards: pl.deck },
        { player: p, zone: 'hand', visibility: 'owner', cards: pl.hand },
        {
          player: p,
          zone: 'field',
          visibility: 'public',
          // 10.26.6: a deleted vanguard is face down yet public.
          cards: [...vanguard.filter((c) => !hiddenOnCircle(c)), ...field],
        },
        {
          player: p,
          zone: 'field-face-down',
          visibility: 'owner',
          cards: vanguard.filter(hiddenOnCircle),
        },
        { player: p, zone: 'gc', visibility: 'public', cards: pl.gc },
        { player: p, zone: 'soul', visibility: 'public', cards: pl.soul },
        { player: p, zone: 'drop', visibility: 'public', cards: pl.drop },
        { player: p, zone: 'damage', visibility: 'public', cards: pl.damage },
        { player: p, zone: 'bind', visibility: 'public', cards: pl.bind.filter((c) => !c.faceDown) },
        // 4.9.2.1: face-down bound cards are their owner's.
        { player: p, zone: 'bind-face-down', visibility: 'owner', cards: pl.bind.filter((c) => c.faceDown) },
        { player: p, zone: 'trigger', visibility: 'public', cards: pl.trigger },
        { player: p, zone: 'gzone', visibility: 'public', cards: pl.gzone.filter((c) => !c.faceDown) },
        {
          player: p,
          zone: 'gzone-face-down',
          visibility: 'owner',
          cards: pl.gzone.filter((c) => c.faceDown),
        },
        { player: p, zone: 'removed', visibility: 'public', cards: pl.removed },
        { player: p, zone: 'heart', visibility: 'public', cards: pl.heart },
      );
    }
    return out;
  },
};
