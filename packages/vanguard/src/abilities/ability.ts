// An ability definition (8.1): [ACT] (8.1.1.1), [AUTO] (8.1.1.2) or [CONT] (8.1.1.3), with the zones
// where it is active, limit break (11.6), generation break (11.12), brave, oracle, ritual (11.15-11.18), "once per turn", its cost, requirement and effect.
import { z } from 'zod';
import { keywordConditionFields } from './keyword-conditions.ts';
import { directiveSchema } from './verbs/index.ts';
import { ABILITY_ZONES, conditionSchema, contEffectSchema, costSchema, timingSchema } from './vocab.ts';

const common = {
  /** 8.1.1.1.1, 8.1.1.2.1: where it is active; none for "AUTO:" (the card's own move). */
  zones: z.array(z.enum(ABILITY_ZONES)),
  /** 11.6: active only with this many cards or more in the master's damage zone. */
  limitBreak: z.number().int().min(1).optional(),
  /** 11.12: generation break, active only with this many face-up G units on (VC) and in the G zone. */
  generationBreak: z.number().int().min(1).optional(),
  /** 11.15, 11.16, 11.18: brave, oracle and ritual. */
  ...keywordConditionFields,
  if: conditionSchema.optional(),
};

export const abilitySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('act'),
    ...common,
    oncePerTurn: z.boolean().optional(),
    /** "This ability cannot be used for the rest of that game" (11.10.2). */
    oncePerGame: z.boolean().optional(),
    cost: costSchema.optional(),
    effect: z.array(directiveSchema).min(1),
  }),
  z.strictObject({
    kind: z.literal('auto'),
    ...common,
    when: timingSchema,
    oncePerTurn: z.boolean().optional(),
    /** 8.1.1.2.2, 8.6.4: "you may pay the cost. If you do, ...". */
    cost: costSchema.optional(),
    effect: z.array(directiveSchema).min(1),
  }),
  z.strictObject({
    kind: z.literal('cont'),
    ...common,
    gets: contEffectSchema,
  }),
]);

export type VgAbility = z.infer<typeof abilitySchema>;
export type VgActAbility = Extract<VgAbility, { kind: 'act' }>;
export type VgAutoAbility = Extract<VgAbility, { kind: 'auto' }>;
export type VgContAbility = Extract<VgAbility, { kind: 'cont' }>;
