// The formats of the battle-spirits module: Saga (the Saga Comprehensive Rules v1.6.0) and Eternal
// (the official manual for the Eternal format, v17; rule ids E<line>). They share everything but what
// the rulebooks say differently (docs/eternal.md); this file holds those switches.
import type { Ctx, PlayerIndex } from '@arbiter/engine';
import { drawCard } from './effects.ts';
import { emit, moveCard } from './events.ts';
import type { CardRegistry } from './cards.ts';
import type { CardObj, SagaData } from './state.ts';

export const BS_FORMATS = ['saga', 'eternal'] as const;
export type BsFormat = (typeof BS_FORMATS)[number];

export const formatOf = (d: SagaData): BsFormat => d.format ?? 'saga';

/**
 * The ruleset Eternal games carry (replays are checked against it). /1: the first id of its own (Eternal
 * games carried Saga's before): its loss reasons, Awaken's question and the nexus action are in
 * Eternal's words, and the BS01 cards gained abilities, so the hashed state of its games changed. /2:
 * cards off the field are written (serialized and hashed) without their default fields, as Saga's
 * 1.6.0/4 (state.ts, writeSagaData; issue 15); BS01-061 to 097 gained abilities and a level-bound
 * Swift places its level's cores, so games with those cards play differently; and as Saga's /4,
 * options carry their facts (`act`, `ability`, a core move's places) and the flash timing keeps no
 * chosen option id in its locals. /3: as Saga's 1.6.0/5, the remaining options carry their facts
 * (yes or no, a "choose one" alternative, a substitution, a core payment's place); and BS01-012, 018,
 * 020, 057, 059, 094, 096, most nexuses and magic cards from 098 on and X01 to X04 gained abilities
 * (issue 18), so games with those cards play differently. /4: as Saga's 1.6.0/6, no option id is
 * read (yes-or-no facts, which cores, attacks and blocks, the order of triggers), and a summoning's
 * payment waits as the cores it takes: decisions and locals hash differently, moves are
 * unchanged; and each player's state holds the life they began the turn with (`lifeAtTurnStart`, for
 * Saga's BSS04-052), though no Eternal card reads it. /5: as Saga's 1.6.0/7, the options by which a
 * player declines say so (`pass`): decisions with them pending hash differently, moves are unchanged;
 * `cores` events name their card objects (`fromObj`, `toObj`) and an unblocked attack's result its
 * `damage`. Also in /5: BS01-006, 025, 100, 101, 124, 130, 139 and 149 gained abilities (issue 18):
 * a card's cores moved onto other cards as their player splits them (`spreadCores`), a player's own
 * cores sent to the void from anywhere (`voidCores`), a destroyed spirit's cores sent to the trash
 * (`destroyedCoresToTrash`, the destroy event's `coresToTrash`), a `spiritDestroysInBattle` trigger
 * that needs the winner to survive (`survives`), the protection `effects` (unaffected),
 * `blocksOnAttack` with `whileBlocking` (a rule for the turn under which "while blocking" effects hold
 * while attacking), `exhaustOnCoreMove` (the main step's core move exhausts matching spirits) and the
 * `coresPlaced` qualifier `noEffect`. Also in /5 (issue 18, Brave by test cards): a field card may hold a
 * combined Brave (`brave`, written only when present: BS01 has no Brave, so BS01 games hash as before),
 * the main step's `brave`, `swap` and `separate` actions, their events and loop positions naming the Brave.
 * Also in /5 (issue 18): separating is a `braveSeparate` frame asking `placeCores` from the reserve or
 * field cards (E786), or moving a Brave short of Lv1 cores to the trash (E794); a combined spirit's cost
 * adds its Brave's (E771). Only games with test Braves differ: BS01 games hash as before.
 * Also in /5 (issue 18): a Brave is summoned in spirit state or directly combined (`braveSummon`, the
 * deploy frame's `combine`, E778 to E784); a combined spirit no longer meeting its Brave's condition
 * separates at rule processing (`braveSeparate` with `auto`, E793); a Brave whose spirit left waits on
 * the field (`leftBy`) for its owner to keep it (`braveLeave`, `braveStays`, E809, E818) or let it
 * follow (`braveFollows`, E813); an Imagine Brave combines on two sides (`braveSide`, E828); a combined
 * spirit has its Brave's families (E772). Only games with test Braves differ: BS01 games hash as before.
 * Also in /5 (issue 18): a Brave whose spirit left waits off the field (`waitingBraves`, written only
 * when one waits), asked after the effect that made it leave (E1260), back on the field before its
 * cores (`braveStays`, then `cores`). Only games with test Braves differ: BS01 games hash as before.
 * Also in /5 (issue 18, by test cards): Grandwalker and Grandstone nexuses (grandwalker.ts: no core
 * placed, paid or moved but by 《Oracle》 or effects naming their family, cores to the void as they leave,
 * E942 to E970, E1016 to E1030), the `oracle` and `trueOracle` keywords' trigger (`oracle` in its
 * locals; a `used` event's `name`, E1008), `coresFromSelf`
 * into the void (E934) and God symbols (E938, E993). Only games with such test cards differ: BS01 games
 * hash as before.
 * /6 (issue 18): BS01-119 and BS01-127 gained their abilities, so a game with them in a deck offers and
 * plays them: the rule `attackExhausted` (the battle asks `attackTarget` before the attack is declared
 * and names the designated spirit in its locals) and the verb `negateBlockBan` (the temporary effect
 * `negated`); and by test cards 【Grandforce】 (the temporary effect `grandforce`: a Grandwalker nexus
 * that is a spirit too, E972 to E979), Saga Braves (the `brave` event's `coresTo`, E859), the constant
 * `noOracle` (E1014), the amount `fieldCores` (E949) and [While Braved] constants (`braved`, E853).
 * Games without them play and hash as under /5.
 */
