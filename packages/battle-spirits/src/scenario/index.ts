export { parseScenario, ScenarioFormatError } from './schema.ts';
export type { AnswerSpec, EventPattern, Expectation, Scenario, ScriptStep, Seat } from './schema.ts';
export { sagaRefs } from './refs.ts';
export {
  findScenarioFiles,
  formatScenarioResult,
  unscriptedAnswer,
  defaultScenarioRegistry,
  loadScenarioRegistry,
  runParsed,
  runScenario,
  runScenarioFiles,
  type RunOptions,
  type ScenarioResult,
} from './runner.ts';
