// zod schemas of skills and card definitions: one checker for the card pool, the test cards and
// the cards scenarios define. An error names the card and the field.
import { z } from 'zod';
import type { DbsCardDef } from './cards.ts';
import {
  color,
  conditionSchema,
  count,
  filterSchema,
  int,
  keywordSchema,
  targetSchema,
} from './schema-common.ts';
import { directiveListSchema } from './verbs/list.ts';

// Lazy: the directive schemas (through `unless`) refer back to the cost schema here, so whichever
// module is loaded first, the list is read only when a skill is checked.
const directives = z.lazy(() => directiveListSchema);
import type { CardFilter, Continuous, Cost, Skill, Trigger } from './vocab.ts';

const side = z.enum(['own', 'opp']);
/** The colours of [Aegis], [Arrival], [Alliance]: one or more (XY). */
const colorList = z.array(color).min(1);
const phaseMoment = z.enum([
  'turnStart',
  'chargeStart',
  'mainStart',
  'mainEnd',
  'turnEnd',
  'offenseStart',
  'defenseStart',
  'damageStart',
  'battleEnd',
]);

const bare = (
  [
    'attacked',
    'attackEnd',
    'fusionCost',
    'leftBattle',
    'kod',
    'dealsDamage',
    'kos',
    'leaderPlaced',
    'evolved',
    'dropped',
    'blocks',
  ] as const
).map((on) => z.strictObject({ on: z.literal(on) }));

export const triggerSchema: z.ZodType<Trigger> = z.discriminatedUnion('on', [
  z.strictObject({
    on: z.literal('played'),
    from: z.literal('hand').optional(),
    union: z.literal(true).optional(),
    bySkillOf: z.string().optional(),
    bySkillNamed: z.string().optional(),
    overRealm: z.literal(true).optional(),
  }),
  z.strictObject({ on: z.literal('attacks'), against: z.enum(['leader', 'battle']).optional() }),
  ...bare,
  z.strictObject({ on: z.literal('combo'), from: z.enum(['hand', 'battle']).optional() }),
  z.strictObject({ on: z.literal('comboEnd'), from: z.enum(['hand', 'battle']).optional() }),
  z.strictObject({ on: z.literal('cardPlayed'), side, filter: filterSchema.optional() }),
  z.strictObject({ on: z.literal('cardKod'), side, filter: filterSchema.optional() }),
  z.strictObject({ on: z.literal('cardCombo'), side, filter: filterSchema.optional() }),
  z.strictObject({
    on: z.literal('cardAttacks'),
    side,
    filter: filterSchema.optional(),
    against: z.enum(['leader', 'battle']).optional(),
  }),
  z.strictObject({ on: z.literal('phase'), at: phaseMoment, whose: z.enum(['own', 'opp', 'any']) }),
  z.strictObject({ on: z.literal('blocker'), side }),
  z.strictObject({ on: z.literal('lifeLost'), side }),
  z.strictObject({ on: z.literal('energyStood'), side }),
  z.strictObject({ on: z.literal('situation'), cond: conditionSchema }),
]) as z.ZodType<Trigger>;

export const costSchema: z.ZodType<Cost> = z.discriminatedUnion('pay', [
  z.strictObject({ pay: z.literal('energy'), n: count, colors: z.partialRecord(color, count).optional() }),
  z.strictObject({ pay: z.literal('discard'), n: count, filter: filterSchema.optional() }),
  z.strictObject({ pay: z.literal('rest') }),
  z.strictObject({ pay: z.literal('dropSelf') }),
  z.strictObject({ pay: z.literal('burst'), n: count }),
  z.strictObject({ pay: z.literal('deckTop'), n: count }),
  z.strictObject({ pay: z.literal('moveSelf'), to: z.enum(['deckBottom', 'removed']) }),
  z.strictObject({
    pay: z.literal('dropBattle'),
    n: count,
    filter: filterSchema.optional(),
    to: z.enum(['removed', 'deckBottom']).optional(),
    orSelf: z.literal(true).optional(),
  }),
  z.strictObject({ pay: z.literal('koBattle'), n: count, filter: filterSchema.optional() }),
  z.strictObject({ pay: z.literal('warpDrop'), n: count, filter: filterSchema.optional() }),
  z.strictObject({ pay: z.literal('removeDrop') }),
  z.strictObject({ pay: z.literal('colors'), colors: colorList, from: z.enum(['hand', 'battle']) }),
  z.strictObject({ pay: z.literal('life'), n: count, to: z.enum(['drop', 'hand']) }),
  z.strictObject({
    pay: z.literal('under'),
    n: count,
    from: z.enum(['hand', 'battle']),
    filter: filterSchema.optional(),
  }),
  z.strictObject({ pay: z.literal('restOwn'), n: count, filter: filterSchema.optional() }),
  z.strictObject({ pay: z.literal('dropUnder'), n: count }),
]) as z.ZodType<Cost>;

