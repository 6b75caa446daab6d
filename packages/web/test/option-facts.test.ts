// The decision panel's option buttons carry the options' facts (docs/protocol.md: pass, yes, nth,
// act, ability, card) as attributes, so that tests and tools pick an option by what it does; the id
// stays opaque and is never read for it.
import { describe, expect, it } from 'vitest';
import { optionFacts } from '../src/decision.ts';

describe('optionFacts', () => {
  it('gives each fact an option carries as an attribute', () => {
    expect(optionFacts({ id: 'x1', label: 'End the main step', pass: true })).toEqual({ 'data-pass': '' });
    expect(optionFacts({ id: 'x2', label: 'Go first', yes: true })).toEqual({ 'data-yes': 'yes' });
    expect(optionFacts({ id: 'x3', label: 'Keep', yes: false })).toEqual({ 'data-yes': 'no' });
    expect(
      optionFacts({ id: 'x4', label: 'Summon it', card: 'ST01-001', act: 'summon', ability: 0, nth: 2 }),
    ).toEqual({ 'data-def': 'ST01-001', 'data-act': 'summon', 'data-ability': '0', 'data-nth': '2' });
  });

  it('reads the facts, never the id', () => {
    // An id that looks like a pass or a yes is no such fact.
    expect(optionFacts({ id: 'pass', label: 'Attack' })).toEqual({});
    expect(optionFacts({ id: 'yes', label: 'Go second', yes: false })).toEqual({ 'data-yes': 'no' });
    expect(optionFacts({ id: 'no', label: 'Do not block', pass: true, yes: false })).toEqual({
      'data-pass': '',
      'data-yes': 'no',
    });
  });

  it('gives a fact that is false or zero as such, and a pass that is false as none', () => {
    expect(optionFacts({ id: 'a', label: 'First', nth: 0, pass: false })).toEqual({ 'data-nth': '0' });
  });
});
