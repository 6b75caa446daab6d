import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildSagaPool,
  loadSagaPool,
  readSagaFacts,
  readSagaPool,
  sagaCardCoverage,
  SAGA_POOL_DIR,
  type CardFacts,
} from '../src/index.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
// The shared data sits beside the repository (../shared), here and in CI.
const DATA = resolve(ROOT, '..', 'shared', 'data', 'battle-spirits-saga');
const CARDS_DIR = resolve(ROOT, 'packages/battle-spirits/cards');
const tmp = mkdtempSync(join(tmpdir(), 'arbiter-pool-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const facts = new Map<string, CardFacts>(readSagaFacts().flatMap((s) => s.cards.map((c) => [c.id, c])));
const card = (id: string): CardFacts => {
  const c = facts.get(id);
  if (!c) throw new Error(`no card ${id}`);
  return c;
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

describe.skipIf(!existsSync(DATA))('the generated card facts (with the shared data)', () => {
  it('are in sync with the generator: regenerating gives the same files', async () => {
    const out = join(tmp, 'regenerated');
    // A child process awaited, not spawnSync: a worker blocked for a minute on a loaded machine misses
    // vitest's reply window (issue 15 notes); a failed run rejects with its output.
    const r = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'packages/cli/src/gen-cards.ts', DATA, out],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(r.stdout).toContain('1089 cards in 17 sets');
    const committed = readdirSync(SAGA_POOL_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(readdirSync(out).sort()).toEqual(committed);
    for (const f of committed) {
      expect(readFileSync(join(out, f), 'utf8'), `${f} is stale: run npm run cards:generate`).toBe(
        readFileSync(join(SAGA_POOL_DIR, f), 'utf8'),
      );
    }
  });

  it('no file under packages/battle-spirits/cards holds a sentence of the effect text', () => {
    const sentences = new Set<string>();
    const cardsDir = join(DATA, 'cards');
    for (const set of readdirSync(cardsDir)) {
      for (const f of readdirSync(join(cardsDir, set))) {
        const c = JSON.parse(readFileSync(join(cardsDir, set, f), 'utf8')) as {
          effects: { details: string }[];
        };
        for (const e of c.effects) {
          for (const s of e.details.split(/(?<=[.!?])\s+/)) {
            const t = s.replace(/\s+/g, ' ').trim().toLowerCase();
            if (t.split(' ').length >= 8) sentences.add(t);
          }
        }
      }
    }
    expect(sentences.size).toBeGreaterThan(1000);
    const files = filesUnder(CARDS_DIR);
    expect(files.length).toBeGreaterThan(17);
    for (const file of files) {
      const text = readFileSync(file, 'utf8').replace(/\s+/g, ' ').toLowerCase();
      const copied = [...sentences].filter((s) => text.includes(s));
      expect(copied, file).toEqual([]);
    }
  });
});

describe('Saga card facts', () => {
  it('hold all 1,089 cards of the 17 sets', () => {
    const sets = readSagaFacts();
    expect(sets.map((s) => s.set)).toEqual([
      'BSS01',
      'BSS02',
      'BSS03',
      'BSS04',
      'BSS05',
      'BSS06',
      'CB01',
      'EX01',
      'L01',
      'PR',
      'ST01',
      'ST02',
      'ST03',
      'ST04',
      'ST05',
      'ST06',
      'ST07',
    ]);
    expect(facts.size).toBe(1089);
  });

  it('ST01-001: cost 6, reduction red x3, LV3 needs 5 cores at 10000 BP', () => {
    const c = card('ST01-001');
    expect(c).toMatchObject({ name: 'Nebula Dragon Andromeda', type: 'spirit', colors: ['red'], cost: 6 });
    expect(c.reduction).toEqual(['red', 'red', 'red']);
    expect(c.levels[2]).toEqual({ level: 3, cores: 5, bp: 10000 });
    expect(c.keywords).toEqual([{ keyword: 'confront' }]);
    expect(c.printedAbilities).toBe(2);
  });

  it('nexus levels have no BP; magic has no levels; no spirit type is empty', () => {
    expect(card('BSS01-101').levels).toEqual([
      { level: 1, cores: 0 },
      { level: 2, cores: 1 },
    ]);
    expect(card('BSS01-101').spiritTypes).toEqual([]);
    expect(card('BSS01-117')).toMatchObject({ type: 'magic', levels: [], symbols: [] });
    for (const c of facts.values()) expect(c.spiritTypes).not.toContain('');
  });

  it('maps two-colour symbols, "no reduction" and keyword values from both field-name variants', () => {
    expect(card('BSS05-012').symbols).toEqual([['red', 'purple']]);
    expect(card('BSS01-025').reduction).toEqual([]);
    expect(card('BSS01-058').keywords).toEqual([{ keyword: 'armor', value: ['red', 'purple', 'white'] }]);
    expect(card('BSS01-039').keywords).toEqual([{ keyword: 'immortal', value: [4, 5] }]);
    // CB01 writes keywords as { keyword, value }.
    expect(card('CB01-001').keywords).toEqual([{ keyword: 'atField' }]);
  });

  it('count printed abilities, not the empty entry of a vanilla card', () => {
    const vanilla = [...facts.values()].filter((c) => c.printedAbilities === 0);
    expect(vanilla.length).toBeGreaterThan(100);
    expect(vanilla.every((c) => c.keywords.length === 0)).toBe(true);
  });
});

describe('loadSagaPool', () => {
  it('validates every definition and returns a registry of the pool', async () => {
    const reg = await loadSagaPool();
    // Tokens that effects create are registered too, beside the 1,089 printed cards.
    expect(reg.all().filter((c) => c.token !== true)).toHaveLength(1089);
    expect(
      reg
        .all()
        .filter((c) => c.token === true)
        .map((c) => c.name),
    ).toContain('Antman Token');
    expect(reg.get('ST01-001').levels[0]).toEqual({ level: 1, cores: 1, bp: 4000 });
  });

  it('refuses a broken definition, naming the card id and the field', async () => {
    const dir = join(tmp, 'broken');
    mkdirSync(join(dir, 'effects'), { recursive: true });
    copyFileSync(join(SAGA_POOL_DIR, 'ST01.json'), join(dir, 'ST01.json'));
    writeFileSync(
      join(dir, 'effects', 'ST01.ts'),
      "export default { 'ST01-002': [{ kind: 'trigger', on: 'summoned', effect: [{ do: 'draw', n: -1 }] }] };\n",
    );
    await expect(loadSagaPool({ dir })).rejects.toThrow(
      /card ST01-002 \(ST01\): abilities\[0\]\.effect\[0\]\.n:/,
    );
  });

  it('refuses broken facts and definitions for cards that are not in the set', () => {
    const sets = readSagaFacts().filter((s) => s.set === 'ST01');
    const bad = {
      set: 'ST01',
      cards: sets[0]!.cards.map((c) => (c.id === 'ST01-002' ? { ...c, cost: -1 } : c)),
    };
    expect(() => buildSagaPool([bad], {})).toThrow(/card ST01-002 \(ST01\): cost:/);
    expect(() => buildSagaPool(sets, { ST01: { 'ST01-999': [] } })).toThrow(
      /card ST01-999 .*no such card in ST01/,
    );
    expect(() => buildSagaPool(sets, { ST02: { 'ST01-001': [] } })).toThrow(
      /card ST01-001 .*belongs to ST01/,
    );
  });
});

describe('Saga card coverage', () => {
  const sets = readSagaFacts().filter((s) => s.set === 'ST01');
  const draw = [
    { kind: 'trigger' as const, on: 'summoned' as const, effect: [{ do: 'draw' as const, n: 1 }] },
  ];
  const pool = buildSagaPool(sets, { ST01: { 'ST01-002': draw } });
  const row = (cov: ReturnType<typeof sagaCardCoverage>, id: string) =>
    cov.sets[0]!.cards.find((c) => c.id === id)!;

  it('without a scenario nothing is implemented; a card with printed abilities also needs a definition', () => {
    const cov = sagaCardCoverage(pool, [join(tmp, 'no-scenarios-here')].filter(existsSync));
    const vanilla = sets[0]!.cards.find((c) => c.printedAbilities === 0)!;
    expect(row(cov, vanilla.id)).toMatchObject({ implemented: false, missing: 'no scenario exercises it' });
    expect(row(cov, 'ST01-001')).toMatchObject({
      implemented: false,
      missing: 'no definition of its 2 printed abilities',
    });
    expect(row(cov, 'ST01-002')).toMatchObject({
      implemented: false,
      missing: 'no scenario exercises it',
    });
    expect(cov.total).toBe(16);
  });

  it('a card left undefined says why, from the gaps file; a gap for a defined or unknown card is refused', () => {
    const gapped = buildSagaPool(
      sets,
      { ST01: { 'ST01-002': draw } },
      { 'ST01-001': 'needs a trigger on a battle compared' },
    );
    const cov = sagaCardCoverage(gapped, [join(tmp, 'no-scenarios-here')].filter(existsSync));
    expect(row(cov, 'ST01-001').missing).toBe(
      'no definition of its 2 printed abilities: needs a trigger on a battle compared',
    );
    expect(() => buildSagaPool(sets, { ST01: { 'ST01-002': draw } }, { 'ST01-002': 'x' })).toThrow(
      /gaps\.yaml: ST01-002: it is defined; its gap is stale/,
    );
    expect(() => buildSagaPool(sets, {}, { 'ST01-999': 'x' })).toThrow(/ST01-999: no such card/);
    expect(() => buildSagaPool(sets, {}, { 'ST01-001': 3 })).toThrow(/ST01-001: the reason must be/);
  });

  it('every card of the real pool with printed abilities and no definition has a gap reason', async () => {
    const real = await readSagaPool();
    const reasonless = real.sets
      .filter((s) => s.set === 'BSS04')
      .flatMap((s) => s.cards)
      .filter((c) => c.printedAbilities > 0 && !real.defined.has(c.id) && !real.gaps.has(c.id))
      .map((c) => c.id);
    expect(reasonless).toEqual([]);
  });

  it('a defined card is implemented once a scenario names it', () => {
    const dir = join(tmp, 'scenarios');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'andrometeos.yaml'),
      `name: x\nrules: [1-1]\nstart:\n  turn: 1\n  p1:\n    hand: [${card('ST01-002').name}]\n`,
    );
    writeFileSync(
      join(dir, 'other.yaml'),
      'name: y\nrules: [1-1]\ndescription: ST01-002 is named only in the description\n',
    );
    const cov = sagaCardCoverage(pool, [dir]);
    expect(row(cov, 'ST01-002').implemented).toBe(true);
    expect(row(cov, 'ST01-002').scenarios).toHaveLength(1);
    // Only the card the scenario plays counts: naming one in a description does not.
    expect(cov.implemented).toBe(1);
  });

  it('the real pool: implemented is at most the total, which is 1,089', async () => {
    const cov = sagaCardCoverage(await readSagaPool());
    expect(cov.total).toBe(1089);
    expect(cov.implemented).toBeLessThanOrEqual(cov.total);
    expect(cov.implemented).toBe(cov.sets.reduce((n, s) => n + s.implemented, 0));
  });
});
