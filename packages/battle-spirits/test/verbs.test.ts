// The Saga directive registry (verbs/): every verb once, each with its schema, text and behaviour,
// and the directive schema built from the verbs' own.
import { describe, expect, it } from 'vitest';
import { directiveSchema } from '../src/vocab-schema.ts';
import { VERBS } from '../src/verbs/index.ts';
import { directiveText } from '../src/text.ts';

describe('Saga verb registry', () => {
  it("a directive is checked by its verb's schema and read by its verb's text", () => {
    expect(VERBS.names().length).toBeGreaterThanOrEqual(39);
    const draw = directiveSchema.parse({ do: 'draw', n: 2 });
    expect(directiveText(draw)).toBe('Draw 2 cards.');
    expect(() => directiveSchema.parse({ do: 'draw', n: 2, extra: 1 })).toThrow();
    expect(() => directiveSchema.parse({ do: 'noSuchVerb' })).toThrow();
  });

  it('nested blocks (if, repeat, choose one, Chain) are parsed through the verbs lazily', () => {
    const dir = directiveSchema.parse({
      do: 'repeat',
      n: 2,
      effect: [{ do: 'if', cond: { turn: 'yours' }, then: [{ do: 'draw', n: 1 }] }],
    });
    expect(VERBS.repeats(dir)).toBe(true);
    expect(VERBS.blocks(dir, 0)).toHaveLength(1);
    expect(() => directiveSchema.parse({ do: 'repeat', n: 2, effect: [{ do: 'draw' }] })).toThrow();
  });
});
