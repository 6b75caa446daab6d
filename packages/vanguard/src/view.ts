// What a viewer sees of a Vanguard game (4.1.3): the public zones whole (face-down cards on a circle
// included, 4.6.8.1), its own hand and G zone, and of every hidden zone only its size (4.1.2).
import type { JsonObject, PlayerIndex, Viewer } from '@arbiter/engine';
import type { VgCatalog } from './cards.ts';
import { CIRCLES, criticalOf, powerOf, type Circle, type VgCard, type VgData } from './state.ts';

export function vgView(cat: VgCatalog, d: VgData, viewer: Viewer): JsonObject {
  const card = (c: VgCard): JsonObject => {
    const o: JsonObject = { id: c.id, card: c.def };
    if (c.faceDown) o.faceDown = true;
    if (c.deleted) o.deleted = true;
    return o;
  };
  const unit = (p: PlayerIndex, at: Circle, c: VgCard): JsonObject => {
    // 5.4.3: the first vanguard is not revealed before stand up (its owner knows it); 4.6.8.1: any
    // other face-down card on a circle (a locked card, 10.22.2) is public.
    // 10.26.6: a deleted unit's face-up side is everyone's to check.
    if (c.faceDown && !c.deleted && at === 'VC' && viewer !== p)
      return { id: c.id, faceDown: true, rested: c.rested };
    return { ...card(c), rested: c.rested, power: powerOf(cat, d, p, c), critical: criticalOf(cat, d, c) };
  };
  return {
    turn: d.turn,
    first: d.first,
    active: d.active,
    phase: d.phase,
    step: d.step,
    battle: d.battle ? { ...d.battle } : null,
    vanguardDamage: [...d.vanguardDamage],
    players: d.players.map((pl, i) => {
      const p = i as PlayerIndex;
      const own = viewer === p;
      return {
        name: pl.name,
        deck: pl.deck.length,
        hand: own ? pl.hand.map(card) : pl.hand.length,
        field: Object.fromEntries(CIRCLES.map((c) => [c, pl.field[c] ? unit(p, c, pl.field[c]) : null])),
        // 10.25.1, 3.9.1.1: the Legion Mate, the second vanguard on the vanguard circle.
        ...(pl.mate ? { mate: unit(p, 'VC', pl.mate) } : {}),
        gc: pl.gc.map((g) => ({ ...card(g), shield: cat.get(g.def).shield ?? 0 })),
        soul: pl.soul.map(card),
        drop: pl.drop.map(card),
        // 4.8.2.1: face-down damage cards stay public.
        damage: pl.damage.map(card),
        // 4.9.2.1: face-down bound cards are their owner's to see.
        bind: own ? pl.bind.map(card) : pl.bind.filter((c) => !c.faceDown).map(card),
        bindFaceDown: pl.bind.filter((c) => c.faceDown).length,
        trigger: pl.trigger.map(card),
        // 4.11.2: the G zone's face-down cards are its owner's to see.
        gzone: own ? pl.gzone.map(card) : pl.gzone.filter((c) => !c.faceDown).map(card),
        gzoneFaceDown: pl.gzone.filter((c) => c.faceDown).length,
        removed: pl.removed.map(card),
        // 10.27.3: the heart card under a stridden G unit (its name and power).
        heart: pl.heart.map(card),
      };
    }),
  };
}
