// Plays that use other cards: the [Union] skills (10-13) and evolving by an effect (10-5-6).
//
// [Union-Fusion] (10-13-3) plays a card from the hand by placing one Battle Card of each named
// character, all of equal power, from the hand in the Drop Area; [Union-Potara] (10-13-4) plays it
// on top of one Battle Card of each named character in the Battle Area; [Union-Absorb] (10-13-5)
// places a matching card on top of the Battle Card that activates it. The cards are chosen one at a
// time, each option being a card with which the rest can still be chosen, so that every answer
// offered is legal.
import { coversAll } from '@arbiter/cardgame';
import type { Ctx, PlayerIndex, TypedProcedure } from '@arbiter/engine';
import { ask, cardOption, chosenObjects } from './ask.ts';
import { skillsOf, type DbsCatalog } from './cards.ts';
import { matches, namesOf, powerOf } from './continuous.ts';
import { canPay } from './costs.ts';
import { emit, moveCard } from './events.ts';
import { K, pushCounterTiming, type DbsProcs } from './procs.ts';
import { shuffleDeck } from './skills.ts';
import { locate, type DbsCard, type DbsData } from './state.ts';
import type { Skill } from './vocab.ts';

type UnionSkill = Extract<Skill, { kind: 'union' }>;
type C = Ctx<DbsData>;

const isBattle = (cat: DbsCatalog, c: DbsCard): boolean => cat.get(c.def).type === 'battle';

/** Can each character of `chars` be given a different card of `pool`? */
function coverCharacters(cat: DbsCatalog, pool: readonly DbsCard[], chars: readonly string[]): boolean {
  return coversAll(
    pool.map((c) => namesOf(cat, cat.get(c.def), c.flipped).characters),
    chars,
  );
}

/** The cards a [Union] skill of `card` may take next, after `picks` (object ids), in order. */
export function unionOptions(
  cat: DbsCatalog,
  d: DbsData,
  p: PlayerIndex,
  card: DbsCard,
  s: UnionSkill,
  picks: readonly number[],
): DbsCard[] {
  const pl = d.players[p];
  if (s.variant === 'absorb') {
    if (picks.length > 0) return [];
    // 10-13-5-1: a specified card of the specified area.
    return pl[s.from].filter(
      (c) => c.id !== card.id && isBattle(cat, c) && matches(cat, d, c, p, s.filter, card),
    );
  }
  const j = picks.length;
  if (j >= s.characters.length) return [];
  // 10-13-3-1: from the hand, all of one power; 10-13-4-1: from the Battle Area.
  const zone = s.variant === 'fusion' ? pl.hand : pl.battle;
  let pool = zone.filter((c) => c.id !== card.id && isBattle(cat, c) && !picks.includes(c.id));
  if (s.variant === 'fusion' && j > 0) {
    const first = zone.find((c) => c.id === picks[0]);
    const power = first ? powerOf(cat, d, first) : NaN;
    pool = pool.filter((c) => powerOf(cat, d, c) === power);
  }
  const rest = s.characters.slice(j + 1);
  return pool.filter((c) => {
    if (!namesOf(cat, cat.get(c.def), c.flipped).characters.includes(s.characters[j]!)) return false;
    const others = pool.filter((x) => x !== c);
    // The first card of a fusion sets the power the others must have.
    const same =
      s.variant === 'fusion' ? others.filter((x) => powerOf(cat, d, x) === powerOf(cat, d, c)) : others;
    return coverCharacters(cat, same, rest);
  });
}

/** Can player `p` activate this [Union] skill of `card` now (its cards and its cost)? */
export function canUnion(cat: DbsCatalog, d: DbsData, p: PlayerIndex, card: DbsCard, s: UnionSkill): boolean {
  // A search of the deck ("up to 1") may find nothing: the skill can be activated all the same.
  const search = s.variant === 'absorb' && s.from === 'deck';
  return (search || unionOptions(cat, d, p, card, s, []).length > 0) && canPay(cat, d, p, card.id, s.cost);
}

const WHAT: Record<UnionSkill['variant'], string> = {
  fusion: 'a card of your hand to place in the Drop Area',
  potara: 'a Battle Card to play it on',
  absorb: 'the card to place on top of it',
};

