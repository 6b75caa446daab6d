import { describe, expect, it } from 'vitest';
import { verifyReplay } from '@arbiter/engine';
import { createSagaModule, EFFECT_CARDS, loadSagaPool, VANILLA_CARDS } from '@arbiter/battle-spirits';
import { OptionNumbers, parseAnswer, playInTerminal, type LineSource } from '../src/play.ts';
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
    // A number typed twice is named as typed, not by the option id the engine would name.
    expect(parseAnswer(d('select'), '1 1')).toBe('Option 1 is given more than once.');
    expect(parseAnswer(d('order'), '2 01 2')).toBe('Option 2 is given more than once.');
  });

  it('keeps option numbers through the step, takes an action back, and speaks to "you" (issue 20)', async () => {
    const out: string[] = [];
    let closed = false;
    // Go first, keep, summon Raineedle (1), take it back at the payment, summon it for real, then type
    // "1" again as if the list had not changed. Then place Scorched Battlefield (2) paying with
    // Raineedle's only core: asked again, then done.
    const pay = '1=1 2=1 3=1';
    const script = ['1', '1', '1', 'back', '1', '1=1', '1=1', '1', '2', pay, pay, 'concede'];
    const played = await playInTerminal(
      { deck: 'ST01', opponent: 'random', opponentDeck: 'ST02', seed: '3', seat: 1 },
      { next: () => Promise.resolve(script.shift() ?? null), close: () => (closed = true) },
      (l) => out.push(l),
    );
    const text = out.join('\n');
    // The same menu, the same numbers, after the summoning was taken back.
    const menus = text.split('You: Main step: choose an action.\n').slice(1);
    const options = (m: string) => m.split('\n  Choose one')[0];
    expect(options(menus[0]!)).toBe(
      [
        '  1. Summon Raineedle (cost 1)',
        '  2. Place Scorched Battlefield (cost 4)',
        '  3. Place Scorched Battlefield (cost 4)',
        '  4. End the main step',
      ].join('\n'),
    );
    expect(options(menus[1]!)).toBe(options(menus[0]!));
    expect(text).toContain('  Or "back" to take this action back.');
    // After the summon the others keep their numbers: "1" typed ahead is no other card.
    expect(options(menus[2]!)).toMatch(
      /^  2\. Place Scorched Battlefield.*\n  3\. Place .*\n  4\. End the main step\n  5\. Move cores$/,
    );
    expect(text).toContain('Not understood: "1" is not an option number (2, 3, 4, 5).');
    expect(text).toMatch(/3\. Raineedle \(#\d+\): taking any destroys it \(up to 1\)/);
    expect(text).toMatch(/This takes the last cores of Raineedle \(#\d+\): it leaves the field \(9-3-2\)\./);
    expect(text).toContain('Your Raineedle is destroyed: it has too few cores to stay on the field.');
    // Second person, and the header says whose turn it is, not that the AI is to play on my decision.
    expect(text).toContain('You reveal Raineedle from your hand.');
    expect(text).toContain('You summon Raineedle.');
    expect(text).toContain('Turn 1, Main step, your turn');
    expect(text).not.toMatch(/\bYou's\b|\bYou (?!pass\b)\w+s\b|to play/);
    expect(played.result).toBe('Result: AI wins');
    expect(closed).toBe(true);
    const reg = (await loadSagaPool()).with([...VANILLA_CARDS, ...EFFECT_CARDS]);
    const check = verifyReplay(createSagaModule(reg), JSON.parse(JSON.stringify(played.replay)));
    expect(check.ok).toBe(true);
  });

  it('numbers options by their ids within a step, and afresh in the next step', () => {
    const d = (ids: string[], kind = 'mainAction'): Decision => ({
      id: 1,
      player: 0,
      kind,
      type: 'select',
      prompt: '',
      options: ids.map((id) => ({ id, label: id.toUpperCase() })),
      min: 1,
      max: 1,
      optional: false,
    });
    const n = new OptionNumbers();
    expect([...n.of(d(['a', 'b', 'c']), '1:main')]).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    // Another kind of decision in between (a payment) has numbers of its own.
    expect([...n.of(d(['r'], 'payCost'), '1:main')]).toEqual([['r', 1]]);
    const later = n.of(d(['b', 'c', 'e']), '1:main');
    expect([...later]).toEqual([
      ['b', 2],
      ['c', 3],
      ['e', 4],
    ]);
    expect(parseAnswer(d(['b', 'c', 'e']), '1', later)).toMatch(/not an option number \(2, 3, 4\)/);
    expect(parseAnswer(d(['b', 'c', 'e']), '4', later)).toEqual({ choose: ['e'] });
    expect(parseAnswer(d(['b']), 'back', later)).toEqual({ back: true });
    expect([...n.of(d(['b', 'c']), '2:main')]).toEqual([
      ['b', 1],
      ['c', 2],
    ]);
  });
});
