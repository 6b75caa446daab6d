// The Dragon Ball Super Card Game in words for a terminal (@arbiter/cardgame's GameTeller): the log
// in the sentences of narrate.ts, the areas as a player sees them (3-1-3), who decides what, and a
// card's facts with the text generated from its skills.
import {
  LogNarration,
  nameList,
  type GameTeller,
  type Narration,
  type NarratorOptions,
} from '@arbiter/cardgame';
import type { JsonObject, PlayerIndex } from '@arbiter/engine';
import { costText, type DbsCatalog } from './cards.ts';
import { describeDbsEvent, phaseLabel, type NarrateContext } from './narrate.ts';
import { cardText } from './text.ts';
import { keywordName } from './text-common.ts';

const AREAS_WITH_CARDS = ['leader', 'battle', 'combo', 'energy', 'drop', 'warp', 'removed', 'hand'];

/** The cards a view shows by object id (cards beneath others included), to name them later. */
export function objectsInView(view: JsonObject): Map<number, string> {
  const out = new Map<number, string>();
  const add = (c: unknown): void => {
    if (!c || typeof c !== 'object' || Array.isArray(c)) return;
    const o = c as JsonObject;
    if (typeof o.id === 'number' && typeof o.card === 'string') out.set(o.id, o.card);
    if (Array.isArray(o.under)) o.under.forEach(add);
  };
  for (const pl of Array.isArray(view.players) ? view.players : []) {
    if (!pl || typeof pl !== 'object' || Array.isArray(pl)) continue;
    for (const area of AREAS_WITH_CARDS) {
      const v = pl[area];
      if (Array.isArray(v)) v.forEach(add);
      else add(v);
    }
  }
  return out;
}

export function dbsNarrator(cat: DbsCatalog, o: NarratorOptions): Narration {
  // describeDbsEvent speaks to its viewer in the second person: the terminal's own seat.
  const x: NarrateContext = {
    cat,
    names: o.names,
    viewer: o.you ?? o.viewer,
    objects: o.start ? objectsInView(o.start) : new Map(),
  };
  return new LogNarration((ev) => {
    if (ev.t === 'phase') {
      const label = phaseLabel(String(ev.phase));
      return label ? { step: label } : null;
    }
    const line = describeDbsEvent(x, ev);
    if (line === null) return null;
    return ev.t === 'turn' ? { turn: line } : { line };
  });
}

const PHASE_OF_DATA: Record<string, string> = {
  setup: 'Preparation',
  charge: 'Charge Phase',
  main: 'Main Phase',
  mainEnd: 'Main Phase End Step',
  end: 'End Phase',
};

function cardLine(c: JsonObject): string {
  const parts = [`${String(c.name)} #${String(c.id)}`];
  const facts: string[] = [];
  if (typeof c.power === 'number') facts.push(`${c.power} power`);
  if (c.rest === true) facts.push('Rest Mode');
  if (c.flipped === true) facts.push('awakened');
  if (Array.isArray(c.keywords) && c.keywords.length) facts.push(c.keywords.join(' '));
  if (Array.isArray(c.under) && c.under.length) facts.push(`${c.under.length} beneath`);
  return facts.length ? `${parts[0]}: ${facts.join(', ')}` : parts[0]!;
}

