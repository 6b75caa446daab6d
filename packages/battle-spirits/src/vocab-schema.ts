// zod schemas of the effect vocabulary: one checker for card definitions and scenario test cards.
// Each directive's schema is its verb's (verbs/); the parts they share are in schema-common.ts.
import { z } from 'zod';
import {
  amountSchema,
  color,
  conditionSchema,
  count,
  during,
  int,
  keywordSpecSchema,
  levels,
  oncePerTurn,
  qualifiers,
  stepName,
  targetSchema,
} from './schema-common.ts';
import { directiveSchemas } from './verbs/index.ts';
import {
  BURST_MOMENTS,
  KEYWORDS,
  TRIGGERS,
  type Ability,
  type Continuous,
  type Cost,
  type Directive,
  type TempContinuous,
} from './vocab.ts';

export {
  amountSchema,
  conditionSchema,
  keywordSpecSchema,
  targetSchema,
  tokenSchema,
} from './schema-common.ts';

export const directiveSchema: z.ZodType<Directive> = z.lazy(() =>
  z.discriminatedUnion('do', directiveSchemas() as unknown as [z.ZodObject, ...z.ZodObject[]]),
) as unknown as z.ZodType<Directive>;

export const costSchema: z.ZodType<Cost> = z.discriminatedUnion('pay', [
  z.strictObject({ pay: z.literal('soulCoreOfSelf') }),
  z.strictObject({ pay: z.literal('soulCore'), to: z.literal('void').optional() }),
  z.strictObject({
    pay: z.literal('cores'),
    n: z.union([count, z.literal('X')]),
    from: z.literal('reserve').optional(),
  }),
  z.strictObject({ pay: z.literal('exhaustSelf') }),
  z.strictObject({ pay: z.literal('discard'), n: count, filter: targetSchema.optional() }),
  z.strictObject({ pay: z.literal('destroy'), target: targetSchema }),
  z.strictObject({ pay: z.literal('destroySelf') }),
  z.strictObject({ pay: z.literal('exhaust'), target: targetSchema }),
  z.strictObject({ pay: z.literal('coresFromSelf'), n: count, to: z.literal('void').optional() }),
]);

export const tempContinuousSchema: z.ZodType<TempContinuous> = z.lazy(() =>
  z.union([
    z.strictObject({
      protect: z.enum(['destroy', 'removeCores', 'select', 'return', 'battle', 'exhaust', 'effects']),
      from: z.literal('opponent').optional(),
      source: targetSchema.optional(),
    }),
    z.strictObject({ noBlockBy: targetSchema }),
    z.strictObject({ gainSpiritType: z.string().min(1) }),
    z.strictObject({ loseEffects: z.enum(['all', 'lv1']) }),
    z.strictObject({ blockExhausted: z.literal(true), against: targetSchema.optional() }),
    z.strictObject({ extraCost: z.array(costSchema).min(1) }),
    z.strictObject({ levelCost: int }),
    z.strictObject({ attackTax: z.enum(['core', 'coreToReserve']) }),
    z.strictObject({ mustAttack: z.enum(['ifAble', 'first']) }),
    z.strictObject({ noLifeDamage: z.enum(['any', 'own']) }),
    z.strictObject({ grandforce: int.min(0) }),
    z.strictObject({ negated: int.min(0) }),
  ]),
);

