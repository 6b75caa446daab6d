// Answering on the board (direct-pick.ts): a click on a card and a click on a place are mapped to
// the option whose facts (`obj`, `at`) name them, whatever its id says. The options are shaped as
// Vanguard's main phase gives them (packages/vanguard/src/turn.ts: a call names the hand card and
// the rear-guard circle, 8.5.2.1.1.2; an exchange names the unit and the circle it moves to,
// 6.6.1.2.3) with ids that say nothing, so a mapping that read ids would fail.
import { describe, expect, it } from 'vitest';
import {
  aimTargets,
  clickObject,
  clickPlace,
  fitting,
  NOTHING_ARMED,
  objectTargets,
  placeTargets,
} from '../src/direct-pick.ts';
import { disarmed, initDraft, isArmed } from '../src/decision.ts';
import { dbsAimHint } from '../src/boards/dbscg/aim-hint.ts';
import { listWords } from '../src/list-words.ts';
import type { DecisionOption } from '../src/types.ts';

const REAR = ['FL', 'BL', 'BC', 'FR', 'BR'];
/** Hand cards 11 and 12 may be called to any rear-guard circle; unit 30 on FL may move to BL. */
const MAIN: DecisionOption[] = [
  ...[11, 12].flatMap((obj) =>
    REAR.map((at) => ({ id: `q${obj * 10 + REAR.indexOf(at)}`, label: `Call ${obj} to ${at}`, obj, at })),
  ),
  { id: 'q900', label: 'Exchange the left column', obj: 30, at: 'BL' },
  { id: 'q999', label: 'End the main phase' },
];
const idOf = (obj: number, at: string) => MAIN.find((o) => o.obj === obj && o.at === at)!.id;

describe('a click on a card, then on its place', () => {
  it('a hand card with several calls is armed, then the circle sends the call that names both (8.5.2.1.1.2)', () => {
    const first = clickObject(MAIN, NOTHING_ARMED, 12);
    expect(first).toEqual({ arm: { obj: 12, place: null } });
    const armed = { obj: 12, place: null };
    // Only that card's places can be clicked now, each with the one option it sends.
    expect([...placeTargets(MAIN, armed).keys()].sort()).toEqual([...REAR].sort());
    expect(
      placeTargets(MAIN, armed)
        .get('FR')!
        .map((o) => o.id),
    ).toEqual([idOf(12, 'FR')]);
    expect(clickPlace(MAIN, armed, 'FR')).toEqual({ send: idOf(12, 'FR') });
    expect(clickPlace(MAIN, armed, 'BL')).toEqual({ send: idOf(12, 'BL') });
  });

  it('a circle no option of the armed card names does nothing', () => {
    expect(clickPlace(MAIN, { obj: 12, place: null }, 'VC')).toBeNull();
    expect(placeTargets(MAIN, { obj: 12, place: null }).has('VC')).toBe(false);
  });

  it('a card with one option sends it at once (a unit that can only move)', () => {
    expect(clickObject(MAIN, NOTHING_ARMED, 30)).toEqual({ send: 'q900' });
  });

  it('clicking the armed card again disarms it', () => {
    expect(clickObject(MAIN, { obj: 12, place: null }, 12)).toEqual({ arm: { obj: null, place: null } });
  });

  it('another card replaces the armed one', () => {
    expect(clickObject(MAIN, { obj: 12, place: null }, 11)).toEqual({ arm: { obj: 11, place: null } });
  });
});

