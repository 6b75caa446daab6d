// The coverage machinery is the card-game layer's; Saga adds its rulebook and exemptions.
export {
  compareRuleIds,
  computeRuleCoverage,
  CoverageInputError,
  findTestFiles,
  parseRuleExemptions,
  parseRuleIds,
  ruleIdsIn,
  scanScenarioFiles,
  scanTestFiles,
  scanTestSource,
  type CitationScan,
  type RuleCitation,
  type RuleCoverage,
  type RuleCoverageReport,
  type RuleExemptions,
  type RuleStatus,
} from '@arbiter/cardgame';
export {
  ARBITER_ROOT,
  defaultSagaRulebook,
  loadSagaRuleIds,
  readCommittedRuleIds,
  SAGA_EXEMPT_FILE,
  SAGA_RULE_IDS_FILE,
  SAGA_RULEBOOK,
  SAGA_RULEBOOK_NAME,
  sagaRuleIdsJson,
  type SagaRuleIds,
} from './saga.ts';
export {
  ETERNAL_EXEMPT_FILE,
  ETERNAL_RULE_IDS_FILE,
  ETERNAL_RULEBOOK,
  ETERNAL_RULEBOOK_NAME,
  eternalRuleIdsIn,
  parseEternalRuleIds,
} from './eternal.ts';