export const continuousSchema: z.ZodType<Continuous> = z.union([
  z.strictObject({ bp: int, per: amountSchema.optional(), to: targetSchema }),
  z.strictObject({ setBp: int.min(0), to: targetSchema }),
  z.strictObject({ printedBp: int.min(0), atLevel: int.min(1).optional(), to: targetSchema }),
  z.strictObject({ level: z.union([int.min(1), z.literal('highest')]), to: targetSchema }),
  z.strictObject({ grant: keywordSpecSchema, to: targetSchema }),
  z.strictObject({ cannot: z.enum(['attack', 'block', 'activate']), to: targetSchema }),
  z.strictObject({
    substitute: z.literal('destroy'),
    to: targetSchema,
    instead: z.array(directiveSchema).min(1),
    only: z.enum(['opponentEffect', 'effect', 'battle']).optional(),
    cost: z.array(costSchema).min(1).optional(),
  }),
  z.strictObject({
    destroyedTo: z.literal('hand'),
    to: targetSchema,
    only: z.enum(['opponentEffect', 'effect', 'battle']).optional(),
    cost: z.array(costSchema).min(1).optional(),
  }),
  z.strictObject({
    protect: z.enum(['destroy', 'removeCores', 'select', 'return', 'battle', 'exhaust', 'effects']),
    from: z.literal('opponent').optional(),
    source: targetSchema.optional(),
    to: targetSchema,
  }),
  z.strictObject({ noBlockBy: targetSchema, to: targetSchema }),
  z.strictObject({ noBlockByArmorColors: z.literal(true), to: targetSchema }),
  z.strictObject({ cannotCombine: z.literal(true), to: targetSchema }),
  z.strictObject({ blockExhausted: z.literal(true), against: targetSchema.optional(), to: targetSchema }),
  z.strictObject({ linkIgnoresCost: z.literal(true), to: targetSchema }),
  z.strictObject({ extraCost: z.array(costSchema).min(1), to: targetSchema }),
  z.strictObject({
    summonCost: z.array(z.strictObject({ pay: z.literal('destroy'), target: targetSchema })).min(1),
  }),
  z.strictObject({ levelCost: int, to: targetSchema }),
  z.strictObject({ attackTax: z.enum(['core', 'coreToReserve']), to: targetSchema }),
  z.strictObject({ mustAttack: z.enum(['ifAble', 'first']), to: targetSchema }),
  z.strictObject({ loseEffects: z.enum(['all', 'lv1']), to: targetSchema }),
  z.strictObject({ noLifeDamage: z.enum(['any', 'own']), to: targetSchema, keep: count.optional() }),
  z.strictObject({ lifeTo: z.literal('void'), to: targetSchema }),
  z.strictObject({ lifeCoresToSelf: z.enum(['any', 'own', 'opponent']) }),
  z.strictObject({ noWhenDestroyed: targetSchema }),
  z.strictObject({
    doubleSymbols: z.literal(true),
    for: targetSchema.optional(),
    to: targetSchema,
    times: int.min(2).optional(),
    fromHand: z.boolean().optional(),
  }),
  z.strictObject({ addReduction: z.array(color).min(1), to: targetSchema }),
  z.strictObject({ gainSpiritType: z.string().min(1), to: targetSchema }),
  z.strictObject({ trashSymbols: targetSchema }),
  z.strictObject({ paySymbolsOnly: targetSchema }),
  z.strictObject({
    blocksOnAttack: z.literal(true),
    whileBlocking: z.literal(true).optional(),
    to: targetSchema,
  }),
  z.strictObject({ symbolColors: z.array(color).min(1), for: targetSchema.optional(), to: targetSchema }),
  z.strictObject({
    payingSymbols: z.array(z.array(color).min(1)).min(1),
    for: targetSchema.optional(),
    to: targetSchema,
    instead: z.literal(true).optional(),
  }),
  z.strictObject({ costDelta: int, to: targetSchema }),
  z.strictObject({ exhaustOnCoreMove: targetSchema }),
  z.strictObject({ ascendCostIs: count, to: targetSchema }),
  z.strictObject({ waiveAscend: targetSchema }),
  z.strictObject({ noBlockTriggers: z.literal(true), to: targetSchema }),
  z.strictObject({ costSet: amountSchema, to: targetSchema }),
  z.strictObject({ deckDiscardCap: count, from: z.literal('opponent').optional() }),
  z.strictObject({ handDiscardBarred: z.literal(true), from: z.literal('opponent').optional() }),
  z.strictObject({ costIs: count }),
  z.strictObject({ reductionFulfilled: z.literal(true) }),
  z.strictObject({ symbols: int, to: targetSchema }),
  z.strictObject({
    gainSymbols: z.array(z.array(color).min(1)).min(1),
    to: targetSchema,
    per: amountSchema.optional(),
    every: int.min(1).optional(),
  }),
  z.strictObject({ cannotSummon: targetSchema }),
  z.strictObject({ cannotUse: targetSchema, exceptFieldColor: z.boolean().optional() }),
  z.strictObject({ useFree: targetSchema }),
  z.strictObject({ noHandAtFlash: z.enum(['own', 'opponent', 'any']) }),
  z.strictObject({ noOracle: z.enum(['own', 'opponent', 'any']) }),
  z.strictObject({ selectFor: z.literal('opponentMagic') }),
  z.strictObject({ summonLimit: count.min(1), to: targetSchema }),
  z.strictObject({ coreStepGain: count }),
  z.strictObject({ drawStepExtra: count, keep: z.literal(true).optional() }),
  z.strictObject({ extraRefreshStep: z.literal(true) }),
  z.strictObject({ noAttackStep: z.literal(true) }),
  z.strictObject({ attackExhausted: z.literal(true) }),
  z.strictObject({ destroyedCoresToTrash: z.literal(true), to: targetSchema }),
  z.strictObject({ morePlaced: count, to: targetSchema }),
  z.strictObject({ drawCost: count }),
  z.strictObject({ noDrawBy: z.literal('magic') }),
  z.strictObject({ galeChooser: z.literal(true) }),
]);