describe('a click on a place, then on the card', () => {
  it('a circle several cards could go to is armed, and only those cards can be clicked', () => {
    expect(clickPlace(MAIN, NOTHING_ARMED, 'BL')).toEqual({ arm: { obj: null, place: 'BL' } });
    const armed = { obj: null, place: 'BL' };
    // The two hand cards and the unit that would move there.
    expect([...objectTargets(MAIN, armed).keys()].sort()).toEqual([11, 12, 30]);
    expect(objectTargets(MAIN, armed).get(11)).toEqual([idOf(11, 'BL')]);
    expect(clickObject(MAIN, armed, 11)).toEqual({ send: idOf(11, 'BL') });
    expect(clickObject(MAIN, armed, 30)).toEqual({ send: 'q900' });
  });

  it('a place only one option names sends it (a search that calls to a chosen circle, 10.7)', () => {
    const search: DecisionOption[] = REAR.map((at, i) => ({ id: String(i), label: `To ${at}`, at }));
    expect(clickPlace(search, NOTHING_ARMED, 'BR')).toEqual({ send: '4' });
  });

  it('clicking the armed place again disarms it; the panel offers what fits what is armed', () => {
    expect(clickPlace(MAIN, { obj: null, place: 'BL' }, 'BL')).toEqual({ arm: { obj: null, place: null } });
    expect(fitting(MAIN, { obj: null, place: 'FR' }).map((o) => o.id)).toEqual([
      idOf(11, 'FR'),
      idOf(12, 'FR'),
    ]);
    expect(fitting(MAIN, NOTHING_ARMED)).toHaveLength(MAIN.length);
  });

  it('an attack: the attacker, then the attacked circle (7.3.1.2)', () => {
    const attack: DecisionOption[] = [
      { id: 'a', label: 'Unit 5 attacks the vanguard', obj: 5, at: 'VC' },
      { id: 'b', label: 'Unit 5 attacks the front right unit', obj: 5, at: 'FR' },
      { id: 'c', label: 'Unit 6 attacks the vanguard', obj: 6, at: 'VC' },
      { id: 'd', label: 'End the battle phase' },
    ];
    expect(clickObject(attack, NOTHING_ARMED, 6)).toEqual({ send: 'c' });
    expect(clickObject(attack, NOTHING_ARMED, 5)).toEqual({ arm: { obj: 5, place: null } });
    expect(clickPlace(attack, { obj: 5, place: null }, 'FR')).toEqual({ send: 'b' });
    expect(clickPlace(attack, NOTHING_ARMED, 'FR')).toEqual({ send: 'b' });
    expect(clickPlace(attack, NOTHING_ARMED, 'VC')).toEqual({ arm: { obj: null, place: 'VC' } });
  });

  it("a DBSCG attack: the attacker, then the card attacked (7-1), the options' `target`", () => {
    // Leader 1 and battle card 2 may attack the opponent's leader 20 or rested battle card 21.
    const attack: DecisionOption[] = [
      { id: 'x7', label: 'Play a card', obj: 9 },
      { id: 'x3', label: 'Attack 20 with 1', obj: 1, target: 20 },
      { id: 'x1', label: 'Attack 21 with 1', obj: 1, target: 21 },
      { id: 'x4', label: 'Attack 20 with 2', obj: 2, target: 20 },
      { id: 'x0', label: 'End the Main Phase', pass: true },
    ];
    // Nothing armed: the cards attacked are not yet clickable, the attackers are.
    expect([...objectTargets(attack, NOTHING_ARMED).keys()].sort()).toEqual([1, 2, 9]);
    expect(clickObject(attack, NOTHING_ARMED, 20)).toBeNull();
    // The attacker armed: the cards it may attack become clickable, each with its one attack.
    const armed = { obj: 1, place: null };
    expect(clickObject(attack, NOTHING_ARMED, 1)).toEqual({ arm: armed });
    const targets = objectTargets(attack, armed);
    expect(targets.get(20)).toEqual(['x3']);
    expect(targets.get(21)).toEqual(['x1']);
    expect(clickObject(attack, armed, 21)).toEqual({ send: 'x1' });
    expect(clickObject(attack, armed, 20)).toEqual({ send: 'x3' });
    // Another attacker armed aims at its own targets only; the armed card again disarms it.
    expect(clickObject(attack, { obj: 2, place: null }, 20)).toEqual({ send: 'x4' });
    expect(objectTargets(attack, { obj: 2, place: null }).has(21)).toBe(false);
    expect(clickObject(attack, armed, 1)).toEqual({ arm: { obj: null, place: null } });
    // The cards marked as the armed attacker's to attack: its targets only, none with nothing armed.
    expect([...aimTargets(attack, armed)].sort()).toEqual([20, 21]);
    expect([...aimTargets(attack, { obj: 2, place: null })]).toEqual([20]);
    expect(aimTargets(attack, { obj: 9, place: null }).size).toBe(0);
    expect(aimTargets(attack, NOTHING_ARMED).size).toBe(0);
  });
});

describe('putting back what was clicked (Escape, "Put it back")', () => {
  it('clears the card and the place armed, and keeps the rest of the draft', () => {
    const fresh = initDraft({ id: 4, player: 0, kind: 'mainAction', type: 'select', options: MAIN });
    expect(isArmed(fresh)).toBe(false);
    const armed = { ...fresh, chosen: ['q999'], focus: 12, place: 'FL' };
    expect(isArmed(armed)).toBe(true);
    expect(isArmed({ ...fresh, place: 'BR' })).toBe(true);
    const back = disarmed(armed);
    expect(isArmed(back)).toBe(false);
    expect(back).toEqual({ ...armed, focus: null, place: null });
  });
});

describe("the hint for an armed attacker's cards to attack", () => {
  it('names the attacker and each card it may attack, and how to pick (DBSCG 7-1)', () => {
    expect(listWords(['A'])).toBe('A');
    expect(listWords(['A', 'B', 'C'])).toBe('A, B or C');
    expect(listWords([])).toBe('');
    const hint = dbsAimHint('Son Goku', ['Frieza', 'Cell']);
    expect(hint).toMatch(/^Son Goku may attack Frieza or Cell\. Click the card it attacks/);
    expect(hint).toContain('attack here');
    expect(hint).toContain('Escape puts Son Goku back');
  });
});
