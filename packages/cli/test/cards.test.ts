import { runNode } from './run-cli.ts';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const BIN = resolve(ROOT, 'packages/cli/bin/arbiter.js');
const tmp = mkdtempSync(join(tmpdir(), 'arbiter-cards-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function cli(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const r = await runNode([BIN, ...args], ROOT);
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const lastLine = (s: string): string => s.trimEnd().split('\n').pop() ?? '';

/**
 * A card with abilities Arbiter does not define yet, as `cards coverage --missing` lists it: found,
 * not named, so implementing cards never breaks these tests.
 */
async function missingCard(): Promise<{ id: string; name: string; printed: number }> {
  const r = await cli('cards', 'coverage', '--game', 'battle-spirits', '--format', 'saga', '--missing');
  for (const line of r.out.split('\n')) {
    const m = /^(\S+) {2}(.+): no definition of its (\d+) printed abilit/.exec(line);
    if (m) return { id: m[1]!, name: m[2]!, printed: Number(m[3]) };
  }
  throw new Error('No card is missing a definition: these tests need another unimplemented card.');
}

interface Facts {
  id: string;
  name: string;
  printedAbilities: number;
}
const st01 = JSON.parse(
  readFileSync(resolve(ROOT, 'packages/battle-spirits/cards/saga/ST01.json'), 'utf8'),
) as Facts[];
const bss01 = JSON.parse(
  readFileSync(resolve(ROOT, 'packages/battle-spirits/cards/saga/BSS01.json'), 'utf8'),
) as Facts[];

describe('arbiter cards show', () => {
  it("prints a card's facts and the text generated from its definition", async () => {
    const r = await cli('cards', 'show', 'ST01-001');
    expect(r.code).toBe(0);
    expect(r.out).toContain('ST01-001  Nebula Dragon Andromeda');
    expect(r.out).toContain('Spirit, Red, cost 6, reduction Red Red Red');
    expect(r.out).toContain('LV3: 5 cores, 10000 BP');
    expect(r.out).toContain('Keywords: Confront');
    // Its text is generated from the project's definition.
    expect(r.out).toContain('When Summoned:');
    expect(r.out).not.toContain('not implemented');
  });

  it("says when a card's abilities are not implemented yet", async () => {
    const card = await missingCard();
    const r = await cli('cards', 'show', card.id);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${card.id}  ${card.name}`);
    expect(r.out).toContain(`abilities not implemented yet (${card.printed} printed)`);
  });

  it('exits 2 for an unknown card', async () => {
    const r = await cli('cards', 'show', 'XX99-999');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/No Battle Spirits Saga card "XX99-999"/);
  });
});

describe('arbiter cards coverage', () => {
  it('prints one line per set and the computed total last', async () => {
    const r = await cli('cards', 'coverage', '--game', 'battle-spirits', '--format', 'saga');
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split('\n');
    expect(lines).toHaveLength(18);
    let sum = 0;
    let total = 0;
    for (const l of lines.slice(0, -1)) {
      const m = /^(\w+) implemented (\d+) of (\d+)$/.exec(l);
      expect(m, l).not.toBeNull();
      expect(Number(m![2])).toBeLessThanOrEqual(Number(m![3]));
      sum += Number(m![2]);
      total += Number(m![3]);
    }
    const m = /^total implemented (\d+) of 1089$/.exec(lastLine(r.out));
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBe(sum);
    expect(total).toBe(1089);
  });

  it('--missing lists what each unimplemented card lacks', async () => {
    const r = await cli('cards', 'coverage', '--missing');
    expect(r.code).toBe(0);
    const total = /^total implemented (\d+) of 1089$/.exec(lastLine(r.out));
    expect(total).not.toBeNull();
    // One line per card not implemented: its id, name and what it lacks.
    const listed = r.out.split('\n').filter((l) => /^[A-Z0-9]+-\d+ {2}/.test(l));
    expect(listed.length).toBe(1089 - Number(total![1]));
    for (const l of listed)
      expect(l).toMatch(/^\S+ {2}.+: (no definition of its \d+ printed abilit|no scenario)/);
    // Implemented cards are not listed.
    expect(listed.some((l) => l.startsWith('ST01-001 '))).toBe(false);
  });

  it('refuses an unknown game or format', async () => {
    expect((await cli('cards', 'coverage', '--game', 'chess')).code).toBe(2);
    const format = await cli('cards', 'coverage', '--format', 'modern');
    expect(format.code).toBe(2);
    expect(format.err).toContain('Unknown format "modern" for battle-spirits (known: saga, eternal)');
  });
});

describe('arbiter deck check', () => {
  // 13 vanilla cards (no printed ability: implemented) x4 = 52 cards.
  const vanilla = bss01.filter((c) => c.printedAbilities === 0).slice(0, 13);
  const good = join(tmp, 'good.txt');
  writeFileSync(good, `# name: Vanilla\n${vanilla.map((c) => `4 ${c.id}  # ${c.name}`).join('\n')}\n`);

  it('accepts a valid deck of implemented cards', async () => {
    expect(vanilla).toHaveLength(13);
    const r = await cli('deck', 'check', good);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Deck "Vanilla" is valid: 52 cards.');
  });

  it('accepts the same deck as JSON, and converts between the formats', async () => {
    const json = join(tmp, 'good.json');
    expect((await cli('deck', 'import', good, '--out', json)).code).toBe(0);
    const deck = JSON.parse(readFileSync(json, 'utf8')) as { name: string; cards: { count: number }[] };
    expect(deck.name).toBe('Vanilla');
    expect(deck.cards.map((c) => c.count)).toEqual(new Array<number>(13).fill(4));
    expect((await cli('deck', 'check', json)).code).toBe(0);
    const back = await cli('deck', 'export', json);
    expect(back.code).toBe(0);
    expect(back.out.split('\n')).toContain(`4 ${vanilla[0]!.id}`);
  });

  it('refuses an invalid deck, naming each offending card and the rule', async () => {
    const bad = join(tmp, 'bad.json');
    const cards = vanilla.map((c) => ({ id: c.id, count: 4 }));
    cards[0]!.count = 5;
    const missing = await missingCard();
    cards.push({ id: missing.id, count: 1 }, { id: 'NOPE-001', count: 1 });
    writeFileSync(bad, JSON.stringify({ name: 'Bad', cards }));
    const r = await cli('deck', 'check', bad);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`"${vanilla[0]!.name}"; at most 4 are allowed. (rule 5-1-1-1-1)`);
    expect(r.out).toContain('NOPE-001: NOPE-001 is not a known Battle Spirits Saga card. (rule 5-1-1-1)');
    expect(r.out).toContain(
      `${missing.id}: ${missing.name} is not implemented yet: no definition of its ${missing.printed}`,
    );
    expect(r.err).toMatch(/deck "Bad" is not valid: 3 problem\(s\)/);
  });

  it('names each problem once with its count, and lists at most 20 of them', async () => {
    const flood = join(tmp, 'flood.txt');
    writeFileSync(flood, Array.from({ length: 30 }, (_, i) => `60 NOPE-${i}`).join('\n'));
    const r = await cli('deck', 'check', flood);
    expect(r.code).toBe(1);
    const lines = r.out.trim().split('\n');
    expect(lines).toHaveLength(21);
    expect(lines[0]).toBe(
      'NOPE-0: NOPE-0 is not a known Battle Spirits Saga card (60 copies). (rule 5-1-1-1)',
    );
    expect(lines[20]).toBe('...and 11 more problems not listed (31 in all).');
    expect(r.err).toMatch(/is not valid: 31 problem\(s\)/);
  });

  it('refuses a deck that is too small', async () => {
    const small = join(tmp, 'small.txt');
    writeFileSync(small, `4 ${st01.find((c) => c.printedAbilities === 0)!.id}\n`);
    const r = await cli('deck', 'check', small);
    expect(r.code).toBe(1);
    expect(r.out).toContain('A deck has 50 to 60 cards; this one has 4. (rule 5-1-1-1)');
  });

  it('exits 2 on unreadable input', async () => {
    expect((await cli('deck', 'check', join(tmp, 'missing.txt'))).code).toBe(2);
    const garbled = join(tmp, 'garbled.txt');
    writeFileSync(garbled, 'four of BSS01-001\n');
    const r = await cli('deck', 'check', garbled);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/garbled\.txt:1: expected "<count> <card id>"/);
    const notDeck = join(tmp, 'not-deck.json');
    writeFileSync(notDeck, '{"cards": 3}');
    expect((await cli('deck', 'check', notDeck)).code).toBe(2);
  });
});
