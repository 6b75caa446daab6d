// The DBSCG areas and who may see them (3-1-3): the generic views, determinizer and leak tests of
// @arbiter/cardgame read the game through this description.
import type { CardObject, ZoneContents, ZoneModel } from '@arbiter/cardgame';
import type { DbsCard, DbsData } from './state.ts';

/** Cards placed beneath others are public where their top card is (11-3). */
function withUnder(cards: DbsCard[]): DbsCard[] {
  const out: DbsCard[] = [];
  for (const c of cards) {
    out.push(c);
    for (const u of c.under) out.push(u);
  }
  return out;
}

export const DBS_ZONES: ZoneModel<DbsData> = {
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
