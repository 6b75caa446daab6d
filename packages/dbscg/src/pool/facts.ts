// The facts of a real DBSCG card as the project keeps them (../shared/data/dbscg/SOURCE.md: names,
// numbers, types, colours, costs with their colour requirements, power, combo energy and power,
// characters, special traits, eras, keywords with their values): never a skill's text. The number
// of printed skills is kept so that coverage can tell whether every skill has a definition.
import { z } from 'zod';
import { COLORS } from '../vocab.ts';

const side = z.strictObject({
  name: z.string().min(1),
  power: z.number().int(),
  characters: z.array(z.string()),
  traits: z.array(z.string()),
  eras: z.array(z.string()),
  /** Keyword skills printed at the head of a skill, with their value ("Over Realm 3"). */
  keywords: z.array(z.string()),
  /** How many skills are printed on this side. */
  skills: z.number().int().min(0),
});

/**
 * 10-18-2: a token a card's skill makes, with the information the data gives it (its name, 10-18-4,
 * and its power; combo cost and power when given). Nothing the data leaves out is filled in.
 */
export const tokenFactsSchema = z.strictObject({
  name: z.string().min(1),
  power: z.number().int(),
  combo: z.strictObject({ cost: z.number().int().min(0), power: z.number().int() }).nullable(),
});

export type TokenFacts = z.infer<typeof tokenFactsSchema>;

export const dbsFactsSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  rarity: z.string(),
  type: z.enum(['leader', 'battle', 'extra']),
  colors: z.array(z.enum(COLORS)).min(1),
  power: z.number().int(),
  cost: z
    .strictObject({
      total: z.number().int().min(0),
      colors: z.partialRecord(z.enum(COLORS), z.number().int().min(0)),
    })
    .nullable(),
  combo: z.strictObject({ cost: z.number().int().min(0), power: z.number().int() }).nullable(),
  characters: z.array(z.string()),
  traits: z.array(z.string()),
  eras: z.array(z.string()),
  keywords: z.array(z.string()),
  skills: z.number().int().min(0),
  back: side.optional(),
  /** The tokens its skills make (10-18), as the data describes them. */
  tokens: z.array(tokenFactsSchema).optional(),
  /** How the data had to be read for this card (its defects), when it did. */
  note: z.string().optional(),
});

export type DbsFacts = z.infer<typeof dbsFactsSchema>;