/** The table as seat `me` sees it (its view, dbsView): the opponent first, then its own side and hand. */
export function dbsBoardText(cat: DbsCatalog, view: JsonObject, me: PlayerIndex): string[] {
  const players = view.players as JsonObject[];
  const turn = view.active === me ? 'your turn' : `${String(players[view.active as number]!.name)}'s turn`;
  const out = [
    `Turn ${String(view.turn)}, ${PHASE_OF_DATA[String(view.phase)] ?? String(view.phase)}, ${turn}`,
  ];
  for (const p of [1 - me, me] as PlayerIndex[]) {
    const pl = players[p]!;
    const energy = pl.energy as JsonObject[];
    const active = energy.filter((c) => c.rest !== true).length;
    out.push(
      `${String(pl.name)}${p === me ? ' (you)' : ''}: life ${String(pl.lifeCount)}, deck ${String(pl.deckCount)}, hand ${String(pl.handCount)}, energy ${energy.length} (${active} active), drop ${(pl.drop as JsonObject[]).length}, warp ${(pl.warp as JsonObject[]).length}`,
    );
    out.push(`  leader: ${cardLine(pl.leader as JsonObject)}`);
    for (const area of ['battle', 'combo'] as const) {
      const cards = pl[area] as JsonObject[];
      if (area === 'battle' && cards.length === 0) out.push('  battle: empty');
      for (const c of cards) out.push(`  ${area}: ${cardLine(c)}`);
    }
    if (energy.length)
      out.push(`  energy: ${nameList(energy.map((c) => `${String(c.name)}${c.rest ? ' (rest)' : ''}`))}`);
    if (p === me && Array.isArray(pl.hand)) {
      const hand = (pl.hand as JsonObject[]).map((h) => cat.get(String(h.card)).name);
      out.push(`  hand: ${nameList(hand)}`);
    }
  }
  return out;
}

/** What a waiting player is told the other is doing, by decision kind. */
const WAITING: Record<string, string> = {
  redraw: 'choose cards to redraw',
  charge: 'charge energy',
  mainAction: 'act in the Main Phase',
  battleAction: 'act in the battle',
  counter: 'use a [Counter] or pass',
  payEnergy: 'pay energy',
  payCost: 'pay a cost',
  blocker: 'decide on [Blocker]',
  target: 'choose targets',
};

/** A card's facts, one line each (both sides of a leader). */
export function dbsFactLines(cat: DbsCatalog, id: string): string[] {
  const d = cat.get(id);
  const titled = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
  const lines = [`${d.id}  ${d.name}`];
  const kind = `${titled(d.type)} Card, ${d.colors.map(titled).join('/')}`;
  const cost = d.cost ? `, energy cost ${costText(d.cost)}` : '';
  const power = d.type === 'extra' ? '' : `, ${d.power} power`;
  lines.push(`${kind}${cost}${power}`);
  if (d.combo) lines.push(`Combo: cost ${d.combo.cost}, +${d.combo.power} power`);
  if (d.characters.length) lines.push(`Characters: ${d.characters.join(', ')}`);
  if (d.traits.length) lines.push(`Special traits: ${d.traits.join(', ')}`);
  const kws = d.skills.flatMap((s) => (s.kind === 'keyword' ? [keywordName(s.spec)] : []));
  if (kws.length) lines.push(`Keywords: ${kws.join(', ')}`);
  return lines;
}

/**
 * The Dragon Ball Super Card Game told for a terminal. `cat` holds every card a game may hold;
 * `missing` says what a pool card lacks to be implemented (undefined when it is implemented).
 */
export function dbsTeller(cat: DbsCatalog, missing: (id: string) => string | undefined): GameTeller {
  return {
    narrator: (o) => dbsNarrator(cat, o),
    board: (view, me) => dbsBoardText(cat, view, me),
    decision(d, viewer, names, you) {
      if (!d) return 'No decision is pending.';
      const p = d.player === 1 ? 1 : 0;
      const name = you === p ? 'You' : names[p];
      if (viewer === p && typeof d.prompt === 'string') return `${name}: ${d.prompt}`;
      return `Waiting for ${name} to ${WAITING[String(d.kind)] ?? 'decide'}.`;
    },
    card(ref) {
      const def = cat.find(ref) ?? cat.find(ref.toUpperCase());
      if (!def) return null;
      const lines = dbsFactLines(cat, def.id);
      const text = cardText(def, cat).map((l) => `  ${l}`);
      const lacks = missing(def.id);
      if (text.length === 0) text.push(lacks ? '  (no skills defined yet)' : '  (no skills)');
      lines.push('Text:', ...text);
      if (lacks) lines.push(`Not implemented yet: ${lacks}`);
      return lines;
    },
  };
}