/** A filter that reads no colour (a colour-giving effect's: it would depend on itself). */
function colourBlind(f: CardFilter): boolean {
  return f.colors === undefined && f.multicolor === undefined && (f.not === undefined || colourBlind(f.not));
}

export const continuousSchema: z.ZodType<Continuous> = z.discriminatedUnion('c', [
  z.strictObject({
    c: z.literal('power'),
    amount: int,
    target: targetSchema.optional(),
    perUnder: z.literal(true).optional(),
  }),
  z.strictObject({ c: z.literal('keyword'), spec: keywordSchema, target: targetSchema.optional() }),
  z.strictObject({ c: z.literal('unattackable'), target: targetSchema.optional() }),
  z.strictObject({ c: z.literal('awakenAnyLife'), target: targetSchema.optional() }),
  ...(
    [
      'attackActive',
      'noCounter',
      'noBlocker',
      'cannotAttack',
      'noBattleKo',
      'noSkillKo',
      'staysInBattle',
      'unnegatable',
      'noLeaderAttack',
      'guardOthers',
      'noBattlePlay',
      'onlyOneInPlay',
      'counterByLife',
      'noOpponentCombo',
      'comboRested',
    ] as const
  ).map((c) => z.strictObject({ c: z.literal(c) })),
  z.strictObject({ c: z.literal('cost'), amount: int, inPlay: z.boolean().optional() }),
  z.strictObject({ c: z.literal('counterCostBan'), min: count }),
  z.strictObject({ c: z.literal('handCost'), amount: int, filter: filterSchema }),
  z.strictObject({ c: z.literal('free') }),
  z.strictObject({
    c: z.literal('alsoNamed'),
    character: z.string().optional(),
    trait: z.string().optional(),
    name: z.string().optional(),
  }),
  z.strictObject({ c: z.literal('deckLimit'), n: count }),
  z.strictObject({
    c: z.literal('colors'),
    add: colorList,
    filter: filterSchema.refine(colourBlind, {
      message: 'a colour-giving effect cannot choose its cards by colour',
    }),
  }),
  z.strictObject({ c: z.literal('handUnaffected'), leader: filterSchema }),
  z.strictObject({ c: z.literal('cannotAttackBattle'), filter: filterSchema.optional() }),
  z
    .strictObject({
      c: z.literal('replace'),
      event: z.enum(['ko', 'damage']),
      target: targetSchema.optional(),
      side: z.enum(['own', 'opp']).optional(),
      optional: z.boolean().optional(),
      cost: z.array(costSchema).optional(),
      instead: directives,
    })
    .refine((e) => (e.event === 'ko' ? e.side === undefined : e.target === undefined), {
      message: 'a KO replacement names a target, a damage replacement a side',
    }),
]) as z.ZodType<Continuous>;

const common = {
  once: z.boolean().optional(),
  bond: z.strictObject({ n: count, filter: filterSchema.optional() }).optional(),
  sparking: count.optional(),
  if: conditionSchema.optional(),
  whileUnder: z.boolean().optional(),
};

/** 10-13: the three [Union] skills (a second union on `kind`, told apart by `variant`). */
const unionSchema = z.discriminatedUnion('variant', [
  z.strictObject({
    kind: z.literal('union'),
    variant: z.enum(['fusion', 'potara']),
    cost: z.array(costSchema),
    characters: z.array(z.string().min(1)).min(2),
  }),
  z.strictObject({
    kind: z.literal('union'),
    variant: z.literal('absorb'),
    cost: z.array(costSchema),
    from: z.enum(['hand', 'drop', 'deck']),
    filter: filterSchema,
  }),
]);

