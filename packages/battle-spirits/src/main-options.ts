// What a player may do at the main step (6-6-1-2) and at a flash timing (7-1-2-1), and Ascend's choices (11-8-1).
import { fieldSymbolsNow } from './characteristics.ts';
import { summonCostPayable } from './placement.ts';
import { ascendSourceFits } from './ascend-source.ts';
import { ascendWaiver } from './ascend-waiver.ts';
import type { PlayerIndex } from '@arbiter/engine';
import type { SagaOption } from './asking.ts';
import { hasBurst, type CardRegistry, type SagaCard } from './cards.ts';
import type { Ability } from './vocab.ts';
import { abilityActive, hasKeyword, isBanned, costNow, summonForbidden } from './continuous.ts';
import { effectCosts } from './effects.ts';
import { canPayCosts } from './effect-costs.ts';
import { abilityText } from './text.ts';
import { swiftInHand } from './granted.ts';
import { swiftCores } from './swift-level.ts';
import { awakenSource } from './formats.ts';
import { braveOptions } from './brave.ts';
import { summonCoresNeeded } from './brave-summon.ts';
import { nexusActionWord } from './eternal-words.ts';
import { handFlashForbidden, magicExtraDiscards, mayUseFree, useForbidden } from './player-rules.ts';
import {
  coreCount,
  spendableCores,
  grandNexusIn,
  type CardObj,
  type CoreLoc,
  type PlayerData,
  type SagaData,
} from './state.ts';

export type OptionBuilders = ReturnType<typeof optionBuilders>;

