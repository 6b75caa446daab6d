// Keyword skills as the skills they stand for (section 10): the manual spells out what [Swap]
// (10-24-3) and [Aegis] (10-33-3) do and when [Alliance] activates (10-35-1), so the engine runs them
// as an [Activate] skill with that effect and an [Auto] skill with that cost. Every other part of
// the engine asks these functions for a skill's costs and directives, never the card's fields.
import type { Cost, Directive, Skill } from './vocab.ts';

export type AutoSkill = Extract<Skill, { kind: 'auto' }>;

/** The [Auto] skill a skill is, if it is one: an [Auto], or [Alliance] (10-35-1). */
export function autoForm(s: Skill): AutoSkill | null {
  if (s.kind === 'auto') return s;
  if (s.kind === 'alliance') {
    // 10-35-1: "when this card attacks", its owner may activate it, choosing Battle Cards of the
    // colours as its cost (8-1-5-2-1: an [Auto] skill's cost is paid on resolution).
    return {
      kind: 'auto',
      on: { on: 'attacks' },
      optional: true,
      cost: [{ pay: 'colors', colors: s.colors, from: 'battle' }],
      effect: s.effect,
    };
  }
  return null;
}

/** The skill cost (8-4) of a skill: written, or the one its keyword implies. */
export function costOf(s: Skill | undefined): Cost[] {
  if (!s) return [];
  switch (s.kind) {
    case 'aegis':
      // 10-33-1: cards of those original colours from the hand to the Drop Area.
      return [{ pay: 'colors', colors: s.colors, from: 'hand' }];
    case 'alliance':
      return autoForm(s)!.cost ?? [];
    case 'keyword':
    case 'field':
    case 'permanent':
      return [];
    default:
      return s.cost ?? [];
  }
}

/**
 * The delayed effects of a skill's effect in depth-first order: a delayed effect is named by its
 * index in this list (the effect procedure's `part`). Every nested list is searched, whatever the
 * verb holding it, so that an option of a "choose" not taken still has its place.
 */
export function delayedParts(effect: readonly Directive[]): Extract<Directive, { do: 'atTurnEnd' }>[] {
  const out: Extract<Directive, { do: 'atTurnEnd' }>[] = [];
  const walk = (list: readonly unknown[]): void => {
    for (const x of list) {
      if (typeof x !== 'object' || x === null) continue;
      if ((x as { do?: unknown }).do === 'atTurnEnd') out.push(x as Extract<Directive, { do: 'atTurnEnd' }>);
      for (const v of Object.values(x)) {
        if (!Array.isArray(v)) continue;
        // A "choose" holds lists of lists (its options).
        if (v.every(Array.isArray)) for (const o of v) walk(o as unknown[]);
        else walk(v);
      }
    }
  };
  walk(effect);
  return out;
}

/**
 * The directives of a skill's effect (none for keyword skills without an effect of their own); for a
 * replacement effect of a [Permanent] skill (8-9), `part` names it and this is what it does instead;
 * for another skill, `part` names one of its delayed effects ("at the end of that turn", 6-4-1-1).
 */
export function effectOf(s: Skill | undefined, part?: number): Directive[] {
  if (!s) return [];
  switch (s.kind) {
    case 'permanent': {
      const e = part === undefined ? undefined : s.effect[part];
      return e?.c === 'replace' ? e.instead : [];
    }
    case 'auto':
    case 'activate':
    case 'counter':
    case 'awaken':
    case 'wish':
    case 'alliance':
      return part === undefined ? s.effect : (delayedParts(s.effect)[part]?.then ?? []);
    case 'swap':
      // 10-24-3: up to 1 specified Battle Card of energy cost X from the hand is played, then this
      // card returns to its owner's hand.
      return [
        {
          do: 'play',
          target: {
            side: 'own',
            zone: 'hand',
            count: 1,
            upTo: true,
            filter: { ...s.filter, type: 'battle', cost: { min: s.n, max: s.n } },
          },
        },
        { do: 'move', target: { side: 'self' }, to: 'hand' },
      ];
    case 'aegis':
      // 10-33-3: up to two of your energy switch to Active Mode.
      return [
        {
          do: 'stand',
          target: { side: 'own', zone: 'energy', count: 2, upTo: true, filter: { mode: 'rest' } },
        },
      ];
    default:
      return [];
  }
}

/** The keyword's name as printed, for options and the log. */
export function skillLabel(s: Skill | undefined): string {
  switch (s?.kind) {
    case 'awaken':
      return '[Awaken]';
    case 'wish':
      return '[Wish]';
    case 'field':
      return '[Field]';
    case 'swap':
      return `[Swap ${s.n}]`;
    case 'aegis':
      return `[Aegis ${s.colors.join('/')}]`;
    case 'arrival':
      return `[Arrival ${s.colors.join('/')}]`;
    case 'union':
      return `[Union-${s.variant[0]!.toUpperCase()}${s.variant.slice(1)}]`;
    default:
      return 'a skill';
  }
}
