// Card facts generated from the shared Vanguard data (../shared/data/vanguard/SOURCE.md): names,
// numbers, grades, powers, shields, criticals, triggers, skill icons, clans and races, and how many
// abilities each card prints. Never the ability sentences: the text a player reads is generated from
// the project's own definitions. The data's defects that touch a fact are read through here, each
// with a note on its card.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { parseVgCards, type VgCardDef } from '../cards.ts';

/** The fields of a source card this generator reads (others are ignored). */
const SourceCard = z.object({
  id: z.string(),
  set: z.string(),
  en: z.object({ name: z.string(), text: z.string(), clan: z.string(), race: z.string() }),
  cardType: z.enum(['normal_unit', 'trigger_unit', 'g_unit']),
  grade: z.number(),
  power: z.number(),
  shield: z.number(),
  critical: z.number(),
  skillIcon: z.enum(['twin_drive', 'triple_drive', 'intercept', 'boost']).nullable().optional(),
  trigger: z.enum(['critical', 'draw', 'stand', 'heal']).nullable(),
  sentinel: z.boolean(),
  checks: z.object({ statsFrom: z.string().optional(), reviewed: z.string().optional() }).optional(),
});

const SourceSet = z.object({
  set: z.string(),
  cards: z.array(SourceCard),
  product: z
    .object({ name: z.string(), cards: z.array(z.object({ id: z.string(), count: z.number() })) })
    .optional(),
});

/**
 * Abilities a card prints: each [AUTO], [ACT] or [CONT] icon outside quotation marks starts one (a
 * quoted ability is one that another ability gives, 10.21.1, as Navalgazer Dragon's, or the
 * reminder of the sentinels' deck limit in BT01/BT02, which repeats their [CONT]). Two texts of the data lost
 * an icon (SOURCE.md, "Known defects"): Dragonic Overlord's gained ability is part of its [ACT], and
 * Gancelot's Lord is printed as [ACT]; both count as printed, so the count stays the card's.
 */
export function countAbilities(text: string): number {
  const own = text.replace(/"[^"]*"|“[^”]*”/g, '');
  return (own.match(/\[(?:AUTO|ACT|CONT)\]/g) ?? []).length;
}

/** The clan as printed, unbalanced brackets of the data aside. */
function cleanName(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

export function sourceToDef(raw: z.infer<typeof SourceCard>): VgCardDef {
  const def: VgCardDef = {
    id: raw.id,
    set: raw.set,
    name: cleanName(raw.en.name),
    type: raw.cardType,
    grade: raw.grade,
    power: raw.power,
    // 2.6.3: grade 3 units print no shield; the data writes 0 for them (sentinels print 0).
    shield: raw.cardType !== 'g_unit' && raw.grade === 3 ? null : raw.shield,
    critical: raw.critical,
    trigger: raw.trigger,
    skills: raw.skillIcon ? [raw.skillIcon] : [],
    sentinel: raw.sentinel,
    clan: cleanName(raw.en.clan),
    race: cleanName(raw.en.race),
    nation: null,
    printedAbilities: countAbilities(raw.en.text),
  };
  if (raw.checks?.statsFrom) def.note = `Stats as on the English card list (the Japanese list differs).`;
  return def;
}

export interface VgGenerated {
  sets: Record<string, VgCardDef[]>;
  decks: { id: string; name: string; cards: { id: string; count: number }[] }[];
}

/** Reads every set file of `<dataDir>/cards` into facts, and each trial deck's list. */
export function generateVgPool(dataDir: string): VgGenerated {
  const dir = join(dataDir, 'cards');
  const sets: Record<string, VgCardDef[]> = {};
  const decks: VgGenerated['decks'] = [];
  for (const f of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const parsed = SourceSet.safeParse(JSON.parse(readFileSync(join(dir, f), 'utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`${f}: field "${issue.path.join('.')}": ${issue.message}`);
    }
    const s = parsed.data;
    sets[s.set] = parseVgCards(s.cards.map(sourceToDef), f);
    if (s.product) decks.push({ id: s.set, name: s.product.name, cards: s.product.cards });
  }
  return { sets, decks };
}
