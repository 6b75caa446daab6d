// zod schemas of the effect vocabulary's parts that hold no directive (targets, amounts,
// conditions, keywords, tokens): what each verb's schema (verbs/) is made of, free of the directive
// list so that the verbs load in any order.
import { z } from 'zod';
import { COLORS } from './cards.ts';
import {
  KEYWORDS,
  PERIODS,
  type Amount,
  type Condition,
  TRIGGERS,
  type KeywordSpec,
  type Target,
  type TokenSpec,
} from './vocab.ts';

export const int = z.number().int();
export const count = z.number().int().min(0);
export const color = z.enum(COLORS);
export const until = z.enum(['turn', 'battle']);
export const levels = z.array(int.min(1)).optional();
export const oncePerTurn = z.boolean().optional();
export const during = z.enum(PERIODS).optional();
export const stepName = z.enum(['start', 'core', 'draw', 'refresh', 'main', 'attack', 'end']);

export const targetSchema: z.ZodType<Target> = z.strictObject({
  side: z.enum(['self', 'subject', 'chosen', 'own', 'opponent', 'any']),
  anyOf: z.array(z.lazy(() => targetSchema)).optional(),
  what: z.enum(['spirit', 'nexus', 'spiritOrNexus', 'spiritOrMagic', 'magic', 'card']).optional(),
  zone: z.enum(['field', 'trash', 'hand']).optional(),
  count: count.optional(),
  upTo: z.boolean().optional(),
  all: z.boolean().optional(),
  maxBp: int.optional(),
  minBp: int.optional(),
  maxCost: int.optional(),
  minCost: int.optional(),
  color: color.optional(),
  notColor: color.optional(),
  minColors: int.optional(),
  maxColors: int.optional(),
  symbolCount: int.optional(),
  spiritType: z.string().optional(),
  exhausted: z.boolean().optional(),
  soulCore: z.boolean().optional(),
  minCores: count.optional(),
  maxCores: count.optional(),
  keyword: z.enum(KEYWORDS).optional(),
  keywords: z.array(z.enum(KEYWORDS)).min(1).optional(),
  other: z.boolean().optional(),
  minLevel: int.min(0).optional(),
  maxLevel: int.min(0).optional(),
  spiritTypes: z.array(z.string()).min(1).optional(),
  notSpiritType: z.string().optional(),
  notKeyword: z.enum(KEYWORDS).optional(),
  costIn: z.array(count).min(1).optional(),
  name: z.string().min(1).optional(),
  notName: z.string().min(1).optional(),
  hasTrigger: z.enum(TRIGGERS).optional(),
  noAbilities: z.boolean().optional(),
  battle: z.enum(['attacking', 'blocking', 'either', 'none']).optional(),
  linked: z.boolean().optional(),
  countBy: z.lazy(() => amountSchema).optional(),
  chooser: z.literal('opponent').optional(),
  than: z
    .array(
      z.strictObject({
        what: z.enum(['bp', 'cost']),
        op: z.enum(['lt', 'le', 'eq', 'ge', 'gt']),
        amount: z.lazy(() => amountSchema),
      }),
    )
    .min(1)
    .optional(),
  costOfOwnSpirit: z.boolean().optional(),
  sharesTypeWith: z.literal('chosen').optional(),
  notHasTrigger: z.enum(TRIGGERS).optional(),
  token: z.boolean().optional(),
  most: z.enum(['cost', 'bp']).optional(),
  least: z.enum(['cost', 'bp']).optional(),
  total: z.strictObject({ what: z.enum(['bp', 'cost']), max: count }).optional(),
});

export const amountSchema: z.ZodType<Amount> = z.union([
  count,
  z.literal('X'),
  z.strictObject({ count: targetSchema }),
  z.strictObject({
    of: z.enum(['self', 'subject', 'chosen']),
    what: z.enum(['level', 'cores', 'bp', 'symbols', 'cost']),
  }),
  z.strictObject({ of: z.enum(['self', 'subject']), keywordValue: z.enum(KEYWORDS) }),
  z.strictObject({
    player: z.enum(['own', 'opponent']),
    what: z.enum([
      'life',
      'hand',
      'trash',
      'reserve',
      'deck',
      'effectDraws',
      'destroyedThisTurn',
      'attacksThisTurn',
      'lifeLostThisTurn',
      'lifeAtTurnStart',
      'magicThisTurn',
      'trashCores',
      'fieldCores',
    ]),
    shortOf: z.number().int().nonnegative().optional(),
  }),
  z.strictObject({ eventCards: targetSchema }),
  z.strictObject({
    destroyedByThis: z.enum(['any', 'own', 'opponent']),
    what: z.literal('nexus').optional(),
  }),
  z.strictObject({ discardedByThis: z.enum(['any', 'own', 'opponent']) }),
  z.strictObject({ highest: z.enum(['bp', 'cost']), among: targetSchema }),
  z.strictObject({ symbolsOf: z.enum(['own', 'opponent']), color: color.optional() }),
]);

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.strictObject({ self: targetSchema }),
    z.strictObject({ subject: targetSchema }),
    z.strictObject({ turn: z.enum(['yours', 'opponents']) }),
    z.strictObject({ count: targetSchema, atLeast: count.optional(), atMost: count.optional() }),
    z.strictObject({ amount: amountSchema, atLeast: count.optional(), atMost: count.optional() }),
    z.strictObject({ not: conditionSchema }),
    z.strictObject({
      compare: z.tuple([amountSchema, amountSchema]),
      op: z.enum(['gt', 'ge', 'lt', 'le', 'eq']),
      plus: int.optional(),
    }),
    z.strictObject({ soulPaid: z.enum(['self', 'subject']) }),
    z.strictObject({ step: stepName }),
    z.strictObject({ burstSet: z.boolean(), whose: z.literal('opponent').optional() }),
    z.strictObject({ soulCoreIn: z.enum(['reserve', 'life', 'trash', 'field', 'void']) }),
    z.strictObject({ sameCost: targetSchema }),
    z.strictObject({ all: z.array(conditionSchema).min(1) }),
    z.strictObject({ any: z.array(conditionSchema).min(1) }),
  ]),
);

export const keywordSpecSchema: z.ZodType<KeywordSpec> = z.strictObject({
  keyword: z.enum(KEYWORDS),
  value: int.optional(),
  colors: z.array(color).optional(),
  cond: targetSchema.optional(),
});

export const tokenSchema: z.ZodType<TokenSpec> = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  colors: z.array(color).min(1),
  cost: count,
  spiritTypes: z.array(z.string()),
  levels: z.array(z.strictObject({ level: int.min(1), cores: count, bp: int })).min(1),
  symbols: z.array(z.array(color).min(1)),
});

export const qualifiers = {
  by: z.enum(['you', 'opponent']).optional(),
  cause: z.enum(['battle', 'effect', 'noCores']).optional(),
  source: targetSchema.optional(),
  who: z.enum(['you', 'opponent']).optional(),
  outsideDrawStep: z.boolean().optional(),
  returnedTo: z.enum(['hand', 'deck']).optional(),
  cards: targetSchema.optional(),
  fromHand: z.boolean().optional(),
  fromTrash: z.boolean().optional(),
  swift: z.boolean().optional(),
  ascendWith: targetSchema.optional(),
  firstEachTurn: z.boolean().optional(),
  allSubjects: z.boolean().optional(),
  survives: z.boolean().optional(),
  noEffect: z.boolean().optional(),
};
