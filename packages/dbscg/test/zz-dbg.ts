import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { runDbsScenario } from '../src/scenario.ts';
// Dump: run the scenario with an extra final expect of events that always fails, to see the log.
const text = readFileSync(process.argv[2]!, 'utf8');
const r = runDbsScenario(text.replace(/^then: stop$/m, 'then: stop') + '\n');
console.log(r.failures.join('\n'));
