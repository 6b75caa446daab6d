// Playing and resolving an ability (8.5.2, 8.5.3.5, 8.6): an automatic ability's requirement and
// optional cost (8.1.1.2.3, 8.6.4), an activated ability's cost paid as it is played (8.5.2.3),
// then the effect's directives in written order through the card-game layer's cursor.
import { advanceCursor, currentDirective, enterBlock, startCursor, askSelect } from '@arbiter/cardgame';
import type { DecisionOption, PlayerIndex, TypedProcedure } from '@arbiter/engine';
import type { VgCatalog } from '../cards.ts';
import { optionFact, yesOrNo } from '../ask.ts';
import { K, type VgProcs } from '../procs.ts';
import { CIRCLES, type VgCard, type VgData } from '../state.ts';
import type { VgActAbility, VgAutoAbility } from './ability.ts';
import { holds } from './conditions.ts';
import { canPay, payCost } from './costs.ts';
import { keywordConditionsMet, type KeywordConditions } from './keyword-conditions.ts';
import { REPEAT_CHOSEN, type AbilityLocals, type VgRun } from './run.ts';
import { abilityAt, SEEK_MATE, seekMateAbility, seekMateOpen } from './seek-mate.ts';
import { costWords } from './text.ts';
import { VG_VERBS } from './verbs/index.ts';

/** "once per turn" is kept per card object and ability. */
export const usedKey = (src: number, ab: number): string => `${src}:${ab}`;

/** 11.6: is a limit break met (the master's damage zone holds that many cards)? */
export const limitBreakMet = (d: VgData, p: PlayerIndex, lb: number | undefined): boolean =>
  lb === undefined || d.players[p].damage.length >= lb;

/** 11.12.1: the master's face-up G units on the vanguard circle and in the G zone. */
export function faceUpGUnits(cat: VgCatalog, d: VgData, p: PlayerIndex): number {
  const pl = d.players[p];
  let n = isFaceUpG(cat, pl.field.VC) ? 1 : 0;
  for (const c of pl.gzone) if (isFaceUpG(cat, c)) n++;
  return n;
}

// Module-level rather than closures made per call (issue 15: under tsx each named closure also
// costs a `name` property at every call).
function isFaceUpG(cat: VgCatalog, c: VgCard | null): boolean {
  return c !== null && !c.faceDown && cat.get(c.def).type === 'g_unit';
}

/**
 * Are an ability's breaks met: limit break (11.6), generation break (11.12), brave, oracle and
 * ritual (11.15, 11.16, 11.18)? Read continuously
 * for [CONT] (11.6.3.1.1, 11.12.3.1.1), as an [AUTO] would trigger (11.6.3.2.1, 11.12.3.2.1) and as
 * an [ACT] is played (11.6.3.3, 11.12.3.3.1).
 */
export function breaksMet(
  cat: VgCatalog,
  d: VgData,
  p: PlayerIndex,
  ab: { limitBreak?: number | undefined; generationBreak?: number | undefined } & KeywordConditions,
  src?: number,
): boolean {
  if (!limitBreakMet(d, p, ab.limitBreak)) return false;
  if (!keywordConditionsMet(cat, d, p, ab, src)) return false;
  return ab.generationBreak === undefined || faceUpGUnits(cat, d, p) >= ab.generationBreak;
}

/** A fresh `ability` procedure's locals. */
export function abilityLocals(
  p: PlayerIndex,
  src: number,
  def: string,
  ab: number,
  act: boolean,
  boosted = -1,
): AbilityLocals {
  return { p, src, def, ab, act, boosted, stage: 0, paid: {}, at: startCursor(), picked: null };
}

/**
 * 6.6.1.2.2: the activated abilities player `p` may play now (main phase options): on the
 * vanguard or a rear-guard, or from the hand, with limit break (11.6.3.3) and generation break (11.12.3.3) met, unused if once per
 * turn, and a cost that can be paid in full (8.5.2.3).
 */
