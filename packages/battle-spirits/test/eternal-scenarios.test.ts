// The Eternal format's scenarios (scenarios/eternal, `game: eternal`): each must pass.
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { findScenarioFiles } from '@arbiter/cardgame';
import { formatScenarioResult, loadScenarioRegistry, parseScenario, runScenarioFiles } from '../src/index.ts';

beforeAll(async () => {
  await loadScenarioRegistry();
});

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const files = findScenarioFiles([join(root, 'scenarios', 'eternal')]);

describe('Eternal scenarios', () => {
  it('are there', () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
  });
  for (const file of files) {
    it(relative(root, file), () => {
      const [r] = runScenarioFiles([file]);
      expect(r!.ok, formatScenarioResult(r!)).toBe(true);
    });
  }

  it('cite their own book: Eternal ids need game: eternal, and Saga ids are refused there', () => {
    const body = 'name: x\nstart: { turn: 2 }\n';
    expect(() => parseScenario(`game: eternal\nrules: [7-1-3]\n${body}`)).toThrow(
      /7-1-3 are not Eternal rule ids/,
    );
    expect(() => parseScenario(`rules: [E497]\n${body}`)).toThrow(
      /E497 are Eternal rule ids: add game: eternal/,
    );
    expect(parseScenario(`game: eternal\nrules: [E497]\n${body}`).format).toBe('eternal');
  });
});
