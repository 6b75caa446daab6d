// Arbiter's own definitions of the ST06 cards' abilities, by card id, in the effect vocabulary
// (docs/effects.md). Checked by loadSagaPool() at start-up; the card text is generated from them.
//
// Only cards whose every printed ability fits the vocabulary are defined here. Left out for now:
// Island Bearer Francis (Raid only while the opposing trash holds ten cards: a constant with a
// condition), Fort Golem (a cheaper cost in the hand while you have a nexus), Rammer Golem (a trigger
// on one of your nexuses being exhausted), Battlebeast Bulltopdog (a trigger on Crush discarding a
// spirit card), Ancient Colosseum (a trigger on the opponent summoning a spirit that has a When
// Summoned effect), Honorable Duel (a trigger on winning a battle by BP, and a Golem-or-War-God
// target), Flood Stream (a spirit set to its own highest level, and targets whose costs add up to at
// most 5).
import type { Ability } from '../../../src/vocab.ts';

const abilities: Record<string, Ability[]> = {
  // Conquest Myo-oh Nirvana: Crush +2; from LV2 it also has Raid once a turn.
  'ST06-001': [
    { kind: 'keyword', keyword: 'crush', value: 2 },
    { kind: 'keyword', keyword: 'raid', value: 1, levels: [2, 3] },
  ],
  // Retainer Myo-oh Rudra: plain Crush (as many cards as its level).
  'ST06-003': [{ kind: 'keyword', keyword: 'crush' }],
  // Giant Captain Jason: Crush +1.
  'ST06-004': [{ kind: 'keyword', keyword: 'crush', value: 1 }],
  // Bronze Golem: when it is destroyed, one of your nexuses gets a core from the void.
  'ST06-006': [
    {
      kind: 'trigger',
      on: 'destroyed',
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'own', what: 'nexus', count: 1 } }],
    },
  ],
  // Blitz: a burst when the opponent destroys your spirit, milling five off the opposing deck (then
  // its flash part if paid); its flash part gives a spirit 2000 BP for the turn.
  'ST06-015': [
    {
      kind: 'burst',
      on: 'opponentDestroysYourSpirit',
      effect: [{ do: 'discard', n: 5, side: 'opponent', from: 'deckTop' }],
      thenFlash: true,
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'any', count: 1 }, until: 'turn' }],
    },
  ],
  // Blessed Cores: in the main step, two of your nexuses get a core each from the void; or, in the
  // main step or a flash window, a spirit gets 3000 BP for the turn.
  'ST06-016': [
    {
      kind: 'magic',
      timing: ['main'],
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'own', what: 'nexus', count: 2 } }],
    },
    {
      kind: 'magic',
      timing: ['main', 'flash'],
      effect: [{ do: 'bp', amount: 3000, target: { side: 'any', count: 1 }, until: 'turn' }],
    },
  ],
};

export default abilities;
