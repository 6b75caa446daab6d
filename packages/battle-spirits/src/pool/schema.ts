// zod schemas of the Saga card pool: the generated facts files and a full card definition
// (facts plus the project's own abilities, in the effect vocabulary).
import { z } from 'zod';
import { COLORS, type SagaCard } from '../cards.ts';
import { abilitySchema } from '../vocab-schema.ts';
import { KEYWORDS, type Ability, type KeywordName } from '../vocab.ts';

const int = z.number().int();
const count = z.number().int().min(0);
const color = z.enum(COLORS);

/** A keyword printed on a card, as the data lists it: Burst too, which is an ability kind of its own. */
export const FACT_KEYWORDS = [...KEYWORDS, 'burst'] as const;
export type FactKeyword = KeywordName | 'burst';

export type KeywordValue = number | string | (number | string)[];
export interface KeywordFact {
  keyword: FactKeyword;
  /** Crush/Gale/Raid... a number; Armor colours; Chain a colour; Ascend a cost or spirit types. */
  value?: KeywordValue;
}

/** One card's printed facts (2-1 to 2-11): never its effect text. */
export interface CardFacts extends Omit<SagaCard, 'abilities' | 'token'> {
  keywords: KeywordFact[];
  /** How many abilities the card prints (a count only), so coverage can tell a vanilla card. */
  printedAbilities: number;
}

const levelSchema = z.strictObject({ level: int.min(1), cores: count, bp: count.optional() });

const factsShape = {
  id: z.string().min(1),
  name: z.string().min(1),
  additionalName: z.string().min(1).optional(),
  type: z.enum(['spirit', 'nexus', 'magic']),
  colors: z.array(color).min(1),
  cost: count,
  reduction: z.array(color),
  symbols: z.array(z.array(color).min(1).max(2)),
  spiritTypes: z.array(z.string().min(1)),
  levels: z.array(levelSchema),
};

/** 2-10: a spirit's levels all have BP, a nexus's none; magic has no levels. */
function checkLevels(c: { type: string; levels: { bp?: number | undefined }[] }, ctx: z.RefinementCtx): void {
  if (c.type === 'magic' && c.levels.length > 0)
    ctx.addIssue({ code: 'custom', path: ['levels'], message: 'a magic card has no levels' });
  if (c.type !== 'magic' && c.levels.length === 0)
    ctx.addIssue({ code: 'custom', path: ['levels'], message: 'a spirit or nexus needs at least one level' });
  c.levels.forEach((l, i) => {
    if (c.type === 'spirit' && l.bp === undefined)
      ctx.addIssue({ code: 'custom', path: ['levels', i, 'bp'], message: 'every spirit level needs BP' });
    if (c.type === 'nexus' && l.bp !== undefined)
      ctx.addIssue({ code: 'custom', path: ['levels', i, 'bp'], message: 'a nexus level has no BP' });
  });
}

const keywordValue = z.union([int, z.string().min(1), z.array(z.union([int, z.string().min(1)])).min(1)]);

export const keywordFactSchema: z.ZodType<KeywordFact> = z.strictObject({
  keyword: z.enum(FACT_KEYWORDS),
  value: keywordValue.optional(),
});

/** One entry of a generated `cards/saga/<SET>.json`. */
export const cardFactsSchema: z.ZodType<CardFacts> = z
  .strictObject({ ...factsShape, keywords: z.array(keywordFactSchema), printedAbilities: count })
  .superRefine(checkLevels);

export const setFactsSchema = z.array(cardFactsSchema);

/** A full card definition: the facts and the abilities the engine plays. */
export const cardDefinitionSchema: z.ZodType<SagaCard> = z
  .strictObject({ ...factsShape, abilities: z.array(abilitySchema), token: z.boolean().optional() })
  .superRefine(checkLevels);

/** `cards/saga/effects/<SET>.ts`: the abilities of each card, by card id. */
export const setEffectsSchema: z.ZodType<Record<string, Ability[]>> = z.record(
  z.string().min(1),
  z.array(abilitySchema),
);

/** A zod path as `abilities[0].effect[1].n`. */
export function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`;
  return out || '(the card)';
}

/** One line per problem: `field: message`. */
export function zodProblems(e: z.ZodError): string[] {
  return e.issues.map((i) => `${issuePath(i.path)}: ${i.message}`);
}
