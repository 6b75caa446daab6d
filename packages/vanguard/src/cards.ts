// Cardfight!! Vanguard card facts (section 2) and the catalog. A definition holds the facts printed
// on the card (2.1 to 2.17) and how many abilities it prints; the project's own ability definitions
// come later (none yet: a card with printed abilities plays as a vanilla unit and the card coverage
// says so). Every definition is checked by a zod schema whose errors name the card and the field.
import { Catalog } from '@arbiter/cardgame';
import { z } from 'zod';
import { abilitySchema } from './abilities/ability.ts';
import { costSchema } from './abilities/vocab.ts';

/** 2.8: the trigger icons. */
export const TRIGGER_ICONS = ['critical', 'draw', 'stand', 'heal'] as const;
export type TriggerIcon = (typeof TRIGGER_ICONS)[number];

/** 2.10: the skill icons (11.2 drive abilities, 11.3 intercept, 11.4 boost). */
export const SKILL_ICONS = ['twin_drive', 'triple_drive', 'intercept', 'boost'] as const;
export type SkillIcon = (typeof SKILL_ICONS)[number];

/** 2.9: the card types (2.9.2: units with a trigger icon are trigger units). */
export const CARD_TYPES = ['normal_unit', 'trigger_unit', 'g_unit'] as const;

export const VgCardDefSchema = z
  .object({
    id: z.string().regex(/^[A-Z0-9-]+$/, 'a card number such as TD01-001'),
    set: z.string().min(1),
    name: z.string().min(1),
    type: z.enum(CARD_TYPES),
    /** 2.4 */
    grade: z.number().int().min(0).max(4),
    /** 2.5 */
    power: z.number().int().min(0),
    /** 2.6 (2.6.3: some cards have no shield) */
    shield: z.number().int().min(0).nullable(),
    /** 2.7 */
    critical: z.number().int().min(0),
    /** 2.8 */
    trigger: z.enum(TRIGGER_ICONS).nullable(),
    /** 2.10 */
    skills: z.array(z.enum(SKILL_ICONS)),
    /** 11.9: Sentinel (a fact the deck rules count, 5.2.2.5). */
    sentinel: z.boolean(),
    /** 2.2, 2.3, 2.17 */
    clan: z.string().min(1),
    race: z.string().min(1),
    nation: z.string().min(1).nullable(),
    /** How many abilities the card prints ([AUTO], [ACT], [CONT]); their text is not copied. */
    printedAbilities: z.number().int().min(0),
    /** The project's own definitions of the printed abilities (section 8), in printed order. */
    abilities: z.array(abilitySchema).optional(),
    /**
     * 11.14.1: G guardian, the cost of calling this G unit from the face-down G zone to (GC) in the
     * opponent's guard step (7.5.1.2.3).
     */
    gGuardian: costSchema.optional(),
    /**
     * 11.10: Seek Mate, the ability to legion (10.25): the card names it may legion with (11.10.2.1: any
     * one of them) and the number on its icon, the Legion Leader's and Legion Mate's printed power
     * added (11.10.3). Counted as one of the printed abilities.
     */
    seekMate: z
      .strictObject({ mate: z.array(z.string().min(1)).min(1), power: z.number().int().min(0) })
      .optional(),
    /** A defect of the source data read through, if any. */
    note: z.string().optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    // 2.9.2: exactly the units with a trigger icon are trigger units.
    if ((c.type === 'trigger_unit') !== (c.trigger !== null))
      ctx.addIssue({ code: 'custom', path: ['trigger'], message: `a ${c.type} with trigger ${c.trigger}` });
    // 11.14.1: G guardian calls a card from the G zone, which holds only G units (4.11, 5.3).
    if (c.gGuardian !== undefined && c.type !== 'g_unit')
      ctx.addIssue({ code: 'custom', path: ['gGuardian'], message: `a ${c.type} cannot have G guardian` });
  });

export type VgCardDef = z.infer<typeof VgCardDefSchema>;

/** The first problem of a card definition, naming the field; null when it is valid. */
export function vgCardProblem(def: unknown): string | null {
  const r = VgCardDefSchema.safeParse(def);
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  return `field "${issue.path.join('.') || '(card)'}": ${issue.message}`;
}

/** Parses a list of definitions; an error names the card (by id, else its place) and the field. */
export function parseVgCards(list: unknown, file: string): VgCardDef[] {
  if (!Array.isArray(list)) throw new Error(`${file}: expected a list of cards`);
  return list.map((raw, i) => {
    const problem = vgCardProblem(raw);
    if (problem) {
      const id = (raw as { id?: unknown } | null)?.id;
      throw new Error(`${file}: card ${typeof id === 'string' ? id : `#${i + 1}`}: ${problem}`);
    }
    return VgCardDefSchema.parse(raw);
  });
}

/** 11.2: drive is 1, plus the largest drive ability's increase (twin +1, triple +2). */
export function printedDrive(def: VgCardDef): number {
  if (def.skills.includes('triple_drive')) return 3;
  if (def.skills.includes('twin_drive')) return 2;
  return 1;
}

export class VgCatalog extends Catalog<VgCardDef> {
  constructor(cards: Iterable<VgCardDef> = []) {
    super(cards, (def) => vgCardProblem(def));
  }

  /** This catalog with more definitions (test cards); the same id is replaced. */
  with(cards: Iterable<VgCardDef>): VgCatalog {
    return new VgCatalog([...this.all(), ...cards]);
  }
}
