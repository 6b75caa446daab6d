// zod schemas of the effect vocabulary: one checker for card definitions and scenario test cards.
import { z } from 'zod';
import { COLORS } from './cards.ts';
import {
  BURST_MOMENTS,
  KEYWORDS,
  type Amount,
  type Condition,
  PERIODS,
  TRIGGERS,
  type Ability,
  type Continuous,
  type Cost,
  type Directive,
  type KeywordSpec,
  type Target,
  type TempContinuous,
  type TokenSpec,
} from './vocab.ts';

const int = z.number().int();
const count = z.number().int().min(0);
const color = z.enum(COLORS);
const until = z.enum(['turn', 'battle']);
const levels = z.array(int.min(1)).optional();
const oncePerTurn = z.boolean().optional();
const during = z.enum(PERIODS).optional();
const stepName = z.enum(['start', 'core', 'draw', 'refresh', 'main', 'attack', 'end']);

export const targetSchema: z.ZodType<Target> = z.strictObject({
  side: z.enum(['self', 'subject', 'chosen', 'own', 'opponent', 'any']),
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
      'magicThisTurn',
      'trashCores',
    ]),
    shortOf: z.number().int().nonnegative().optional(),
  }),
  z.strictObject({ eventCards: targetSchema }),
  z.strictObject({ destroyedByThis: z.enum(['any', 'own', 'opponent']) }),
  z.strictObject({ discardedByThis: z.enum(['any', 'own', 'opponent']) }),
  z.strictObject({ highest: z.enum(['bp', 'cost']), among: targetSchema }),
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
    }),
    z.strictObject({ soulPaid: z.enum(['self', 'subject']) }),
    z.strictObject({ step: stepName }),
    z.strictObject({ burstSet: z.boolean() }),
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

const qualifiers = {
  by: z.enum(['you', 'opponent']).optional(),
  cause: z.enum(['battle', 'effect', 'noCores']).optional(),
  source: targetSchema.optional(),
  who: z.enum(['you', 'opponent']).optional(),
  outsideDrawStep: z.boolean().optional(),
  returnedTo: z.enum(['hand', 'deck']).optional(),
  cards: targetSchema.optional(),
  fromHand: z.boolean().optional(),
  ascendWith: targetSchema.optional(),
  firstEachTurn: z.boolean().optional(),
  allSubjects: z.boolean().optional(),
};