export const ETERNAL_RULESET = 'battle-spirits-eternal/v17/6';

/** The mulligan question of set-up, in each rulebook's words (Saga 5-2-7; Eternal E281). */
export function mulliganPrompt(d: SagaData): { prompt: string; redraw: string } {
  return formatOf(d) === 'eternal'
    ? {
        prompt: 'Keep this hand, or redraw (the whole hand back into the deck, shuffle, four new cards)?',
        redraw: 'Redraw',
      }
    : {
        prompt: 'Keep this hand (and draw one more card), or mulligan (four new cards)?',
        redraw: 'Mulligan',
      };
}

/**
 * A player's mulligan decision at set-up. Saga (5-2-7): the hand goes to the bottom of the deck, four
 * new cards, then a shuffle; a player who keeps draws one more card. Eternal (E281): the whole hand goes
 * back into the deck, which is shuffled, then four new cards; keeping draws nothing, and there is no
 * second redraw (E283).
 */
export function resolveMulligan(ctx: Ctx<SagaData>, p: PlayerIndex, redraw: boolean): void {
  const d = ctx.data;
  emit(ctx, { t: 'mulligan', p, mulligan: redraw });
  const eternal = formatOf(d) === 'eternal';
  if (redraw) {
    // The order the hand goes back in is moot after the shuffle.
    for (const h of d.players[p].hand.slice()) moveCard(ctx, p, h.id, 'hand', 'deck', { bottom: true });
    if (eternal) emit(ctx, { t: 'shuffle', p });
    for (let i = 0; i < 4; i++) drawCard(ctx, p);
    if (!eternal) emit(ctx, { t: 'shuffle', p });
  } else if (!eternal) {
    drawCard(ctx, p);
  }
}

/**
 * Which of the player's other field cards Awaken takes cores from: Saga's 11-1-1 says any card on
 * their field; the Eternal cards' Awaken says "from your spirits" (BS01-013, BS01-020), so a nexus
 * is no source there.
 */
export function awakenSource(reg: CardRegistry, d: SagaData, c: CardObj): boolean {
  return formatOf(d) !== 'eternal' || reg.get(c.def).type === 'spirit';
}

/** Awaken's question, in each format's words. */
export function awakenPrompt(d: SagaData): string {
  return formatOf(d) === 'eternal'
    ? 'Awaken: move one core or more from your other spirits onto this spirit.'
    : 'Awaken: move one core or more from your other cards onto this spirit.';
}
