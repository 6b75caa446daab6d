// `npm run rules:ids [-- <rulebook>]`: writes the committed list of Saga rule ids from the rulebook,
// so `arbiter rules coverage` still works where the rulebook is not available.
import { readFileSync, writeFileSync } from 'node:fs';
import {
  defaultSagaRulebook,
  parseRuleIds,
  SAGA_RULE_IDS_FILE,
  sagaRuleIdsJson,
} from '@arbiter/battle-spirits';

const book = process.argv[2] ?? defaultSagaRulebook();
try {
  const ids = parseRuleIds(readFileSync(book, 'utf8'), book);
  writeFileSync(SAGA_RULE_IDS_FILE, sagaRuleIdsJson(ids));
  process.stdout.write(`${ids.length} rule ids from ${book} written to ${SAGA_RULE_IDS_FILE}\n`);
} catch (e) {
  process.stderr.write(`rules:ids: ${(e as Error).message}\n`);
  process.exitCode = 2;
}
