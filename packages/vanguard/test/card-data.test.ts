// The generated card facts (section 2) and the trial decks' lists, against the shared data.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkVgDeck,
  countAbilities,
  generateVgPool,
  loadVgPool,
  parseVgCards,
  printedDrive,
  vgDeckCards,
  VG_DATA_DIR,
} from '../src/index.ts';

const haveData = existsSync(join(VG_DATA_DIR, 'cards'));

describe('Vanguard card facts', () => {
  it.runIf(haveData)(
    'the committed facts and deck lists are what the generator makes from the shared data',
    () => {
      const gen = generateVgPool(VG_DATA_DIR);
      const pool = loadVgPool();
      expect(Object.keys(gen.sets).sort()).toEqual(Object.keys(pool.sets).sort());
      // The pool is the generated facts plus the project's ability definitions (cards/effects).
      for (const [set, cards] of Object.entries(gen.sets))
        expect(pool.sets[set]!.map(({ abilities: _, ...facts }) => facts)).toEqual(cards);
      expect(pool.decks).toEqual(gen.decks);
      expect(pool.catalog.size).toBe(293);
    },
  );

  it('2.1.1, 2.2.1, 2.3.1, 2.4.1, 2.5.1, 2.6.1, 2.7.1, 2.8.1, 2.9.1, 2.10.1, 2.10.1.2, 2.10.1.3: a card keeps its name, clan, race, grade, power, shield, critical, trigger icon, type and skill icons', () => {
    const cat = loadVgPool().catalog;
    const epona = cat.get('TD01-013');
    expect([epona.grade, epona.power, epona.shield, epona.critical, epona.trigger]).toEqual([
      0,
      5000,
      10000,
      1,
      'critical',
    ]);
    expect(epona.skills).toEqual(['boost']);
    expect([epona.name, epona.clan, epona.race, epona.type]).toEqual([
      'Bringer of Good Luck, Epona',
      'Royal Paladin',
      'Sylph',
      'trigger_unit',
    ]);
    expect(cat.get('TD01-004').skills).toEqual(['intercept']);
  });

  it('2.6.3: a grade 3 unit has no shield; 2.16, 11.2.3.1: twin drive gives drive 2', () => {
    const overlord = loadVgPool().catalog.get('TD02-001');
    expect(overlord.shield).toBeNull();
    expect(printedDrive(overlord)).toBe(2);
    expect(printedDrive(loadVgPool().catalog.get('TD02-004'))).toBe(1);
  });

  it('11.9: the sentinels of BT01 and BT02 are marked, three in each set', () => {
    const pool = loadVgPool();
    expect(pool.sets.BT01!.filter((c) => c.sentinel).map((c) => c.id)).toEqual([
      'BT01-011',
      'BT01-015',
      'BT01-019',
    ]);
    expect(pool.sets.BT02!.filter((c) => c.sentinel).map((c) => c.id)).toEqual([
      'BT02-010',
      'BT02-014',
      'BT02-019',
    ]);
  });

  it('a card definition with a bad field is refused, naming the card and the field', () => {
    const good = loadVgPool().catalog.get('TD01-012');
    expect(() => parseVgCards([{ ...good, grade: 7 }], 'x.json')).toThrow(
      /x\.json: card TD01-012: field "grade"/,
    );
    expect(() => parseVgCards([{ ...good, trigger: 'heal' }], 'x.json')).toThrow(
      /card TD01-012: field "trigger"/,
    );
    expect(() => parseVgCards([{ ...good, id: undefined }], 'x.json')).toThrow(/card #1: field "id"/);
  });

  it('counts the abilities a card prints by their icons, never keeping their text', () => {
    expect(countAbilities('[AUTO](VC):a\n[CONT](RC):b')).toBe(2);
    expect(countAbilities('')).toBe(0);
    // 10.21.1: an ability in quotation marks is given by the ability around it.
    expect(countAbilities('[ACT](VC):[CB2] it gets "[AUTO](VC):When it hits, draw."\n[AUTO]:x')).toBe(2);
    const raw = readFileSync(join(import.meta.dirname, '../cards/TD01.json'), 'utf8');
    expect(raw).not.toMatch(/\[AUTO\]|\[ACT\]|\[CONT\]/);
  });

  it('5.2.2: every trial deck meets the main deck construction rules', () => {
    const pool = loadVgPool();
    expect(pool.decks.map((d) => d.id)).toEqual([
      'TD01',
      'TD02',
      'TD03',
      'TD04',
      'TD05',
      'TD06',
      'TD07',
      'TD08',
    ]);
    for (const d of pool.decks) expect(checkVgDeck(pool.catalog, vgDeckCards(d)), d.id).toEqual([]);
  });
});