/** 10-13: choose the cards, pay the cost (8-5-2-2), counter timings around the play (10-10-3-1). */
export function unionProcedure(cat: DbsCatalog): TypedProcedure<DbsData, DbsProcs['union']> {
  return (ctx, f) => {
    const L = f.locals;
    const d = ctx.data;
    const s = skillsOf(cat.get(L.card), false)[L.skill];
    // The card is gone once played (a new object in the Battle Area): only the steps before need it.
    const me = locate(d, L.id);
    if (!s || s.kind !== 'union' || (f.step <= 3 && !me)) {
      ctx.pop();
      return;
    }
    const name = `${cat.get(L.card).name} [Union-${s.variant}]`;
    if (f.step === 0 && me!.area === 'hand') emit(ctx, { t: 'reveal', p: L.p, id: L.id, card: L.card }); // 8-5-2-1
    if (f.step === 2) {
      L.picks.push(...chosenObjects(ctx));
      f.step = 1;
    }
    const search = s.variant === 'absorb' && s.from === 'deck';
    if (f.step === 7) {
      // The card the search found, if any, goes on top (10-13-5-4); the deck is shuffled after.
      L.picks.push(...chosenObjects(ctx));
      f.step = 5;
      playUnion(ctx, L, s);
      return;
    }
    if (f.step <= 1) {
      // A deck's card is chosen as the effect resolves, after the cost (8-4, 8-5).
      const need = s.variant === 'absorb' ? (search ? 0 : 1) : s.characters.length;
      if (L.picks.length < need) {
        const list = unionOptions(cat, d, L.p, me!.card, s, L.picks);
        if (list.length === 0) {
          ctx.pop();
          return;
        }
        f.step = 2;
        const of = s.variant === 'absorb' ? '' : ` (＜${s.characters[L.picks.length]}＞)`;
        ask(ctx, {
          player: L.p,
          kind: 'unionCard',
          prompt: `${name}: choose ${WHAT[s.variant]}${of}.`,
          options: list.map((c) => cardOption(cat, c)),
          min: 1,
          max: 1,
          secret: s.variant === 'fusion' || (s.variant === 'absorb' && s.from === 'hand'),
        });
        return;
      }
      f.step = 3;
      if (s.cost.length > 0) {
        K.push(ctx, 'costs', {
          p: L.p,
          source: L.id,
          costs: s.cost,
          i: 0,
          extra: null,
          prompt: `Pay for ${name}.`,
        });
        return;
      }
    }
    if (f.step === 3) {
      // 10-13-3-4: the fusion's cards go from the hand to the Drop Area.
      if (s.variant === 'fusion')
        for (const id of L.picks)
          moveCard(ctx, L.p, id, 'hand', 'drop', { why: 'cost', by: L.p, union: true });
      emit(ctx, { t: 'skill', p: L.p, id: L.id, card: L.card, skill: L.skill });
      f.step = 4;
      pushCounterTiming(ctx, L.p, ['play']);
      return;
    }
    if (f.step === 4) {
      f.step = 5;
      if (search) {
        const base = locate(d, L.id);
        const list = base?.area === 'battle' ? unionOptions(cat, d, L.p, base.card, s, []) : [];
        if (list.length > 0) {
          f.step = 7;
          ask(ctx, {
            player: L.p,
            kind: 'unionCard',
            prompt: `${name}: choose up to 1 card of your deck to place on top of it.`,
            options: list.map((c) => cardOption(cat, c)),
            min: 0,
            max: 1,
            secret: true,
          });
          return;
        }
      }
      playUnion(ctx, L, s);
      return;
    }
    if (f.step === 5) {
      f.step = 6;
      if (search) shuffleDeck(ctx, L.p);
      pushCounterTiming(ctx, L.p, ['play']);
      return;
    }
    ctx.pop();
  };
}

function playUnion(ctx: C, L: DbsProcs['union'], s: UnionSkill): void {
  const base = { p: L.p, paid: true, rest: false };
  if (s.variant === 'absorb') {
    // 10-13-5-4: the chosen card on top of the card that activated [Union-Absorb].
    const top = locate(ctx.data, L.picks[0] ?? -1);
    if (!top) return;
    K.push(ctx, 'play', { ...base, id: top.card.id, card: top.card.def, how: 'absorb', onto: [L.id] });
    return;
  }
  // 10-13-3-4: in Active Mode; 10-13-4-4: on top of the chosen cards, in Active Mode.
  const how = s.variant === 'fusion' ? 'fusion' : 'potara';
  K.push(ctx, 'play', { ...base, id: L.id, card: L.card, how, onto: s.variant === 'fusion' ? [] : L.picks });
}

/** 10-5-6: an effect evolves a card of the hand: onto which of the player's cards its [Evolve] names. */
export function evolveIntoProcedure(cat: DbsCatalog): TypedProcedure<DbsData, DbsProcs['evolveInto']> {
  return (ctx, f) => {
    const L = f.locals;
    const d = ctx.data;
    const at = locate(d, L.id);
    const s = skillsOf(cat.get(L.card), false).find((x) => x.kind === 'evolve');
    if (!at || at.area !== 'hand' || !s || s.kind !== 'evolve') {
      ctx.pop();
      return;
    }
    const list = d.players[L.p].battle.filter(
      (c) => isBattle(cat, c) && matches(cat, d, c, L.p, s.onto, at.card),
    );
    if (f.step === 0) {
      if (list.length === 0) {
        ctx.pop();
        return;
      }
      f.step = 1;
      ask(ctx, {
        player: L.p,
        kind: 'evolveOnto',
        prompt: `Choose the card ${cat.get(L.card).name} evolves from.`,
        options: list.map((c) => cardOption(cat, c)),
        min: 1,
        max: 1,
      });
      return;
    }
    const onto = chosenObjects(ctx)[0] ?? -1;
    ctx.pop();
    const how = s.variant === 'xeno' ? 'xeno' : 'evolve';
    K.push(ctx, 'play', { p: L.p, id: L.id, card: L.card, how, paid: true, onto: [onto], rest: false });
  };
}