export const skillSchema: z.ZodType<Skill> = z.discriminatedUnion('kind', [
  z.strictObject({
    ...common,
    kind: z.literal('auto'),
    on: triggerSchema,
    optional: z.boolean().optional(),
    cost: z.array(costSchema).optional(),
    effect: directives,
  }),
  z.strictObject({ ...common, kind: z.literal('permanent'), effect: z.array(continuousSchema).min(1) }),
  z.strictObject({
    ...common,
    kind: z.literal('activate'),
    timing: z.array(z.enum(['main', 'battle'])).min(1),
    fromHand: z.literal(true).optional(),
    cost: z.array(costSchema).optional(),
    effect: directives,
  }),
  z.strictObject({
    ...common,
    kind: z.literal('counter'),
    on: z.enum(['play', 'attack', 'battleCardAttack', 'counter']),
    cost: z.array(costSchema).optional(),
    effect: directives,
  }),
  z.strictObject({ kind: z.literal('keyword'), spec: keywordSchema }),
  z.strictObject({
    kind: z.literal('awaken'),
    cond: conditionSchema,
    cost: z.array(costSchema).optional(),
    optional: z.boolean().optional(),
    effect: directives,
  }),
  z.strictObject({
    kind: z.literal('wish'),
    cond: conditionSchema,
    cost: z.array(costSchema).optional(),
    effect: directives,
  }),
  z.strictObject({
    kind: z.literal('evolve'),
    variant: z.enum(['evolve', 'ex', 'xeno']),
    cost: z.array(costSchema),
    onto: filterSchema,
  }),
  z.strictObject({ kind: z.literal('field') }),
  z.strictObject({
    kind: z.literal('overRealm'),
    n: count,
    dark: z.boolean().optional(),
    cost: z.array(costSchema),
  }),
  z.strictObject({
    kind: z.literal('swap'),
    n: count,
    cost: z.array(costSchema),
    filter: filterSchema.optional(),
  }),
  z.strictObject({ kind: z.literal('arrival'), colors: colorList, cost: z.array(costSchema) }),
  z.strictObject({ kind: z.literal('aegis'), colors: colorList }),
  z.strictObject({ kind: z.literal('alliance'), colors: colorList, effect: directives }),
  unionSchema,
]) as z.ZodType<Skill>;

const energyCost = z.strictObject({ total: count, colors: z.partialRecord(color, count) });

const sideSchema = z.strictObject({
  name: z.string().min(1),
  power: int,
  characters: z.array(z.string()),
  traits: z.array(z.string()),
  eras: z.array(z.string()),
  skills: z.array(skillSchema),
});

export const cardDefSchema: z.ZodType<DbsCardDef> = z
  .strictObject({
    id: z.string().min(1),
    name: z.string().min(1),
    type: z.enum(['leader', 'battle', 'extra']),
    colors: z.array(color),
    power: int,
    cost: energyCost.nullable(),
    combo: z.strictObject({ cost: count, power: int }).nullable(),
    characters: z.array(z.string()),
    traits: z.array(z.string()),
    eras: z.array(z.string()),
    skills: z.array(skillSchema),
    back: sideSchema.optional(),
    token: z.boolean().optional(),
    rarity: z.string().optional(),
  })
  // 10-18-2: only a token may have no colour (its effect may give none).
  .refine((d) => d.colors.length > 0 || d.token === true, {
    message: 'no colour',
    path: ['colors'],
  }) as z.ZodType<DbsCardDef>;

/** Validates a definition; the error names the card and each bad field. */
export function checkCardDef(raw: unknown): DbsCardDef {
  const r = cardDefSchema.safeParse(raw);
  if (r.success) return r.data;
  const id =
    typeof raw === 'object' && raw !== null && 'id' in raw ? String((raw as { id: unknown }).id) : '(no id)';
  const problems = r.error.issues.map((i) => `${i.path.join('.') || '(card)'}: ${i.message}`);
  throw new Error(`Card ${id}: ${problems.join('; ')}`);
}
