export { compareRuleIds, CoverageInputError, parseRuleIds, ruleIdsIn } from './rulebook.ts';
export {
  findTestFiles,
  scanScenarioFiles,
  scanTestFiles,
  scanTestSource,
  type CitationScan,
  type RuleCitation,
} from './sources.ts';
export {
  computeRuleCoverage,
  parseRuleExemptions,
  type RuleCoverage,
  type RuleCoverageReport,
  type RuleExemptions,
  type RuleStatus,
} from './report.ts';
export {
  ARBITER_ROOT,
  defaultSagaRulebook,
  loadSagaRuleIds,
  readCommittedRuleIds,
  SAGA_EXEMPT_FILE,
  SAGA_RULE_IDS_FILE,
  SAGA_RULEBOOK_NAME,
  sagaRuleCoverage,
  sagaRuleIdsJson,
  type SagaCoverage,
  type SagaCoverageOptions,
  type SagaRuleIds,
} from './saga.ts';
