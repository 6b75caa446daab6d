// Issue 17: a Vanguard option carries its facts as data, so clients and the procedures never parse
// option ids. An option about a card names its object (`obj`); a ride, call, guard, intercept,
// exchange or attack names the circle it goes to or aims at (`at`), so a client can answer by clicking
// a card and then a circle; an ability played names which one (`ability`). Seeded random games of
// the trial decks check the options, and the same games played with every fact-carrying option id
// replaced by a meaningless one must go exactly as before: the procedures read the options' data.
import { describe, expect, it } from 'vitest';
import { Game, seedRng, type Decision, type DecisionOption } from '@arbiter/engine';
import {
  CIRCLES,
  REAR_CIRCLES,
  createVgModule,
  loadVgPool,
  vgDeckCards,
  type VgCard,
  type VgData,
  type VgSetup,
} from '../src/index.ts';

const pool = loadVgPool();
const decks = pool.decks.map(vgDeckCards);
const module = createVgModule(pool.catalog);

const setupOf = (seed: number): VgSetup => ({
  players: [
    { name: 'p1', deck: decks[seed % decks.length]! },
    { name: 'p2', deck: decks[(seed * 3 + 1) % decks.length]! },
  ],
});

/** Every card object of the game, by object id. */
function objects(d: VgData): Map<number, VgCard> {
  const out = new Map<number, VgCard>();
  for (const pl of d.players) {
    const piles = [
      pl.deck,
      pl.hand,
      pl.drop,
      pl.soul,
      pl.damage,
      pl.bind,
      pl.trigger,
      pl.gzone,
      pl.removed,
      pl.gc,
    ];
    for (const list of piles) for (const c of list) out.set(c.id, c);
    for (const c of CIRCLES) if (pl.field[c]) out.set(pl.field[c].id, pl.field[c]);
  }
  return out;
}

const inHand = (d: VgData, p: number, id: number | undefined): boolean =>
  d.players[p as 0 | 1].hand.some((c) => c.id === id);

/** What is wrong with the options of decision `dec` in state `d` (empty when nothing is). */
function faults(dec: Decision, d: VgData): string[] {
  const objs = objects(d);
  const bad: string[] = [];
  const say = (o: DecisionOption, why: string) => bad.push(`${dec.kind} "${o.label}": ${why}`);
  const seen = new Set<string>();
  for (const o of dec.options) {
    const facts = o.obj !== undefined || o.at !== undefined || o.ability !== undefined;
    if (o.card !== undefined && objs.get(o.obj ?? -1)?.def !== o.card)
      say(o, `obj ${String(o.obj)} is not its card`);
    if (facts) {
      const key = `${String(o.obj)}|${String(o.at)}|${String(o.ability)}`;
      if (seen.has(key)) say(o, 'its facts do not tell it apart from another option');
      seen.add(key);
    }
    // A pass or a question's answer names no place (read by its facts, not its id).
    if (o.pass === true || o.yes !== undefined) continue;
    const rear = REAR_CIRCLES.includes(o.at as never);
    switch (dec.kind) {
      case 'ride':
      case 'firstVanguard':
      case 'soulRide':
        if (o.at !== 'VC') say(o, 'a ride does not name the vanguard circle');
        break;
      case 'main':
        // A call from the hand (8.5.2.1.1.2), an exchange of a column (6.6.1.2.3), an ability (6.6.1.2.2).
        if (o.ability === undefined && !rear) say(o, 'names no rear-guard circle');
        if (o.ability !== undefined && o.at !== undefined) say(o, 'an ability names a circle');
        break;
      case 'guard':
        if (o.at !== 'GC') say(o, 'a guardian does not name the guardian circle');
        break;
      case 'attack':
        if (!(CIRCLES as readonly string[]).includes(o.at ?? '')) say(o, 'names no attacked circle');
        else if (!d.players[dec.player === 0 ? 1 : 0].field[o.at as 'VC']) say(o, 'attacks an empty circle');
        break;
      case 'handWindow':
        if (o.ability === undefined || !inHand(d, dec.player, o.obj)) say(o, 'names no hand card ability');
        break;
      case 'callSelf':
      case 'searchCircle':
        if (!rear) say(o, 'names no rear-guard circle');
        break;
      default:
    }
  }
  return bad;
}

/** Replaces the id of every option that carries facts by a meaningless one (and says which is which). */
function opaque(dec: Decision): Map<string, string> {
  const back = new Map<string, string>();
  dec.options.forEach((o, i) => {
    if (o.obj === undefined && o.at === undefined && o.ability === undefined) return;
    const id = `opaque${i}`;
    back.set(o.id, id);
    o.id = id;
  });
  return back;
}

/** Plays game `seed` at random; with `hide`, every fact-carrying option id is made meaningless first. */
function play(seed: number, hide: boolean): { events: string; faults: string[]; kinds: Set<string> } {
  const g = Game.create<VgData, VgSetup>(module, setupOf(seed), seed);
  const rng = seedRng(seed * 7919);
  const found: string[] = [];
  const kinds = new Set<string>();
  for (let decisions = 0; !g.over && decisions < 5000; decisions++) {
    const dec = g.decision!;
    kinds.add(dec.kind);
    found.push(...faults(dec, g.state.data));
    const answer = g.randomAnswer(rng);
    if (hide && 'choose' in answer) {
      const ids = opaque(g.state.pending!);
      answer.choose = answer.choose.map((id) => ids.get(id) ?? id);
    }
    const r = g.respond(dec.id, answer);
    if (!r.ok) throw new Error(`seed ${seed}: ${JSON.stringify(answer)} refused: ${r.error.message}`);
  }
  return { events: JSON.stringify(g.state.log.map((e) => e.event)), faults: found, kinds };
}

describe('Vanguard options carry their facts as data (issue 17)', () => {
  it('cards name their objects; rides, calls, guards, attacks and exchanges name their circles', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 16; seed++) {
      const game = play(seed, false);
      for (const k of game.kinds) kinds.add(k);
      expect([...new Set(game.faults)].slice(0, 8), `seed ${seed}`).toEqual([]);
    }
    // The games reach the decisions these checks are about.
    const checked = [
      'firstVanguard',
      'ride',
      'main',
      'attack',
      'guard',
      'triggerPower',
      'abilityTarget',
      'payCost',
    ];
    expect([...kinds]).toEqual(expect.arrayContaining(checked));
  });

  it('the procedures read the chosen options, not their ids: meaningless ids play the same game', () => {
    for (let seed = 1; seed <= 12; seed++)
      expect(play(seed, true).events, `seed ${seed}`).toBe(play(seed, false).events);
  });
});
