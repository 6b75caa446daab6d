// Where tests name rules: scenario files (their `rules` list) and vitest titles (read statically).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { CallExpression, Expression, Node } from 'typescript';
import { parseDocument } from 'yaml';
import { findScenarioFiles } from '../scenario/files.ts';
import { ruleIdsIn } from './rulebook.ts';

/** One test naming one rule; `test` is how the report shows the test. */
export interface RuleCitation {
  id: string;
  test: string;
}

/** Citations found, and files that could not be read (reported, not fatal). */
export interface CitationScan {
  citations: RuleCitation[];
  problems: string[];
}

type Ts = typeof import('typescript');

const TEST_FUNCTIONS = new Set(['describe', 'suite', 'it', 'test']);
// `it.each(table)` and the like return the function that takes the title.
const FACTORIES = new Set(['each', 'for', 'skipIf', 'runIf']);
// Tests that do not run cover nothing.
const NOT_RUN = new Set(['skip', 'todo']);

const slash = (p: string): string => p.split(sep).join('/');

/** Test packages of games other than Saga: their tests cite their own rulebooks. */
export const OTHER_GAME_TEST_PACKAGES: ReadonlySet<string> = new Set(['dbscg', 'vanguard']);

/** `packages/<name>/test/**\/*.test.ts` of the packages `include` accepts (all by default), sorted. */
export function findTestFiles(root: string, include: (pkg: string) => boolean = () => true): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const ent of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, ent.name);
      if (ent.isDirectory()) {
        if (ent.name !== 'node_modules') walk(p);
      } else if (ent.name.endsWith('.test.ts')) out.push(p);
    }
  };
  const packages = join(root, 'packages');
  for (const ent of readdirSync(packages, { withFileTypes: true })) {
    const test = join(packages, ent.name, 'test');
    if (ent.isDirectory() && existsSync(test) && include(ent.name)) walk(test);
  }
  return out.sort();
}

/** The title's text when it is written out (strings, templates, `+`); `${…}` stands for a value. */
function staticText(ts: Ts, e: Expression): string | undefined {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
  if (ts.isTemplateExpression(e))
    return e.head.text + e.templateSpans.map((s) => `\${…}${s.literal.text}`).join('');
  if (ts.isParenthesizedExpression(e)) return staticText(ts, e.expression);
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const l = staticText(ts, e.left);
    const r = staticText(ts, e.right);
    return l === undefined || r === undefined ? undefined : l + r;
  }
  return undefined;
}

/** Whether a call declares a test or a describe block, and whether it runs. */
function testCall(ts: Ts, call: CallExpression): { runs: boolean } | undefined {
  if (ts.isPropertyAccessExpression(call.expression) && FACTORIES.has(call.expression.name.text)) return;
  const modifiers: string[] = [];
  let e: Expression = call.expression;
  for (;;) {
    if (ts.isPropertyAccessExpression(e)) {
      modifiers.push(e.name.text);
      e = e.expression;
    } else if (ts.isCallExpression(e)) e = e.expression;
    else if (ts.isTaggedTemplateExpression(e)) e = e.tag;
    else break;
  }
  if (!ts.isIdentifier(e) || !TEST_FUNCTIONS.has(e.text)) return undefined;
  return { runs: !modifiers.some((m) => NOT_RUN.has(m)) };
}

/**
 * Rule ids in the titles of one test file's tests and describe blocks. A describe title's ids are
 * cited by the block itself ("file › describe"), which stands for every test in it.
 */
export function scanTestSource(
  ts: Ts,
  file: string,
  source: string,
  idsIn: (title: string) => string[] = ruleIdsIn,
): RuleCitation[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const out: RuleCitation[] = [];
  const visit = (node: Node, path: readonly string[], runs: boolean): void => {
    const call = ts.isCallExpression(node) ? testCall(ts, node) : undefined;
    const first = ts.isCallExpression(node) ? node.arguments[0] : undefined;
    if (!call || !first) {
      ts.forEachChild(node, (c) => visit(c, path, runs));
      return;
    }
    const title = staticText(ts, first);
    const here = [...path, title ?? '(computed title)'];
    const active = runs && call.runs;
    if (active && title !== undefined) {
      for (const id of idsIn(title)) out.push({ id, test: [file, ...here].join(' › ') });
    }
    // Tests inside describe blocks (or built in loops inside them) are found below it.
    ts.forEachChild(node, (c) => visit(c, here, active));
  };
  visit(sf, [], true);
  return out;
}

/** Rule ids cited by the vitest titles of the repository's test files. */
export async function scanTestFiles(
  root: string,
  files = findTestFiles(root),
  idsIn: (title: string) => string[] = ruleIdsIn,
): Promise<CitationScan> {
  // Loaded only here: importing the package must not load the TypeScript compiler.
  const ts: Ts = (await import('typescript')).default;
  const citations: RuleCitation[] = [];
  const problems: string[] = [];
  for (const f of files) {
    const name = slash(relative(root, f));
    let source: string;
    try {
      source = readFileSync(f, 'utf8');
    } catch (e) {
      problems.push(`${name}: cannot read: ${(e as Error).message}`);
      continue;
    }
    citations.push(...scanTestSource(ts, name, source, idsIn));
  }
  return { citations, problems };
}

/**
 * Rule ids cited by the scenario files of one game under `paths` (not `pending/`, like the runner):
 * a scenario's `game` key names its game (Saga when it has none). Only the `name` and `rules` keys
 * are read; a scenario that fails to run fails the tests, so its citations cannot stand unnoticed.
 */
export function scanScenarioFiles(
  root: string,
  paths = [join(root, 'scenarios')],
  game = 'saga',
): CitationScan {
  const citations: RuleCitation[] = [];
  const problems: string[] = [];
  for (const f of findScenarioFiles(paths)) {
    const name = slash(relative(root, f));
    try {
      const doc = parseDocument(readFileSync(f, 'utf8'));
      if (doc.errors.length > 0) throw new Error(doc.errors[0]!.message.split('\n')[0]);
      const sc = (doc.toJS() ?? {}) as { game?: unknown; name?: unknown; rules?: unknown };
      if ((typeof sc.game === 'string' ? sc.game : 'saga') !== game) continue;
      if (!Array.isArray(sc.rules) || typeof sc.name !== 'string') throw new Error('no name or rules');
      for (const id of new Set(sc.rules.map(String))) citations.push({ id, test: `${name} › ${sc.name}` });
    } catch (e) {
      problems.push(`${name}: not a valid scenario, so it covers nothing: ${(e as Error).message}`);
    }
  }
  return { citations, problems };
}