/** The options of the main step and the flash timings (shared by procedures and their validators). */
export function optionBuilders(reg: CardRegistry) {
  const name = (def: string) => reg.get(def).name;

  function usableMagicAbility(c: SagaCard, timing: 'main' | 'flash'): boolean {
    return c.type === 'magic' && c.abilities.some((a) => a.kind === 'magic' && a.timing.includes(timing));
  }

  /**
   * Magic card `def` of the hand may be used now (10-8) at `timing`: it has a magic effect for it, is
   * paid for (`affordable`) or free, no effect forbids it, and the hand holds the cards it discards.
   */
  function magicUsable(
    d: SagaData,
    p: PlayerIndex,
    def: string,
    timing: 'main' | 'flash',
    affordable: boolean,
  ) {
    return (
      usableMagicAbility(reg.get(def), timing) &&
      (affordable || mayUseFree(reg, d, p, def)) &&
      !useForbidden(reg, d, p, def) &&
      d.players[p].hand.length > magicExtraDiscards(reg, d, p, def)
    );
  }

  /** The cards in player `p`'s hand, each with its cost now (10-6-4, 10-6-5). */
  function handWithCosts(d: SagaData, p: PlayerIndex): { h: CardObj; c: SagaCard; cost: number }[] {
    const symbols = fieldSymbolsNow(reg, d, p);
    return d.players[p].hand.map((h) => {
      const c = reg.get(h.def);
      return { h, c, cost: costNow(reg, d, p, c, symbols) };
    });
  }

  /** 10-8: using magic card `h` of the hand, at the main step or a flash timing. */
  function magicOption(h: CardObj, c: SagaCard, cost: number): SagaOption {
    return {
      id: `magic:${h.id}`,
      label: `Use ${c.name} (cost ${cost})`,
      card: h.def,
      obj: h.id,
      act: 'magic',
    };
  }

  function mainOptions(d: SagaData, p: PlayerIndex): SagaOption[] {
    const pl = d.players[p];
    const out: SagaOption[] = [];
    const spendable = spendableCores(reg, d, pl);
    for (const { h, c, cost } of handWithCosts(d, p)) {
      // 10-6-6, 10-6-7: the cost, then at least the lowest level's cores on the new card.
      const affordable =
        spendable >= cost + summonCoresNeeded(reg, d, p, h.id, c) &&
        ascendOk(d, p, c, true) &&
        (c.type === 'magic' || (!summonForbidden(reg, d, p, h.def) && summonCostPayable(reg, d, p, h.def)));
      if (c.type === 'spirit' && affordable) {
        out.push({
          id: `summon:${h.id}`,
          label: `Summon ${c.name} (cost ${cost})`,
          card: h.def,
          obj: h.id,
          act: 'summon',
        });
      } else if (c.type === 'nexus' && affordable) {
        out.push({
          id: `place:${h.id}`,
          label: `${nexusActionWord(d)} ${c.name} (cost ${cost})`,
          card: h.def,
          obj: h.id,
          act: 'place',
        });
      } else if (magicUsable(d, p, h.def, 'main', affordable)) {
        out.push(magicOption(h, c, cost));
      }
      // 6-6-1-2-2: one burst set per turn; 3-8-4: only cards with burst effects.
      if (hasBurst(c) && pl.burstSetTurn !== d.turn) {
        out.push({
          id: `burst:${h.id}`,
          label: `Set ${c.name} as your burst`,
          card: h.def,
          obj: h.id,
          act: 'burst',
        });
      }
    }
    out.push(...activatedOptions(d, p, 'main'));
    out.push(...braveOptions(reg, d, p));
    if (canMoveCores(pl)) out.push({ id: 'move', label: 'Move cores', act: 'move' });
    out.push({ id: 'end', label: 'End the main step', pass: true });
    return out;
  }

  function canMoveCores(pl: PlayerData): boolean {
    if (pl.field.length === 0) return false;
    if (coreCount(pl.reserve) > 0) return true;
    return pl.field.some((c) => coreCount(c.cores) > 0);
  }

  /** 6-6-1-2-3: moves between the reserve and the field, and soul core swaps. */
  function moveOptions(d: SagaData, p: PlayerIndex): SagaOption[] {
    const pl = d.players[p];
    if (pl.field.length === 0) return [];
    const locs: { id: CoreLoc; label: string; n: number; soul: boolean }[] = [
      { id: 'reserve', label: 'reserve', n: pl.reserve.n, soul: pl.reserve.soul },
      // E948: no core is moved onto or off a Grandwalker nexus in the main step.
      ...pl.field
        .filter((c) => !grandNexusIn(reg, d, c))
        .map((c) => ({
          id: `c${c.id}` as CoreLoc,
          label: `${name(c.def)} (#${c.id})`,
          n: c.cores.n,
          soul: c.cores.soul,
        })),
    ];
    const out: SagaOption[] = [];
    for (const a of locs) {
      for (const b of locs) {
        if (a.id === b.id) continue;
        const places = { from: a.id, to: b.id };
        if (a.n > 0)
          out.push({
            id: `m:${a.id}>${b.id}`,
            label: `Move cores from ${a.label} to ${b.label}`,
            ...places,
            cores: 'some',
          });
        if (a.soul)
          out.push({
            id: `s:${a.id}>${b.id}`,
            label: `Move the soul core from ${a.label} to ${b.label}`,
            ...places,
            cores: 'soul',
          });
        if (a.soul && b.n > 0) {
          out.push({
            id: `x:${a.id}>${b.id}`,
            label: `Swap the soul core on ${a.label} with a core on ${b.label}`,
            ...places,
            cores: 'swap',
          });
        }
      }
    }
    return out;
  }

  function flashOptions(d: SagaData, p: PlayerIndex): SagaOption[] {
    const pl = d.players[p];
    const out: SagaOption[] = [];
    const spendable = spendableCores(reg, d, pl);
    const symbols = fieldSymbolsNow(reg, d, p);
    // Eternal BS01-143: no card of the hand (magic or Swift) at a flash timing while it lasts.
    const hand = handFlashForbidden(reg, d, p) ? [] : pl.hand;
    for (const h of hand) {
      const c = reg.get(h.def);
      // 11-9-1: Swift summons in a flash window, paying from the reserve only.
      const swift = swiftInHand(reg, d, p, c);
      // Only magic with a flash effect and Swift spirits can be used here (7-1-2-1): the cost of
      // any other card is not worked out (most of a hand, at every flash timing of every battle).
      if (!swift && !usableMagicAbility(c, 'flash')) continue;
      const cost = costNow(reg, d, p, c, symbols);
      if (magicUsable(d, p, h.def, 'flash', spendable >= cost)) out.push(magicOption(h, c, cost));
      if (
        swift &&
        coreCount(pl.reserve) >= cost + swiftCores(c) &&
        ascendOk(d, p, c, true) &&
        !summonForbidden(reg, d, p, h.def)
      ) {
        out.push({
          id: `swift:${h.id}`,
          label: `Swift: summon ${c.name} (cost ${cost})`,
          card: h.def,
          obj: h.id,
          act: 'swift',
        });
      }
    }
    out.push(...activatedOptions(d, p, 'flash'));
    for (const c of pl.field) {
      // 11-1-1: Awaken, whenever flash effects may be used.
      if (!hasKeyword(reg, d, c, 'awaken')) continue;
      const others = pl.field.some((o) => o.id !== c.id && coreCount(o.cores) > 0 && awakenSource(reg, d, o));
      if (others)
        out.push({
          id: `awaken:${c.id}`,
          label: `Awaken ${name(c.def)} (#${c.id})`,
          card: c.def,
          obj: c.id,
          act: 'awaken',
        });
    }
    return out;
  }

  /** An ability's text, worded for a spirit: made once per ability, as options list it again and again. */
  const abilityTexts = new WeakMap<Ability, string>();
  function spiritAbilityText(a: Ability): string {
    let t = abilityTexts.get(a);
    if (t === undefined) abilityTexts.set(a, (t = abilityText(a, 'spirit')));
    return t;
  }

  /** 8-1-3: activated effects of the player's field cards usable at this timing, costs payable. */
  function activatedOptions(d: SagaData, p: PlayerIndex, timing: 'main' | 'flash'): SagaOption[] {
    const out: SagaOption[] = [];
    for (const c of d.players[p].field) {
      reg.get(c.def).abilities.forEach((a, i) => {
        if (a.kind !== 'activated' || !a.timing.includes(timing) || !abilityActive(reg, d, c, p, a)) return;
        if (a.oncePerTurn && d.used.includes(`${c.id}:${i}`)) return;
        if (isBanned(reg, d, c, 'activate')) return; // 8-1-7
        if (!canPayCosts(reg, d, effectCosts(reg, d, a, c.id), p, c.id, c.def)) return;
        out.push({
          id: `act:${c.id}:${i}`,
          label: `${name(c.def)}: ${spiritAbilityText(a)}`,
          card: c.def,
          obj: c.id,
          act: 'act',
          ability: i,
        });
      });
    }
    return out;
  }

  /** 11-8-1: the spirits an Ascend summon could take its cores from (at least one core, per the rulings). */
  function ascendChoices(d: SagaData, p: PlayerIndex, def: string): CardObj[] {
    const card = reg.get(def);
    const asc = card.abilities.find((a) => a.kind === 'keyword' && a.keyword === 'ascend');
    if (!asc || asc.kind !== 'keyword') return [];
    return d.players[p].field.filter(
      (c) =>
        coreCount(c.cores) > 0 &&
        reg.get(c.def).type === 'spirit' &&
        (!asc.cond || ascendSourceFits(reg, d, c, p, asc.cond)),
    );
  }

  function hasAscend(card: SagaCard): boolean {
    return card.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'ascend');
  }

  /** Can `card` be summoned as far as Ascend goes: a spirit to take cores from, or (`fromHand`) a waiver. */
  function ascendOk(d: SagaData, p: PlayerIndex, card: SagaCard, fromHand = false): boolean {
    if (!hasAscend(card) || ascendChoices(d, p, card.id).length > 0) return true;
    return fromHand && ascendWaiver(reg, d, p, card.id) !== undefined;
  }

  return { mainOptions, moveOptions, flashOptions, ascendChoices, hasAscend, ascendOk };
}
