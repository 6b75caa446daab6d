// The ability definitions (section 8): checked by their schema as the pool loads, and the card text
// generated from them.
import { describe, expect, it } from 'vitest';
import { turnPlayerFirst, type PendingTrigger } from '@arbiter/engine';
import { cardText, loadVgPool, readVgPool } from '../src/index.ts';

describe('Vanguard abilities', () => {
  const cat = loadVgPool().catalog;

  // The text is Arbiter's own wording of each definition, not the card's printed sentences.
  it('8.1.1.2.1, 8.1.1.2.2, 10.16: the text of an automatic ability with a cost is generated from its definition', () => {
    expect(cardText(cat.get('TD01-002').abilities, cat)).toBe(
      '[AUTO](VC/RC): On its attack: you may pay [Counter Blast 1]; if paid, this unit gains +3000 power for the rest of the battle.',
    );
    expect(cardText(cat.get('TD01-010').abilities, cat)).toBe(
      '[AUTO]: Once placed on (RC): choose another <Royal Paladin> unit of yours; it gains +2000 power for the rest of the turn.',
    );
  });

  it('8.1.1.1.1, 8.1.1.1.2: an activated ability with a requirement, and one from the hand', () => {
    expect(cardText(cat.get('TD01-003').abilities, cat).split('\n')).toEqual([
      '[ACT](VC) [Counter Blast 2]: Only if your soul holds a card named "Blaster Blade": this unit gains +5000 power and +1 critical for the rest of the turn.',
      '[ACT](Hand) [show this card, then put it on top of your deck]: Look through your deck for at most one card named "Blaster Blade"; show it to your opponent and add it to your hand; then shuffle your deck.',
    ]);
  });

  it('8.1.1.1.2.2, 8.1.1.1.2.5: a requirement inside an effect is generated with its "Then" sentences, the sentences after it apart', () => {
    const abilities = [
      {
        kind: 'act' as const,
        zones: ['VC' as const],
        effect: [
          {
            do: 'if' as const,
            cond: { handAtLeast: 3 },
            then: [
              { do: 'soulCharge' as const, n: 1 },
              { do: 'gain' as const, target: 'self' as const, power: 1000, until: 'turn' as const },
            ],
          },
          { do: 'draw' as const, n: 1 },
        ],
      },
    ];
    expect(cardText(abilities, cat)).toBe(
      '[ACT](VC): Provided your hand holds at least 3 cards, Soul Charge 1. Then, this unit gains +1000 power for the rest of the turn. Draw 1 card.',
    );
  });

  it('12.6.1: a "for each" effect is generated with what it counts', () => {
    const abilities = [
      {
        kind: 'act' as const,
        zones: ['VC' as const],
        effect: [
          {
            do: 'forEach' as const,
            count: { side: 'mine' as const, what: 'rearGuard' as const },
            then: [{ do: 'soulCharge' as const, n: 1 }],
          },
        ],
      },
    ];
    expect(cardText(abilities, cat)).toBe(
      '[ACT](VC): Count your rear-guards; that many times: Soul Charge 1.',
    );
  });

  it('a definition for a card the set does not have, or one the schema refuses, stops the pool loading with the card named', () => {
    expect(() => readVgPool(undefined, undefined, { TD01: { 'TD01-999': [] } })).toThrow(/TD01-999/);
    const bad = {
      TD01: {
        'TD01-004': [{ kind: 'auto', zones: ['VC'], when: { on: 'attacks' }, effect: [{ do: 'fly' }] }],
      },
    };
    expect(() => readVgPool(undefined, undefined, bad as never)).toThrow(/TD01-004.*abilities/);
  });

  it('8.4.1.2, 8.4.1.3: the turn player resolves its standing-by abilities first, then the non-turn player', () => {
    const t = (controller: 0 | 1, source: number): PendingTrigger => ({
      batch: 1,
      controller,
      source,
      ability: 0,
      label: '',
      data: {},
    });
    const pending = [t(1, 10), t(0, 11), t(0, 12)];
    expect(turnPlayerFirst(0, pending)).toEqual({ player: 0, candidates: [pending[1], pending[2]] });
    expect(turnPlayerFirst(0, [pending[0]!])).toEqual({ player: 1, candidates: [pending[0]] });
  });
});
