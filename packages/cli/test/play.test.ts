import { describe, expect, it } from 'vitest';
import { verifyReplay } from '@arbiter/engine';
import { createSagaModule, EFFECT_CARDS, loadSagaPool, VANILLA_CARDS } from '@arbiter/battle-spirits';
import { parseAnswer, playInTerminal, type LineSource } from '../src/play.ts';
import type { Decision } from '@arbiter/engine';

function lines(...ls: string[]): LineSource {
  return { next: () => Promise.resolve(ls.length ? ls.shift()! : null) };
}

describe('arbiter play (terminal)', () => {
  it('shows help, refuses bad input with the reason, and ends with a concession and a valid replay', async () => {
    const out: string[] = [];
    const played = await playInTerminal(
      { deck: 'ST01', opponent: 'random', opponentDeck: 'ST02', seed: '5', seat: 1 },
      // "1 2": two options where one is wanted, refused by the engine itself.
      lines('help', 'banana', '7', '1 2', 'board', 'concede'),
      (l) => out.push(l),
    );
    const text = out.join('\n');
    expect(text).toContain('Other commands: "board"');
    expect(text).toContain('Not understood: "banana" is not an option number');
    expect(text).toContain('Not understood: "7" is not an option number');
    expect(text).toMatch(/Refused: .+/);
    expect(played.result).toBe('Result: AI wins');
    const reg = (await loadSagaPool()).with([...VANILLA_CARDS, ...EFFECT_CARDS]);
    const check = verifyReplay(createSagaModule(reg), JSON.parse(JSON.stringify(played.replay)));
    expect(check.ok).toBe(true);
  });

  it('plays the AI seat by itself and concedes for the human when the input ends', async () => {
    const out: string[] = [];
    const played = await playInTerminal(
      { deck: 'vanilla-red', opponent: 'heuristic', opponentDeck: 'vanilla-blue', seed: '2', seat: 2 },
      lines('1'),
      (l) => out.push(l),
    );
    expect(out.join('\n')).toContain('No more input: you concede.');
    expect(played.result).toBe('Result: AI wins');
  });

  it('refuses an unknown deck and a bad seat', async () => {
    await expect(
      playInTerminal(
        { deck: 'nope', opponent: 'random', opponentDeck: 'ST02', seed: '1', seat: 1 },
        lines(),
        () => {},
      ),
    ).rejects.toThrow(/Unknown deck "nope"/);
    await expect(
      playInTerminal(
        { deck: 'ST01', opponent: 'random', opponentDeck: 'ST02', seed: '1', seat: 3 },
        lines(),
        () => {},
      ),
    ).rejects.toThrow(/--seat must be 1 or 2/);
  });

  it('reads numbered options, core counts and numbers', () => {
    const d = (type: Decision['type']): Decision => ({
      id: 1,
      player: 0,
      kind: 'k',
      type,
      prompt: '',
      options: [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ],
      min: 0,
      max: 2,
      optional: false,
    });
    expect(parseAnswer(d('select'), '2 1')).toEqual({ choose: ['b', 'a'] });
    expect(parseAnswer(d('select'), 'none')).toEqual({ choose: [] });
    expect(parseAnswer(d('distribute'), '1=2 2=1')).toEqual({ counts: { a: 2, b: 1 } });
    expect(parseAnswer(d('number'), '3')).toEqual({ number: 3 });
    expect(parseAnswer(d('order'), '2 1')).toEqual({ order: ['b', 'a'] });
    expect(parseAnswer(d('distribute'), '1-2')).toMatch(/not "<option number>=<count>"/);
  });
});
