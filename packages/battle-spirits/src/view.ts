import { bpOf, keywordsOf, levelNow } from './continuous.ts';
import { keywordText } from './text.ts';
import type { JsonObject, PlayerIndex, Viewer } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { isSpiritNow, type CardObj, type PlayerData, type SagaData } from './state.ts';

function fieldCard(reg: CardRegistry, d: SagaData, c: CardObj): JsonObject {
  const def = reg.get(c.def);
  const out: JsonObject = {
    id: c.id,
    card: c.def,
    name: def.name,
    type: def.type,
    exhausted: c.exhausted,
    cores: c.cores.n,
    soul: c.cores.soul,
    level: levelNow(reg, d, c),
  };
  if (isSpiritNow(reg, d, c)) out.bp = bpOf(reg, d, c); // E974: a nexus in the Grandforce state too
  const kws = keywordsOf(reg, d, c).map((k) => keywordText(k));
  if (kws.length > 0) out.keywords = [...new Set(kws)];
  if (def.token) out.token = true;
  // Eternal: the Brave combined with it (manual "BRAVE"): the pair is one spirit on the field.
  if (c.brave) out.brave = { id: c.brave.id, card: c.brave.def, name: reg.get(c.brave.def).name };
  return out;
}

const publicCard = (c: CardObj): JsonObject => ({ id: c.id, card: c.def });

function playerView(
  reg: CardRegistry,
  d: SagaData,
  p: PlayerIndex,
  pl: PlayerData,
  viewer: Viewer,
  over: boolean,
): JsonObject {
  const own = viewer === p;
  return {
    name: pl.name,
    life: pl.life.n,
    lifeSoul: pl.life.soul,
    reserve: pl.reserve.n,
    reserveSoul: pl.reserve.soul,
    trashCores: pl.trash.n,
    trashSoul: pl.trash.soul,
    soulInVoid: pl.soulInVoid,
    voidUsed: pl.voidUsed,
    deckCount: pl.deck.length,
    handCount: pl.hand.length,
    // 3-3-2, 3-3-3: the hand is private to its owner.
    hand: own ? pl.hand.map(publicCard) : null,
    trash: pl.trashCards.map(publicCard),
    field: pl.field.map((c) => fieldCard(reg, d, c)),
    // 3-8-2: a set burst is face down to the opponent; 3-8-5: turned face up when the game ends.
    burst: pl.burst ? (own || over ? publicCard(pl.burst) : { faceDown: true }) : null,
    resolving: pl.resolving.map(publicCard),
    // Eternal (E805, E1260): its Braves whose spirit left, waiting for its choice; public, off the field.
    ...waitingBravesOf(d, p),
  };
}

function waitingBravesOf(d: SagaData, p: PlayerIndex): JsonObject {
  const waiting = d.waitingBraves?.filter((c) => c.owner === p) ?? [];
  return waiting.length > 0 ? { waitingBraves: waiting.map(publicCard) } : {};
}

/** What `viewer` may see of a Saga game (3-1-3): private areas become counts. */
export function sagaView(reg: CardRegistry, d: SagaData, viewer: Viewer, over = false): JsonObject {
  return {
    turn: d.turn,
    active: d.active,
    first: d.first,
    step: d.step,
    battle: d.battle ? { ...d.battle } : null,
    players: [
      playerView(reg, d, 0, d.players[0], viewer, over),
      playerView(reg, d, 1, d.players[1], viewer, over),
    ],
  };
}
