// Saga rule coverage: where the rulebook, the committed rule ids and the exemptions live. The
// machinery is the card-game layer's (`RulebookSpec`); this file only describes Saga's book.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defaultRulebook,
  loadRuleIds,
  OTHER_GAME_TEST_PACKAGES,
  parseRuleIds,
  readCommittedIds,
  ruleIdsJson,
  type RuleIds,
  type RulebookSpec,
} from '@arbiter/cardgame';

const here = (p: string): string => resolve(fileURLToPath(new URL(p, import.meta.url)));

/** The repository this package sits in (packages/battle-spirits/src/coverage/ → four levels up). */
export const ARBITER_ROOT = here('../../../..');
export const SAGA_RULEBOOK_NAME = 'battle-spirits-saga-comprehensive-rules-v1.6.0.txt';
/** Rule ids only, generated from the rulebook by `npm run rules:ids`; used when the book is absent. */
export const SAGA_RULE_IDS_FILE = here('../../rules/saga-1.6.0-ids.json');
export const SAGA_EXEMPT_FILE = here('../../rules/saga-exempt.yaml');

export const SAGA_RULEBOOK: RulebookSpec = {
  rulebookName: SAGA_RULEBOOK_NAME,
  idsFile: SAGA_RULE_IDS_FILE,
  exemptFile: SAGA_EXEMPT_FILE,
  parse: parseRuleIds,
  // Saga's own citations: scenarios without another `game`, the tests of every package but the
  // other games'.
  scenarioGame: 'saga',
  testPackages: (pkg) => !OTHER_GAME_TEST_PACKAGES.has(pkg),
};

/** Where the rulebook is by default: the shared folder beside the repository. */
export function defaultSagaRulebook(root = ARBITER_ROOT): string {
  return defaultRulebook(SAGA_RULEBOOK, root);
}

/** The committed list's file content for these ids. */
export function sagaRuleIdsJson(ids: readonly string[]): string {
  return ruleIdsJson(SAGA_RULEBOOK, ids);
}

export function readCommittedRuleIds(file = SAGA_RULE_IDS_FILE): string[] {
  return readCommittedIds(file);
}

export type SagaRuleIds = RuleIds;

/** The rule ids from `rulesFile` (must exist), else the default rulebook, else the committed list. */
export function loadSagaRuleIds(rulesFile?: string, root = ARBITER_ROOT): SagaRuleIds {
  return loadRuleIds(SAGA_RULEBOOK, root, rulesFile);
}
