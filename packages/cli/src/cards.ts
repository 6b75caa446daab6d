// `arbiter cards show` and `arbiter cards coverage`: the Saga card pool.
import {
  cardText,
  EFFECT_CARDS,
  keywordLabel,
  readSagaPool,
  VANILLA_CARDS,
  type CardRegistry,
  sagaCardCoverage,
  SagaPoolError,
  type CardFacts,
  type KeywordFact,
  type SagaCardCoverage,
  type SagaPool,
} from '@arbiter/battle-spirits';
import { findGame, GAMES } from '@arbiter/games';
import { UsageError } from './errors.ts';

/** The pool; a broken definition is bad input to every command that reads it. */
export async function sagaPool(): Promise<SagaPool> {
  try {
    return await readSagaPool();
  } catch (e) {
    if (e instanceof SagaPoolError) throw new UsageError(e.message);
    throw e;
  }
}

/** Every card a game may hold: the Saga pool and Arbiter's own test cards (as the server has them). */
export async function playRegistry(): Promise<CardRegistry> {
  return (await sagaPool()).registry.with([...VANILLA_CARDS, ...EFFECT_CARDS]);
}

const titled = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function keywordFactText(k: KeywordFact): string {
  const label = k.keyword === 'burst' ? 'Burst' : keywordLabel(k.keyword);
  if (k.value === undefined) return label;
  const v = Array.isArray(k.value)
    ? k.value.map((x) => titled(String(x))).join('/')
    : titled(String(k.value));
  return `${label}: ${v}`;
}

/** The facts of a card, one line each. */
export function factLines(c: CardFacts): string[] {
  const lines = [`${c.id}  ${c.name}${c.additionalName ? ` (${c.additionalName})` : ''}`];
  lines.push(
    `${titled(c.type)}, ${c.colors.map(titled).join('/')}, cost ${c.cost}` +
      (c.reduction.length ? `, reduction ${c.reduction.map(titled).join(' ')}` : ', no reduction'),
  );
  if (c.symbols.length) lines.push(`Symbols: ${c.symbols.map((s) => s.map(titled).join('/')).join(', ')}`);
  if (c.spiritTypes.length) lines.push(`Spirit types: ${c.spiritTypes.join(', ')}`);
  for (const l of c.levels) {
    lines.push(
      `LV${l.level}: ${l.cores} core${l.cores === 1 ? '' : 's'}${l.bp === undefined ? '' : `, ${l.bp} BP`}`,
    );
  }
  if (c.keywords.length) lines.push(`Keywords: ${c.keywords.map(keywordFactText).join(', ')}`);
  return lines;
}

/** `arbiter cards show <id>`: facts, then the text generated from the definition. */
export async function showCard(ref: string): Promise<string[]> {
  const pool = await sagaPool();
  const card = pool.registry.find(ref) ?? pool.registry.all().find((c) => c.id === ref.toUpperCase());
  const facts = card && pool.facts.get(card.id);
  if (!card || !facts) throw new UsageError(`No Battle Spirits Saga card "${ref}".`);
  const lines = factLines(facts);
  lines.push('Text:');
  const defined = pool.defined.get(card.id);
  if (defined) lines.push(...cardText(card).map((l) => `  ${l}`));
  else if (facts.printedAbilities === 0) lines.push('  (no abilities)');
  else lines.push(`  abilities not implemented yet (${facts.printedAbilities} printed)`);
  const cov = sagaCardCoverage({ ...pool, sets: pool.sets.filter((s) => s.cards.includes(facts)) });
  const row = cov.sets[0]?.cards.find((r) => r.id === card.id);
  if (defined && row && !row.implemented) lines.push(`Not implemented yet: ${row.missing}`);
  return lines;
}

/** `arbiter cards coverage`: one line per set, then the total; `missing` lists what each card lacks. */
export async function cardsCoverage(opts: {
  game: string;
  format?: string;
  missing?: boolean;
}): Promise<{ lines: string[]; warnings: string[]; coverage: SagaCardCoverage }> {
  const game = findGame(opts.game);
  if (!game)
    throw new UsageError(`Unknown game "${opts.game}" (known: ${GAMES.map((g) => g.id).join(', ')})`);
  const format = opts.format ?? game.formats[0]!;
  if (!game.formats.includes(format))
    throw new UsageError(`Unknown format "${format}" for ${game.id} (known: ${game.formats.join(', ')})`);
  const coverage = await game.cardCoverage(format);
  const lines: string[] = [];
  if (opts.missing) {
    for (const s of coverage.sets) {
      for (const c of s.cards) if (!c.implemented) lines.push(`${c.id}  ${c.name}: ${c.missing}`);
    }
  }
  for (const s of coverage.sets) lines.push(`${s.set} implemented ${s.implemented} of ${s.total}`);
  lines.push(`total implemented ${coverage.implemented} of ${coverage.total}`);
  return { lines, warnings: coverage.problems.map((p) => `warning: ${p}`), coverage };
}
