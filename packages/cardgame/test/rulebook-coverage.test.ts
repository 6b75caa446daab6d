// The rule-coverage set-up a game descriptor is given (titles name no rule: this package serves
// every game).
import { describe, expect, it } from 'vitest';
import { CoverageInputError, rulebookCoverage, type RulebookSpec } from '@arbiter/cardgame';

const BOOK: RulebookSpec = {
  rulebookName: 'no-such-book.txt',
  idsFile: '/no/such/ids.json',
  exemptFile: '/no/such/exempt.yaml',
  parse: () => [],
  scenarioGame: 'none',
  testPackages: () => false,
};

describe("a descriptor's rule coverage per format", () => {
  it('refuses a format it has no rulebook for, naming the format', async () => {
    const coverage = rulebookCoverage('/no/such/repository', { standard: BOOK });
    await expect(coverage('eternal', {})).rejects.toThrow(CoverageInputError);
    await expect(coverage('eternal', {})).rejects.toThrow('No rulebook for the format eternal.');
  });

  it("reads the format's rulebook spec, from the given repository unless the options name another", async () => {
    const coverage = rulebookCoverage('/no/such/repository', { standard: BOOK });
    // Neither the book nor the committed ids exist there: the error names the spec's ids file.
    await expect(coverage('standard', {})).rejects.toThrow('/no/such/ids.json');
  });
});
