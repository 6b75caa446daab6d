import { describe, expect, it } from 'vitest';
import {
  hostOwnWordsReport,
  longestSharedRun,
  ownWordsReport,
  remindersAgainstRulebook,
  wordsOf,
} from '../src/own-words.ts';

describe('own words: how many words in a row generated text shares with printed text', () => {
  it('splits into lower-case words, keeping signs of numbers and bracketed terms', () => {
    expect(wordsOf('[Auto] When this card attacks, +5000 power!')).toEqual([
      'auto',
      'when',
      'this',
      'card',
      'attacks',
      '+5000',
      'power',
    ]);
  });

  it('finds the longest common run, not the most words in common', () => {
    const a = wordsOf('draw one card then discard one card');
    const b = wordsOf('discard one card and draw one card');
    expect(longestSharedRun(a, b)).toBe(3);
    expect(longestSharedRun(a, wordsOf('nothing alike'))).toBe(0);
    expect(longestSharedRun([], a)).toBe(0);
  });

  it("leaves each card's own name out, skips cards without text, and names the worst cards", () => {
    const r = ownWordsReport(
      [
        {
          id: 'A',
          name: 'Big Red Dragon Of Fire',
          generated: 'Big Red Dragon Of Fire draws',
          printed: 'Big Red Dragon Of Fire attacks',
        },
        {
          id: 'B',
          name: 'X',
          generated: 'rest two energy to gain power',
          printed: 'rest two energy to gain power now',
        },
        { id: 'C', name: 'Y', generated: '', printed: 'anything at all' },
      ],
      1,
    );
    expect(r.cards).toBe(2);
    expect(r.worst).toEqual([['B', 6]]);
    expect(r.median).toBe(6);
  });

  it("reads a hosted card's keyword reminders as generated text too (issue 22)", () => {
    const printed = new Map([['A', 'when it attacks the opponent discards the top two cards of the deck']]);
    const card = { id: 'A', name: 'Z', text: 'Draw a card.' };
    expect(hostOwnWordsReport([card], printed).worst).toEqual([['A', 0]]);
    const reminded = { ...card, reminders: { Crush: 'the opponent discards the top two cards of the deck' } };
    expect(hostOwnWordsReport([reminded], printed).worst).toEqual([['A', 10]]);
  });

  it('measures each distinct reminder against the whole rulebook, longest first', () => {
    const book = '10-1 When it attacks, the opponent discards the top cards of the deck. 10-2 Nothing else.';
    const runs = remindersAgainstRulebook(
      [
        { reminders: { Crush: 'the opponent discards the top cards of the deck' } },
        { reminders: { Crush: 'the opponent discards the top cards of the deck', Swift: 'summoned fast' } },
        { reminders: 'not an object' },
        {},
      ],
      book,
    );
    expect(runs).toEqual([
      ['the opponent discards the top cards of the deck', 9],
      ['summoned fast', 0],
    ]);
  });
});