const effect = z.array(directiveSchema);
const variable = z.strictObject({ min: count.optional(), max: amountSchema }).optional();
const timing = z.array(z.enum(['main', 'flash'])).min(1);

/** Guesses `kind` when it is left out: keyword, magic (timing), constant (apply), else a trigger. */
function withKind(v: unknown): unknown {
  if (typeof v !== 'object' || v === null || Array.isArray(v) || 'kind' in v) return v;
  const kind = 'keyword' in v ? 'keyword' : 'timing' in v ? 'magic' : 'apply' in v ? 'constant' : 'trigger';
  return { kind, ...v };
}

export const abilitySchema: z.ZodType<Ability> = z.preprocess(
  withKind,
  z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('trigger'),
      on: z.enum(TRIGGERS),
      step: stepName.optional(),
      yours: z.boolean().optional(),
      filter: targetSchema.optional(),
      ...qualifiers,
      optional: z.boolean().optional(),
      cost: z.array(costSchema).optional(),
      x: variable,
      levels,
      if: conditionSchema.optional(),
      oncePerTurn,
      during,
      effect,
    }),
    z.strictObject({
      kind: z.literal('constant'),
      apply: z.array(continuousSchema).min(1),
      inHand: z.boolean().optional(),
      braved: z.enum(['spirit', 'nexus']).optional(),
      levels,
      // A substitution applied at most once each turn (8-9).
      oncePerTurn,
      during,
      if: conditionSchema.optional(),
    }),
    z.strictObject({
      kind: z.literal('activated'),
      timing,
      cost: z.array(costSchema).optional(),
      x: variable,
      levels,
      if: conditionSchema.optional(),
      oncePerTurn,
      during,
      effect,
    }),
    z.strictObject({ kind: z.literal('magic'), timing, x: variable, effect }),
    z.strictObject({
      kind: z.literal('burst'),
      on: z.enum(BURST_MOMENTS),
      effect,
      thenFlash: z.boolean().optional(),
      thenMain: z.boolean().optional(),
    }),
    z.strictObject({
      kind: z.literal('keyword'),
      keyword: z.enum(KEYWORDS),
      value: int.optional(),
      colors: z.array(color).optional(),
      cond: targetSchema.optional(),
      levels,
      if: conditionSchema.optional(),
      oncePerTurn,
      during,
    }),
  ]),
) as z.ZodType<Ability>;
