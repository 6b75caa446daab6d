// Cardfight!! Vanguard in words for a terminal (@arbiter/cardgame's GameTeller): the log as
// sentences, the table as a player sees it (4.1.3), who decides what, and a card's facts (section 2).
import {
  decisionLine,
  nameList,
  LogNarration,
  type GameTeller,
  type Narration,
  type NarratorOptions,
} from '@arbiter/cardgame';
import type { JsonObject, PlayerIndex } from '@arbiter/engine';
import type { VgCatalog } from './cards.ts';
import { cardText, gGuardianText } from './abilities/text.ts';
import { describeVgEvent, PHASE_NAMES as PHASES } from './narrate.ts';
import { CIRCLES, type Circle } from './state.ts';

export { describeVgEvent };

export function vgNarrator(cat: VgCatalog, o: NarratorOptions): Narration {
  return new LogNarration((ev) => {
    if (ev.t === 'phase') {
      if (ev.phase === 'stand' && typeof ev.turn === 'number')
        return { turn: `Turn ${ev.turn}: ${o.names[ev.active as PlayerIndex]}` };
      const label = PHASES[String(ev.phase)];
      return label ? { step: label } : null;
    }
    if (ev.t === 'step' && ev.step) return { step: stepLabel(String(ev.step)) };
    const line = describeVgEvent(cat, o.names, ev);
    return line === null ? null : { line };
  });
}

/** A step's heading as the phases read ("Stride step", "G assist step"). */
function stepLabel(step: string): string {
  return `${step.charAt(0).toUpperCase()}${step.slice(1)} step`;
}

function unitLine(cat: VgCatalog, c: Circle, u: JsonObject | null): string | null {
  if (!u) return null;
  if (typeof u.card !== 'string') return `  ${c}: a face-down card`;
  const facts = [`${String(u.power)} power`];
  if (u.critical !== 1) facts.push(`${String(u.critical)} critical`);
  if (u.rested) facts.push('rest');
  return `  ${c}: ${cat.get(u.card).name} (${facts.join(', ')})`;
}

/** The table as seat `me` sees it: the opponent first, then its own side and hand. */
export function vgBoardText(cat: VgCatalog, view: JsonObject, me: PlayerIndex): string[] {
  const players = view.players as JsonObject[];
  const turn = view.active === me ? 'your turn' : `${String(players[view.active as number]!.name)}'s turn`;
  const out = [`Turn ${String(view.turn)}, ${PHASES[String(view.phase)] ?? String(view.phase)}, ${turn}`];
  const names = (l: unknown): string =>
    nameList(
      (l as JsonObject[]).map((c) => cat.get(String(c.card)).name),
      'none',
    );
  for (const p of [1 - me, me] as PlayerIndex[]) {
    const pl = players[p]!;
    const hand = Array.isArray(pl.hand) ? pl.hand.length : (pl.hand as number);
    out.push(
      `${String(pl.name)}${p === me ? ' (you)' : ''}: damage ${(pl.damage as JsonObject[]).length}, deck ${String(pl.deck)}, hand ${hand}, soul ${(pl.soul as JsonObject[]).length}, drop ${(pl.drop as JsonObject[]).length}`,
    );
    const field = pl.field as Record<string, JsonObject | null>;
    for (const c of CIRCLES) {
      const line = unitLine(cat, c, field[c] ?? null);
      if (line) out.push(line);
    }
    if ((pl.gc as JsonObject[]).length) out.push(`  guardians: ${names(pl.gc)}`);
    if (p === me && Array.isArray(pl.hand)) out.push(`  hand: ${names(pl.hand)}`);
  }
  return out;
}

const WAITING: Record<string, string> = {
  firstVanguard: 'choose a first vanguard',
  mulligan: 'choose cards to redraw',
  ride: 'ride',
  main: 'act in the main phase',
  attack: 'attack',
  boost: 'decide on a boost',
  guard: 'guard',
  soulRide: 'ride from the soul',
};

/** A card's facts (section 2), one line each. */
export function vgFactLines(cat: VgCatalog, id: string): string[] {
  const d = cat.get(id);
  const lines = [`${d.id}  ${d.name}`];
  const shield = d.shield === null ? 'no shield' : `shield ${d.shield}`;
  lines.push(
    `Grade ${d.grade} ${d.type.replace('_', ' ')}, power ${d.power}, ${shield}, critical ${d.critical}`,
  );
  if (d.trigger) lines.push(`Trigger: ${d.trigger}`);
  if (d.skills.length) lines.push(`Skill icons: ${d.skills.join(', ').replace(/_/g, ' ')}`);
  if (d.sentinel) lines.push('Sentinel');
  lines.push(`Clan: ${d.clan}; race: ${d.race}${d.nation ? `; nation: ${d.nation}` : ''}`);
  return lines;
}

/** Cardfight!! Vanguard told for a terminal; `missing` says what a card lacks to be implemented. */
export function vgTeller(cat: VgCatalog, missing: (id: string) => string | undefined): GameTeller {
  return {
    narrator: (o) => vgNarrator(cat, o),
    board: (view, me) => vgBoardText(cat, view, me),
    decision: (d, viewer, names, you) => decisionLine(WAITING, d, viewer, names, you),
    card(ref) {
      const def = cat.find(ref) ?? cat.find(ref.toUpperCase());
      if (!def) return null;
      const lines = vgFactLines(cat, def.id);
      const lacks = missing(def.id);
      // 11.14.1: G guardian is written on the card apart from its [ACT], [AUTO] and [CONT] abilities.
      if (def.gGuardian) lines.push(gGuardianText(def.gGuardian));
      if (def.printedAbilities > 0 && def.abilities?.length)
        lines.push(...cardText(def.abilities, cat).split('\n'));
      else if (def.printedAbilities > 0) lines.push(`${def.printedAbilities} printed abilities.`);
      else if (!def.gGuardian) lines.push('No abilities.');
      if (lacks) lines.push(`Not implemented yet: ${lacks}`);
      return lines;
    },
  };
}
