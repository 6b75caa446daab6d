// The ability definitions (section 8): checked by their schema as the pool loads, and the card text
// generated from them.
import { describe, expect, it } from 'vitest';
import { turnPlayerFirst, type PendingTrigger } from '@arbiter/engine';
import { cardText, loadVgPool, readVgPool } from '../src/index.ts';

describe('Vanguard abilities', () => {
  const cat = loadVgPool().catalog;

  it('8.1.1.2.1, 8.1.1.2.2, 10.16: the text of an automatic ability with a cost is generated from its definition', () => {
    expect(cardText(cat.get('TD01-002').abilities, cat)).toBe(
      '[AUTO](VC/RC): [Counter Blast 1] When this unit attacks, you may pay the cost. If you do, this unit gets +3000 power until end of that battle.',
    );
    expect(cardText(cat.get('TD01-010').abilities, cat)).toBe(
      '[AUTO]: When this unit is placed on (RC), choose another of your <Royal Paladin> unit, and that unit gets +2000 power until end of turn.',
    );
  });

  it('8.1.1.1.1, 8.1.1.1.2: an activated ability with a requirement, and one from the hand', () => {
    expect(cardText(cat.get('TD01-003').abilities, cat).split('\n')).toEqual([
      '[ACT](VC): [Counter Blast 2] If you have a card named "Blaster Blade" in your soul, this unit gets +5000 power / +1 critical until end of turn.',
      '[ACT](Hand): [Reveal this card to your opponent, and put it on top of your deck] Search your deck for up to one card named "Blaster Blade", reveal it to your opponent, put it into your hand, and shuffle your deck.',
    ]);
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
