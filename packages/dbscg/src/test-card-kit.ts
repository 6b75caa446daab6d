// Builders of Arbiter's DBSCG test cards (set DBT): the defaults every test card shares.
import type { DbsCardDef, EnergyCost } from './cards.ts';
import type { Color, Skill } from './vocab.ts';

export const cost = (total: number, colors: Partial<Record<Color, number>> = {}): EnergyCost => ({
  total,
  colors,
});

export function battle(
  id: string,
  name: string,
  color: Color,
  power: number,
  energy: EnergyCost,
  combo: [number, number] | null,
  skills: Skill[] = [],
  extra: Partial<DbsCardDef> = {},
): DbsCardDef {
  return {
    id,
    name,
    type: 'battle',
    colors: [color],
    power,
    cost: energy,
    combo: combo ? { cost: combo[0], power: combo[1] } : null,
    characters: [name.split(' ').slice(-1)[0]!],
    traits: ['Trainee'],
    eras: ['Training Era'],
    skills,
    ...extra,
  };
}

export function extraCard(
  id: string,
  name: string,
  color: Color,
  energy: EnergyCost,
  skills: Skill[],
): DbsCardDef {
  return {
    id,
    name,
    type: 'extra',
    colors: [color],
    power: 0,
    cost: energy,
    combo: null,
    characters: [],
    traits: [],
    eras: [],
    skills,
  };
}

export function leader(id: string, name: string, color: Color, front: Skill[], back: Skill[]): DbsCardDef {
  return {
    id,
    name,
    type: 'leader',
    colors: [color],
    power: 10000,
    cost: null,
    combo: null,
    characters: ['Mentor'],
    traits: ['Trainee'],
    eras: ['Training Era'],
    skills: front,
    back: {
      name: `Awakened ${name}`,
      power: 15000,
      characters: ['Mentor'],
      traits: ['Trainee'],
      eras: ['Training Era'],
      skills: back,
    },
  };
}