export const directiveSchema: z.ZodType<Directive> = z.lazy(() =>
  z.discriminatedUnion('do', [
    z.strictObject({ do: z.literal('draw'), n: amountSchema }),
    z.strictObject({
      do: z.literal('discard'),
      // `any`: from the hand only (as many as the discarding player likes).
      n: z.union([amountSchema, z.literal('any')]),
      side: z.enum(['own', 'opponent']).optional(),
      from: z.enum(['hand', 'deckTop']).optional(),
    }),
    z.strictObject({ do: z.literal('gainCore'), n: amountSchema, to: z.enum(['reserve', 'life', 'trash']) }),
    z.strictObject({
      do: z.literal('sendCores'),
      n: amountSchema,
      side: z.enum(['own', 'opponent']),
      from: z.enum(['reserve', 'life', 'trash']),
      to: z.enum(['trash', 'reserve', 'void', 'life']),
      regularOnly: z.boolean().optional(),
    }),
    z.strictObject({
      do: z.literal('bp'),
      amount: int,
      per: amountSchema.optional(),
      target: targetSchema,
      until,
    }),
    z.strictObject({
      do: z.literal('removeCores'),
      n: z.union([amountSchema, z.literal('all'), z.literal('allButOne'), z.strictObject({ allBut: count })]),
      target: targetSchema,
      to: z.enum(['reserve', 'trash', 'void', 'self']),
      upTo: z.boolean().optional(),
    }),
    z.strictObject({ do: z.literal('setBp'), value: int.min(0), target: targetSchema, until }),
    z.strictObject({
      do: z.literal('setLevel'),
      level: z.union([int.min(1), z.literal('highest')]),
      target: targetSchema,
      until,
      whileYouControl: z.boolean().optional(),
    }),
    z.strictObject({
      do: z.literal('destroy'),
      target: targetSchema,
      noWhenDestroyed: z.boolean().optional(),
    }),
    z.strictObject({ do: z.literal('exhaust'), target: targetSchema }),
    z.strictObject({ do: z.literal('endAttackStep') }),
    z.strictObject({ do: z.literal('refresh'), target: targetSchema }),
    z.strictObject({ do: z.literal('toHand'), target: targetSchema }),
    z.strictObject({ do: z.literal('toDeck'), target: targetSchema, bottom: z.boolean().optional() }),
    z.strictObject({ do: z.literal('grant'), keyword: keywordSpecSchema, target: targetSchema, until }),
    z.strictObject({
      do: z.literal('cannot'),
      action: z.enum(['attack', 'block', 'activate']),
      target: targetSchema,
      until,
    }),
    z.strictObject({
      do: z.literal('attackSpirit'),
      target: targetSchema,
      attacker: z.enum(['self', 'subject']).optional(),
    }),
    z.strictObject({ do: z.literal('crush'), target: targetSchema }),
    z.strictObject({
      do: z.literal('setSymbols'),
      symbols: z.array(z.array(color).min(1)),
      target: targetSchema,
      until,
    }),
    z.strictObject({ do: z.literal('win') }),
    z.strictObject({ do: z.literal('lose') }),
    z.strictObject({
      do: z.literal('token'),
      token: tokenSchema,
      n: count,
      exhausted: z.boolean().optional(),
    }),
    z.strictObject({ do: z.literal('feast'), tokens: z.tuple([tokenSchema, tokenSchema, tokenSchema]) }),
    z.strictObject({
      do: z.literal('reveal'),
      n: amountSchema,
      view: z.boolean().optional(),
      pick: targetSchema.optional(),
      pickTo: z.enum(['hand', 'top', 'bottom', 'trash', 'field']).optional(),
      rest: z.enum(['bottom', 'top', 'trash']),
    }),
    z.strictObject({
      do: z.literal('placeCores'),
      n: z.union([amountSchema, z.literal('any')]),
      from: z.enum(['void', 'reserve', 'trash']),
      target: targetSchema,
      soul: z.boolean().optional(),
      regularOnly: z.boolean().optional(),
    }),
    z.strictObject({ do: z.literal('if'), cond: conditionSchema, then: z.array(directiveSchema) }),
    z.strictObject({
      do: z.literal('summon'),
      target: targetSchema,
      free: z.boolean().optional(),
      exhausted: z.boolean().optional(),
      noWhenSummoned: z.boolean().optional(),
      fromReserve: z.boolean().optional(),
    }),
    z.strictObject({ do: z.literal('deployThis') }),
    z.strictObject({ do: z.literal('skipRefresh'), target: targetSchema }),
    z.strictObject({ do: z.literal('oneOf'), options: z.array(z.array(directiveSchema).min(1)).min(2) }),
    z.strictObject({ do: z.literal('revealRandom'), side: z.enum(['own', 'opponent']) }),
    z.strictObject({ do: z.literal('select'), target: targetSchema, add: z.boolean().optional() }),
    z.strictObject({
      do: z.literal('whenSummonedAgain'),
      target: targetSchema,
      as: z.literal('self').optional(),
    }),
    z.strictObject({
      do: z.literal('gainAbility'),
      ability: z.lazy(() => abilitySchema).refine((a) => a.kind === 'trigger', 'a triggered ability'),
      target: targetSchema,
      until,
    }),
    z.strictObject({ do: z.literal('apply'), effect: tempContinuousSchema, target: targetSchema, until }),
    z.strictObject({ do: z.literal('chain'), color, effect: z.array(directiveSchema) }),
    z.strictObject({
      do: z.literal('rule'),
      apply: continuousSchema,
      until,
      once: z.boolean().optional(),
    }),
    z.strictObject({ do: z.literal('repeat'), n: amountSchema, effect: z.array(directiveSchema).min(1) }),
    z.strictObject({
      do: z.literal('delayed'),
      on: z.enum(TRIGGERS),
      filter: targetSchema.optional(),
      step: stepName.optional(),
      until,
      once: z.boolean().optional(),
      effect: z.array(directiveSchema).min(1),
      ...qualifiers,
    }),
  ]),
);

