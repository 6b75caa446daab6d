// zod schemas of the vocabulary's shared pieces (filters, targets, amounts, conditions, keywords),
// used by every verb's schema and by the skill schema that checks card definitions.
import { z } from 'zod';
import {
  COLORS,
  type Amount,
  type CardFilter,
  type Condition,
  type KeywordSpec,
  type Target,
} from './vocab.ts';

export const int = z.number().int();
export const count = z.number().int().min(0);
export const color = z.enum(COLORS);
export const range = z.strictObject({ min: int.optional(), max: int.optional() });
export const duration = z.enum([
  'battle',
  'mainPhase',
  'turn',
  'opponentTurnEnd',
  'opponentCharge',
  'ownTurnStart',
  'game',
]);

export const keywordSchema: z.ZodType<KeywordSpec> = z.union([
  z.strictObject({
    k: z.enum([
      'blocker',
      'critical',
      'revenge',
      'indestructible',
      'barrier',
      'deflect',
      'ultimate',
      'dragonBall',
      'superCombo',
      'victoryStrike',
      'warriorU7',
      'energyExhaust',
      'wormhole',
    ]),
  }),
  z.strictObject({ k: z.literal('strike'), n: z.union([z.literal(2), z.literal(3), z.literal(4)]) }),
  z.strictObject({ k: z.literal('dualAttack'), n: z.union([z.literal(2), z.literal(3)]) }),
]);

const keywordName = z.enum([
  'blocker',
  'critical',
  'strike',
  'dualAttack',
  'revenge',
  'indestructible',
  'barrier',
  'deflect',
  'ultimate',
  'dragonBall',
  'superCombo',
  'victoryStrike',
  'warriorU7',
  'energyExhaust',
  'wormhole',
]);

export const filterSchema: z.ZodType<CardFilter> = z.lazy(() => filterObject);

const filterObject: z.ZodType<CardFilter> = z.strictObject({
  type: z.enum(['battle', 'extra', 'leader']).optional(),
  colors: z.array(color).min(1).optional(),
  multicolor: z.boolean().optional(),
  character: z.array(z.string().min(1)).min(1).optional(),
  trait: z.array(z.string().min(1)).min(1).optional(),
  era: z.array(z.string().min(1)).min(1).optional(),
  name: z.string().min(1).optional(),
  nameHas: z.string().min(1).optional(),
  characterHas: z.string().min(1).optional(),
  power: range.optional(),
  cost: range.optional(),
  costAtLeastEnergy: z.enum(['own', 'opp']).optional(),
  mode: z.enum(['active', 'rest']).optional(),
  skillless: z.boolean().optional(),
  keyword: keywordName.optional(),
  other: z.boolean().optional(),
  evolved: z.boolean().optional(),
  token: z.boolean().optional(),
  skill: z.enum(['evolve', 'field', 'awaken', 'union', 'overRealm', 'swap']).optional(),
  not: filterSchema.optional(),
  any: z.array(filterSchema).min(2).optional(),
});

export const targetSchema: z.ZodType<Target> = z.strictObject({
  side: z.enum(['self', 'own', 'opp', 'both', 'subject', 'chosen', 'looked', 'attacker', 'guard']),
  zone: z
    .enum(['battle', 'leader', 'field', 'hand', 'drop', 'energy', 'combo', 'life', 'deck', 'under', 'warp'])
    .optional(),
  filter: filterSchema.optional(),
  count: count.optional(),
  countBy: z.lazy(() => targetSchema).optional(),
  upTo: z.boolean().optional(),
  all: z.boolean().optional(),
  totalPower: z.strictObject({ max: int }).optional(),
  totalCost: z.strictObject({ max: int }).optional(),
  keep: z.number().int().min(0).optional(),
  chooser: z.literal('opp').optional(),
  ignoreBarrier: z.literal(true).optional(),
});

export const amountSchema: z.ZodType<Amount> = z.union([
  count,
  z.strictObject({ count: targetSchema }),
  z.strictObject({ perDamage: count }),
]);

const sideSchema = z.enum(['own', 'opp']).optional();

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.strictObject({ life: range, side: sideSchema }),
    z.strictObject({ moreLife: z.enum(['own', 'opp']) }),
    z.strictObject({ count: targetSchema, min: int.optional(), max: int.optional() }),
    z.strictObject({ hand: range, side: sideSchema }),
    z.strictObject({ drop: range, filter: filterSchema.optional() }),
    z.strictObject({ energy: range, side: sideSchema }),
    z.strictObject({ rested: range, side: sideSchema }),
    z.strictObject({ leader: filterSchema, side: sideSchema }),
    z.strictObject({ turn: z.enum(['own', 'opp']) }),
    z.strictObject({
      battle: z.enum(['attacking', 'guarding']),
      against: z.enum(['leader', 'battle']).optional(),
    }),
    z.strictObject({ under: range }),
    z.strictObject({ subject: filterSchema }),
    z.strictObject({ self: filterSchema }),
    z.strictObject({ chosen: filterSchema }),
    z.strictObject({ paid: filterSchema }),
    z.strictObject({ not: conditionSchema }),
    z.strictObject({ all: z.array(conditionSchema).min(1) }),
    z.strictObject({ any: z.array(conditionSchema).min(1) }),
  ]),
);
