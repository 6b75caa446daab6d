// Battle Spirits Saga in words for a terminal (@arbiter/cardgame's GameTeller): the log as indented
// sentences, the table as a player sees it, who decides what, and a card's facts and text.
import {
  nameList,
  LogNarration,
  type GameTeller,
  type Narration,
  type NarratorOptions,
  type Told,
} from '@arbiter/cardgame';
import type { JsonObject, PlayerIndex } from '@arbiter/engine';
import type { CardRegistry } from './cards.ts';
import { destroyedBy } from './core-risk.ts';
import {
  describeDecision,
  describeEvent,
  objectsFromView,
  trackEvent,
  type DescribableEvent,
  type DescribeContext,
} from './describe.ts';
import type { CardFacts, KeywordFact, SagaPool } from './pool/index.ts';
import { stepLabel } from './state.ts';
import { describeEventIn } from './eternal-words.ts';
import type { BsFormat } from './formats.ts';
import { cardText, keywordLabel } from './text.ts';

/** A card's implementation status, as card coverage reports it. */
export type CardStatus = { implemented: boolean; missing?: string };

/** Turns a viewer's log into sentences (describeEvent), the layout being LogNarration's. */
export function sagaNarrator(
  registry: CardRegistry,
  o: NarratorOptions,
  format: BsFormat = 'saga',
): Narration {
  const objects = o.start ? objectsFromView(o.start) : new Map<number, string>();
  const context: DescribeContext = o.you === undefined ? { names: o.names } : { names: o.names, you: o.you };
  /** BP changes still in force, so "effects end" is only said when something ends (6-8-1-2, 7-1-6-2). */
  const active = { turn: 0, battle: 0 };
  const tell = (raw: JsonObject): Told => {
    const ev = raw as unknown as DescribableEvent;
    trackEvent(objects, ev, o.viewer);
    switch (ev.t) {
      case 'turn':
        return { turn: `Turn ${ev.turn}: ${ev.p === o.you ? 'your turn' : o.names[ev.p]}` };
      case 'step':
        return { step: `${stepLabel(ev.step)} step` };
      case 'bp':
        active[ev.until]++;
        break;
      case 'expire':
        if (active[ev.until] === 0) return null;
        active[ev.until] = 0;
        break;
      case 'gameEnd':
        return { line: describeEvent(registry, ev, o.viewer, context) };
      default:
        break;
    }
    return { line: describeEventIn(format, registry, ev, o.viewer, { ...context, objects }) };
  };
  return new LogNarration(tell);
}

function cores(n: unknown, soul: unknown): string {
  return `${String(n)}${soul === true ? ' + soul core' : ''}`;
}

/** The table as the human sees it: the opponent first, then the human's side and hand. */
export function sagaBoardText(reg: CardRegistry, view: JsonObject, me: PlayerIndex): string[] {
  const players = view.players as JsonObject[];
  const out: string[] = [];
  // Whose turn it is, which is not always who decides (a block, a flash timing in the other's turn).
  const turn = view.active === me ? 'your turn' : `${String(players[view.active as number]!.name)}'s turn`;
  out.push(`Turn ${String(view.turn)}, ${stepLabel(String(view.step))} step, ${turn}`);
  for (const p of [1 - me, me] as PlayerIndex[]) {
    const pl = players[p]!;
    const you = p === me ? ' (you)' : '';
    out.push(
      `${String(pl.name)}${you}: life ${cores(pl.life, pl.lifeSoul)}, reserve ${cores(pl.reserve, pl.reserveSoul)}, trash ${cores(pl.trashCores, pl.trashSoul)} cores and ${(pl.trash as JsonObject[]).length} cards, deck ${String(pl.deckCount)}, hand ${String(pl.handCount)}`,
    );
    const burst = pl.burst as JsonObject | null;
    if (burst) out.push(`  burst: ${burst.faceDown ? 'face down' : reg.get(String(burst.card)).name}`);
    const field = pl.field as JsonObject[];
    if (field.length === 0) out.push('  field: empty');
    for (const c of field) {
      const bp = c.bp === undefined ? '' : `, ${String(c.bp)} BP`;
      const kws = Array.isArray(c.keywords) && c.keywords.length ? `, ${c.keywords.join(' ')}` : '';
      out.push(
        `  ${String(c.name)} #${String(c.id)}: LV${String(c.level)}${bp}, cores ${cores(c.cores, c.soul)}${c.exhausted ? ', exhausted' : ''}${kws}`,
      );
    }
    if (p === me && Array.isArray(pl.hand)) {
      const hand = (pl.hand as JsonObject[]).map((h) => reg.get(String(h.card)).name);
      out.push(`  hand: ${nameList(hand)}`);
    }
  }
  return out;
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

/** A pool card's facts, then the text generated from its definition; null for an unknown card. */
export function sagaCardLines(
  pool: SagaPool,
  status: (id: string) => CardStatus | undefined,
  ref: string,
): string[] | null {
  const card = pool.registry.find(ref) ?? pool.registry.all().find((c) => c.id === ref.toUpperCase());
  const facts = card && pool.facts.get(card.id);
  if (!card || !facts) return null;
  const lines = factLines(facts);
  lines.push('Text:');
  const defined = pool.defined.get(card.id);
  if (defined) lines.push(...cardText(card).map((l) => `  ${l}`));
  else if (facts.printedAbilities === 0) lines.push('  (no abilities)');
  else lines.push(`  abilities not implemented yet (${facts.printedAbilities} printed)`);
  const row = status(card.id);
  if (defined && row && !row.implemented) lines.push(`Not implemented yet: ${row.missing}`);
  return lines;
}

/** Battle Spirits Saga told for a terminal; `registry` holds every card a game may hold. */
export function sagaTeller(
  registry: CardRegistry,
  pool: SagaPool,
  status: (id: string) => CardStatus | undefined,
  format: BsFormat = 'saga',
): GameTeller {
  return {
    narrator: (o) => sagaNarrator(registry, o, format),
    board: (view, me) => sagaBoardText(registry, view, me),
    decision: (d, viewer, names, you) =>
      describeDecision(registry, d, viewer, you === undefined ? { names } : { names, you }),
    confirm(d, answer) {
      const doomed = 'counts' in answer ? destroyedBy(d, answer.counts) : [];
      return doomed.length > 0
        ? `This takes the last cores of ${doomed.join(' and ')}: it leaves the field (${format === 'eternal' ? 'depleted, E635' : '9-3-2'}).`
        : null;
    },
    card: (ref) => sagaCardLines(pool, status, ref),
  };
}
