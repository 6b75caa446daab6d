// A scenario file read the same way for every game whose runner takes the YAML as it is (DBSCG,
// Vanguard; Saga's schema.ts validates its keys further): the top-level keys checked, the game, the
// name, the rules, the seed, strict mode and the script's steps (docs/scenarios.md, "Top-level keys").
import { parseDocument } from 'yaml';
import { readStep, SCENARIO_KEYS, type ScriptStep } from './script.ts';

/** A scenario file that cannot be run as written: the message says which key and why. */
export class ScenarioDocumentError extends Error {}

export interface ScenarioDocument {
  /** The whole document, for the game's own keys (`start`, `decks`, `expect`, ...). */
  doc: Record<string, unknown>;
  name: string;
  rules: string[];
  /** The game's random seed (default 1). */
  seed: number;
  /** Every decision is scripted (`strict`, default true). */
  strict: boolean;
  steps: ScriptStep[];
}

/**
 * Reads a scenario's YAML for the game `game`; `extraKeys`: the top-level keys the game adds to
 * `SCENARIO_KEYS`. Throws a `ScenarioDocumentError` for invalid YAML, an unknown key, another game,
 * a missing name or rules, or a step that is not one.
 */
export function readScenarioDocument(
  text: string,
  game: string,
  extraKeys: readonly string[] = [],
): ScenarioDocument {
  const parsed = parseDocument(text);
  if (parsed.errors.length > 0) throw new ScenarioDocumentError(parsed.errors[0]!.message.split('\n')[0]);
  const raw: unknown = parsed.toJS();
  const doc = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const keys = new Set([...SCENARIO_KEYS, ...extraKeys]);
  for (const k of Object.keys(doc)) if (!keys.has(k)) throw new ScenarioDocumentError(`unknown key "${k}"`);
  if (doc.game !== game) throw new ScenarioDocumentError(`game: must be ${game}`);
  if (typeof doc.name !== 'string') throw new ScenarioDocumentError('name: required');
  if (!Array.isArray(doc.rules) || doc.rules.length === 0)
    throw new ScenarioDocumentError('rules: name the rules it checks');
  const script = doc.script ?? [];
  if (!Array.isArray(script)) throw new ScenarioDocumentError('script: expected a list of steps');
  const steps = script.map((s: unknown, i) => {
    const step = typeof s === 'object' && s !== null ? readStep(s as Record<string, unknown>) : 'not a step';
    if (typeof step === 'string') throw new ScenarioDocumentError(`script step ${i + 1}: ${step}`);
    return step;
  });
  return {
    doc,
    name: doc.name,
    rules: doc.rules.map(String),
    seed: typeof doc.seed === 'number' ? doc.seed : 1,
    strict: doc.strict !== false,
    steps,
  };
}