export const costSchema: z.ZodType<Cost> = z.discriminatedUnion('pay', [
  z.strictObject({ pay: z.literal('soulCoreOfSelf') }),
  z.strictObject({ pay: z.literal('soulCore'), to: z.literal('void').optional() }),
  z.strictObject({ pay: z.literal('cores'), n: z.union([count, z.literal('X')]) }),
  z.strictObject({ pay: z.literal('exhaustSelf') }),
  z.strictObject({ pay: z.literal('discard'), n: count, filter: targetSchema.optional() }),
  z.strictObject({ pay: z.literal('destroy'), target: targetSchema }),
  z.strictObject({ pay: z.literal('destroySelf') }),
  z.strictObject({ pay: z.literal('exhaust'), target: targetSchema }),
  z.strictObject({ pay: z.literal('coresFromSelf'), n: count }),
]);

const tempContinuousSchema: z.ZodType<TempContinuous> = z.lazy(() =>
  z.union([
    z.strictObject({
      protect: z.enum(['destroy', 'removeCores', 'select', 'return', 'battle']),
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
  ]),
);

const continuousSchema: z.ZodType<Continuous> = z.union([
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
    protect: z.enum(['destroy', 'removeCores', 'select', 'return', 'battle']),
    from: z.literal('opponent').optional(),
    source: targetSchema.optional(),
    to: targetSchema,
  }),
  z.strictObject({ noBlockBy: targetSchema, to: targetSchema }),
  z.strictObject({ blockExhausted: z.literal(true), against: targetSchema.optional(), to: targetSchema }),
  z.strictObject({ extraCost: z.array(costSchema).min(1), to: targetSchema }),
  z.strictObject({
    summonCost: z.array(z.strictObject({ pay: z.literal('destroy'), target: targetSchema })).min(1),
  }),
  z.strictObject({ levelCost: int, to: targetSchema }),
  z.strictObject({ attackTax: z.enum(['core', 'coreToReserve']), to: targetSchema }),
  z.strictObject({ mustAttack: z.enum(['ifAble', 'first']), to: targetSchema }),
  z.strictObject({ loseEffects: z.enum(['all', 'lv1']), to: targetSchema }),
  z.strictObject({ noLifeDamage: z.enum(['any', 'own']), to: targetSchema }),
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
  z.strictObject({ blocksOnAttack: z.literal(true), to: targetSchema }),
  z.strictObject({ symbolColors: z.array(color).min(1), for: targetSchema.optional(), to: targetSchema }),
  z.strictObject({ costDelta: int, to: targetSchema }),
  z.strictObject({ costSet: amountSchema, to: targetSchema }),
  z.strictObject({ deckDiscardCap: count, from: z.literal('opponent').optional() }),
  z.strictObject({ costIs: count }),
  z.strictObject({ reductionFulfilled: z.literal(true) }),
  z.strictObject({ symbols: int, to: targetSchema }),
  z.strictObject({ cannotSummon: targetSchema }),
  z.strictObject({ cannotUse: targetSchema, exceptFieldColor: z.boolean().optional() }),
  z.strictObject({ useFree: targetSchema }),
  z.strictObject({ selectFor: z.literal('opponentMagic') }),
  z.strictObject({ summonLimit: count.min(1), to: targetSchema }),
  z.strictObject({ coreStepGain: count }),
  z.strictObject({ drawStepExtra: count }),
  z.strictObject({ extraRefreshStep: z.literal(true) }),
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
