import { describe, expect, it } from 'vitest';
import { answerKey } from '../src/answers.ts';

// answerKey orders the candidates the heuristic draws and names ISMCTS's root answers: the same key
// for equal answers, and the very same text as before it was written with plain loops (issue 15), so
// that no search visits its candidates in another order.
describe('answerKey', () => {
  it('names a distribution by its positive counts, sorted by option, zeros left out', () => {
    expect(answerKey({ counts: { reserve: 2, '12': 0, '10': 1, field: 3 } })).toBe(
      'd:10=1,field=3,reserve=2',
    );
    expect(answerKey({ counts: { b: 1, a: 1 } })).toBe(answerKey({ counts: { a: 1, b: 1 } }));
    expect(answerKey({ counts: { a: 0 } })).toBe('d:');
    expect(answerKey({ counts: {} })).toBe('d:');
  });

  it('names the other shapes as before', () => {
    expect(answerKey({ choose: ['b', 'a'] })).toBe('c:a,b');
    expect(answerKey({ order: ['b', 'a'] })).toBe('o:b,a');
    expect(answerKey({ number: 3 })).toBe('n:3');
    expect(answerKey({ back: true })).toBe('back');
  });
});
