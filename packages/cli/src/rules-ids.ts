// `npm run rules:ids [-- <rulebook>] [-- --format eternal <manual>]`: writes the committed list of
// rule ids from the rulebook, so `arbiter rules coverage` still works where the book is not available.
import { readFileSync, writeFileSync } from 'node:fs';
import {
  ARBITER_ROOT,
  defaultSagaRulebook,
  ETERNAL_RULE_IDS_FILE,
  ETERNAL_RULEBOOK,
  parseEternalRuleIds,
  parseRuleIds,
  SAGA_RULE_IDS_FILE,
  sagaRuleIdsJson,
} from '@arbiter/battle-spirits';
import { defaultRulebook, ruleIdsJson } from '@arbiter/cardgame';

const args = process.argv.slice(2);
const eternal = args[0] === '--format' && args[1] === 'eternal';
const bookArg = eternal ? args[2] : args[0];
try {
  if (eternal) {
    const book = bookArg ?? defaultRulebook(ETERNAL_RULEBOOK, ARBITER_ROOT);
    const ids = parseEternalRuleIds(readFileSync(book, 'utf8'), book);
    writeFileSync(ETERNAL_RULE_IDS_FILE, ruleIdsJson(ETERNAL_RULEBOOK, ids));
    process.stdout.write(`${ids.length} rule ids from ${book} written to ${ETERNAL_RULE_IDS_FILE}\n`);
  } else {
    const book = bookArg ?? defaultSagaRulebook();
    const ids = parseRuleIds(readFileSync(book, 'utf8'), book);
    writeFileSync(SAGA_RULE_IDS_FILE, sagaRuleIdsJson(ids));
    process.stdout.write(`${ids.length} rule ids from ${book} written to ${SAGA_RULE_IDS_FILE}\n`);
  }
} catch (e) {
  process.stderr.write(`rules:ids: ${(e as Error).message}\n`);
  process.exitCode = 2;
}
