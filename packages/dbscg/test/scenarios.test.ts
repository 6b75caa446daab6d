// Every DBSCG scenario under scenarios/dbscg is a test of its own.
import { beforeAll, describe, expect, it } from 'vitest';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findScenarioFiles } from '@arbiter/cardgame';
import { runDbsScenarioFile } from '../src/scenario.ts';
import { scenarioCatalog } from '../src/descriptor.ts';
import type { DbsCatalog } from '../src/cards.ts';

let catalog: DbsCatalog;
beforeAll(async () => {
  catalog = await scenarioCatalog();
});

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const files = findScenarioFiles([join(ROOT, 'scenarios', 'dbscg')]);

describe('DBSCG scenarios', () => {
  it.each(files.map((f) => [relative(ROOT, f), f] as const))('%s', (_name, file) => {
    const r = runDbsScenarioFile(file, catalog);
    expect(r.failures, `${r.name} [${r.rules.join(', ')}]`).toEqual([]);
  });
});
