// The game-agnostic choice among replacement effects (titles name no rule: this package serves every
// game, and each game's tests cite its own rulebook).
import { describe, expect, it } from 'vitest';
import { chosenReplacement, LET_IT_HAPPEN, replacementStep, type ReplacementOption } from '@arbiter/cardgame';

const must: ReplacementOption = { key: 'a', optional: false, label: 'A instead' };
const may: ReplacementOption = { key: 'b', optional: true, label: 'B instead', card: 'X-1', obj: 7 };

describe('replacement effects', () => {
  it('lets the event happen when nothing can replace it, or everything left has applied to the chain', () => {
    expect(replacementStep([], [])).toEqual({ next: 'event' });
    expect(replacementStep([must, may], ['a', 'b'])).toEqual({ next: 'event' });
  });

  it('applies a single mandatory replacement without asking', () => {
    expect(replacementStep([must], [])).toEqual({ next: 'apply', option: must });
    expect(replacementStep([must, may], ['b'])).toEqual({ next: 'apply', option: must });
  });

  it('asks which applies, offering to let the event happen only when every one left may be declined', () => {
    const both = replacementStep([must, may], []);
    expect(both.next).toBe('ask');
    if (both.next === 'ask')
      expect(both.options.map((o) => [o.id, o.nth])).toEqual([
        ['a', 0],
        ['b', 1],
      ]);
    const optional = replacementStep([may], []);
    expect(optional).toEqual({
      next: 'ask',
      options: [
        { id: 'b', label: 'B instead', nth: 0, card: 'X-1', obj: 7 },
        { id: LET_IT_HAPPEN, label: 'Let it happen' },
      ],
    });
  });

  it('reads the chosen option back to its replacement by the option, whatever its id, or none', () => {
    const asked = replacementStep([must, may], ['a']);
    if (asked.next !== 'ask') throw new Error('expected a question');
    // Ids made opaque: the option still names the replacement it is.
    const [b, letItHappen] = asked.options.map((o, i) => ({ ...o, id: `o${i}` }));
    expect(chosenReplacement([must, may], b)).toBe(may);
    expect(chosenReplacement([must, may], letItHappen)).toBeNull();
    expect(chosenReplacement([must, may], undefined)).toBeNull();
  });
});