export function actOptions(cat: VgCatalog, d: VgData, p: PlayerIndex, ctx: VgRun['ctx']): DecisionOption[] {
  const pl = d.players[p];
  const out: DecisionOption[] = [];
  for (const c of CIRCLES) {
    const u = pl.field[c];
    if (u && !u.faceDown) offerActs(out, cat, d, p, ctx, u.id, u.def, c === 'VC' ? 'VC' : 'RC');
  }
  // 10.25.4, 10.25.16: a Legion Mate plays its own [ACT]s of (VC), never its Seek Mate (seekMateOpen).
  if (pl.mate) offerActs(out, cat, d, p, ctx, pl.mate.id, pl.mate.def, 'VC');
  for (const h of pl.hand) offerActs(out, cat, d, p, ctx, h.id, h.def, 'hand');
  // 8.1.1.1.1: an [ACT] active in the drop zone ("[ACT](Drop zone)").
  for (const c of pl.drop) offerActs(out, cat, d, p, ctx, c.id, c.def, 'drop');
  return out;
}

/** The [ACT]s of object `id` (card `def`) in `zone` that `p` may play now, added to `out`. */
function offerActs(
  out: DecisionOption[],
  cat: VgCatalog,
  d: VgData,
  p: PlayerIndex,
  ctx: VgRun['ctx'],
  id: number,
  def: string,
  zone: 'VC' | 'RC' | 'hand' | 'drop',
): void {
  const card = cat.get(def);
  const abs = card.abilities ?? [];
  for (let i = 0; i < abs.length; i++) {
    const ab = abs[i]!;
    if (ab.kind === 'act' && ab.zones.includes(zone)) offerAct(out, cat, d, p, ctx, id, def, i, ab);
  }
  // 11.10.2: Seek Mate, an [ACT] of the vanguard circle.
  if (zone !== 'VC') return;
  const seek = seekMateAbility(card);
  if (seek && seekMateOpen(cat, d, p, id)) offerAct(out, cat, d, p, ctx, id, def, SEEK_MATE, seek);
}

/** Ability `i` of object `id` as an option, when its breaks are met, it is unused and its cost can be paid. */
function offerAct(
  out: DecisionOption[],
  cat: VgCatalog,
  d: VgData,
  p: PlayerIndex,
  ctx: VgRun['ctx'],
  id: number,
  def: string,
  i: number,
  ab: VgActAbility,
): void {
  if (!breaksMet(cat, d, p, ab, id)) return;
  // 12.2.1.1: an [ACT] that cannot be used cannot be played.
  if (d.forbidden?.includes(id)) return;
  if (ab.oncePerTurn && d.used.includes(usedKey(id, i))) return;
  if (ab.oncePerGame && (d.usedInGame ?? []).includes(usedKey(id, i))) return;
  const L = abilityLocals(p, id, def, i, true);
  const cost = costOf(d, id, ab.cost);
  if (!canPay({ ctx, cat, L }, L, cost)) return;
  const what = i === SEEK_MATE ? 'Seek Mate' : '[ACT]';
  out.push({
    id: `act:${id}:${i}`,
    label: `Play ${cat.get(def).name}'s ${what}${cost ? ` ${costWords(cost)}` : ''}`,
    card: def,
    obj: id,
    ability: i,
  });
}

/** 10.29.1: an ability's cost, or none while its unit's abilities have lost their costs this turn. */
function costOf<C>(d: VgData, src: number, cost: C | undefined): C | undefined {
  return d.costless?.includes(src) ? undefined : cost;
}

