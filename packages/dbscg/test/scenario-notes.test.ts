// DBSCG's scenario runner keeps the notes every game's runner leaves: each default answer that passed
// over another player's choice (here a battle step the script leaves out while p2 could combo).
import { describe, expect, it } from 'vitest';
import { runDbsScenario } from '../src/scenario.ts';

const SCRIPT = `
game: dbscg
name: notes
rules: [7-3-1-2-2]
start:
  turn: 3
  active: p1
  p1:
    battle: [Red Brawler]
  p2:
    hand: [Red Sparring Partner]
    energy: [Red Sparring Partner]
script:
  - p1 mainAction: Attack Azure Mentor with Red Brawler
  - p1 battleAction: Pass
  - expect: { p2: { life: 7 }, decision: p1 mainAction }
then: stop
`;

describe('DBSCG scenario notes', () => {
  it("notes a battle step passed for p2 when p2 could combo, and none for the step's own player", () => {
    const r = runDbsScenario(SCRIPT);
    expect(r.failures).toEqual([]);
    expect(r.notes).toEqual([
      expect.stringMatching(
        /^step 3 .*p2 battleAction was answered .* by default; p2 could also: .*Combo with Red Sparring Partner/,
      ),
    ]);
  });
});