export function abilityProcedures(cat: VgCatalog): { ability: TypedProcedure<VgData, VgProcs['ability']> } {
  return {
    ability(ctx, frame) {
      const L = frame.locals;
      // The chosen options' facts: the places they name (a circle), else their objects, else their words.
      // A number answer ("draw up to N") is kept as its number.
      const answer = ctx.state.answer;
      const answered = answer ? ctx.takeChosen() : null;
      if (answer && 'number' in answer) L.picked = [String(answer.number)];
      else if (answered) L.picked = answered.map(optionFact);
      const run: VgRun = { ctx, cat, L };
      const printed = L.given ?? (abilityAt(cat.get(L.def), L.ab) as VgActAbility | VgAutoAbility);
      // 10.29.1: an ability whose cost is lost asks for no payment.
      const cost = costOf(ctx.data, L.src, printed.cost);
      const ab = cost === printed.cost ? printed : { ...printed, cost };
      const name = cat.get(L.def).name;
      if (L.stage === 0) {
        // 12.2.1.3: an [AUTO] in stand by whose abilities can no longer be used is cancelled.
        if (!L.act && ctx.data.forbidden?.includes(L.src)) {
          ctx.pop();
          return;
        }
        if (ab.oncePerTurn) ctx.emit({ t: 'used', key: usedKey(L.src, L.ab) });
        if ('oncePerGame' in ab && ab.oncePerGame)
          ctx.emit({ t: 'used', key: usedKey(L.src, L.ab), game: true });
        if (L.act) L.stage = 2;
        else {
          // 8.1.1.2.3: it triggered either way; the requirement is read as it resolves.
          if (!holds(cat, ctx.data, L.p, L.src, ab.if) || !canPay(run, L, ab.cost)) {
            ctx.pop();
            return;
          }
          if (ab.cost) {
            L.stage = 1;
            askSelect(
              ctx,
              L.p,
              'payCost',
              `${name}: pay ${costWords(ab.cost)} for its ability (8.6.4)?`,
              yesOrNo(
                { id: 'pay', label: `Pay ${costWords(ab.cost)}`, card: L.def, obj: L.src },
                'Do not pay',
              ),
            );
            return;
          }
          L.stage = 3;
        }
      }
      if (L.stage === 1) {
        // 8.6.4: the master chooses whether to pay (the option's `yes`).
        const pay = answered?.[0]?.yes === true;
        L.picked = null;
        if (!pay) {
          ctx.pop();
          return;
        }
        L.stage = 2;
      }
      if (L.stage === 2) {
        if (payCost(run, ab.cost)) return;
        // 8.1.1.1.2: an activated ability's requirement is read after its cost is paid.
        if (L.act && !holds(cat, ctx.data, L.p, L.src, ab.if)) {
          ctx.pop();
          return;
        }
        L.stage = 3;
      }
      // 8.5.3.5: the effect, directive by directive; a verb that asks waits for its answer.
      for (;;) {
        const dir = currentDirective(ab.effect, L.at, directiveBlocks);
        if (!dir) {
          ctx.pop();
          return;
        }
        // 8.1.1.1.2.2, 8.1.1.2.3.2: a requirement inside the effect ("if") governs its block alone:
        // met, its sentences come next; not met, the effect goes on after them.
        // 12.6.2: a "for each" is done the number of times counted as it begins.
        const block = VG_VERBS.blocks(dir, L.at.mode);
        if (block) {
          const rounds = VG_VERBS.rounds(run, dir);
          const enter = rounds === null ? VG_VERBS.perform(run, dir) : rounds > 0;
          if (enter && block.length > 0) enterBlock(L.at, rounds ?? 1);
          else advanceCursor(ab.effect, L.at, directiveBlocks);
          continue;
        }
        if (VG_VERBS.perform(run, dir)) return;
        advanceCursor(ab.effect, L.at, directiveBlocks);
        // 12.6.3: out of every block, the choices of a "for each" bar nothing any more.
        if (L.at.path.length === 0) delete L.paid[REPEAT_CHOSEN];
      }
    },
  };
}

/** The blocks of a directive for the effect cursor: made once, not per resolution. */
function directiveBlocks(d: VgActAbility['effect'][number], m: number): ReturnType<typeof VG_VERBS.blocks> {
  return VG_VERBS.blocks(d, m);
}

/** Pushes the procedure of activated ability `ab` of object `src`, chosen in the main phase. */
export function playAct(ctx: VgRun['ctx'], p: PlayerIndex, src: number, ab: number): void {
  const pl = ctx.data.players[p];
  const card = [...CIRCLES.map((c) => pl.field[c]), pl.mate ?? null, ...pl.hand, ...pl.drop].find(
    (c) => c?.id === src,
  );
  if (!card) return;
  K.push(ctx, 'ability', abilityLocals(p, card.id, card.def, ab, true));
}
