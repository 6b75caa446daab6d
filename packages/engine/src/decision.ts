import { RngSession } from './rng.ts';
import type { Answer, Decision, DecisionOption, EngineError } from './types.ts';

function err(code: EngineError['code'], message: string): EngineError {
  return { code, message };
}

function hasOption(decision: Decision, id: string): boolean {
  for (const o of decision.options) if (o.id === id) return true;
  return false;
}

/**
 * The options of `decision` that `ids` (a `choose` or `order` answer's) name, in their order: a
 * procedure or a game's answer check reads their facts (`obj`, `yes`, ...), never the ids.
 */
export function optionsNamed(decision: Decision | null, ids: readonly string[]): DecisionOption[] {
  const options = decision?.options;
  if (!options) return [];
  // Loops rather than flatMap and filter: this runs at nearly every answer of every game, and the
  // intermediate arrays were a measurable part of an AI's look-ahead (docs/performance.md).
  const out: DecisionOption[] = [];
  for (const id of ids) for (const o of options) if (o.id === id) out.push(o);
  return out;
}

/** The options a `distribute` answer counts, with their counts (zeros left out), in option order. */
export function optionCounts(decision: Decision, a: Answer): { option: DecisionOption; n: number }[] {
  if (!('counts' in a)) return [];
  return decision.options.flatMap((option) => {
    const n = a.counts[option.id] ?? 0;
    return n > 0 ? [{ option, n }] : [];
  });
}

/** Checks an answer against the decision's own shape (options, min, max). */
export function checkShape(decision: Decision, answer: unknown): EngineError | null {
  if (typeof answer !== 'object' || answer === null) {
    return err('BAD_ANSWER_SHAPE', `Answer must be an object for a ${decision.type} decision.`);
  }
  const a = answer as Record<string, unknown>;
  if ('back' in a) {
    // Whether this decision may be taken back is the caller's question (checkAnswer).
    if (a.back !== true || Object.keys(a).length !== 1)
      return err('BAD_ANSWER_SHAPE', 'To take an action back, answer exactly {"back": true}.');
    return null;
  }
  switch (decision.type) {
    case 'select':
    case 'order': {
      const key = decision.type === 'select' ? 'choose' : 'order';
      const list = a[key];
      if (!Array.isArray(list) || !list.every((x) => typeof x === 'string')) {
        return err('BAD_ANSWER_SHAPE', `Answer to "${decision.kind}" must be {"${key}": [option ids]}.`);
      }
      for (let i = 0; i < list.length; i++) {
        const id = list[i] as string;
        if (!hasOption(decision, id))
          return err('UNKNOWN_OPTION', `"${id}" is not an option of "${decision.kind}".`);
        if (list.indexOf(id) !== i) return err('DUPLICATE_OPTION', `"${id}" is given more than once.`);
      }
      if (decision.type === 'order' && list.length !== decision.options.length) {
        return err(
          'OUT_OF_RANGE',
          `Give all ${decision.options.length} options in order, not ${list.length}.`,
        );
      }
      if (decision.type === 'select' && (list.length < decision.min || list.length > decision.max)) {
        return err(
          'OUT_OF_RANGE',
          `Choose between ${decision.min} and ${decision.max} options for "${decision.kind}", not ${list.length}.`,
        );
      }
      return null;
    }
    case 'distribute': {
      const counts = a.counts;
      if (typeof counts !== 'object' || counts === null || Array.isArray(counts)) {
        return err('BAD_ANSWER_SHAPE', `Answer to "${decision.kind}" must be {"counts": {optionId: n}}.`);
      }
      let total = 0;
      for (const [id, n] of Object.entries(counts as Record<string, unknown>)) {
        const opt = decision.options.find((o) => o.id === id);
        if (!opt) return err('UNKNOWN_OPTION', `"${id}" is not an option of "${decision.kind}".`);
        if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
          return err('BAD_ANSWER_SHAPE', `Count for "${id}" must be a whole number of zero or more.`);
        }
        if (opt.max !== undefined && n > opt.max) {
          return err('OUT_OF_RANGE', `At most ${opt.max} may come from "${opt.label}", not ${n}.`);
        }
        total += n;
      }
      if (total < decision.min || total > decision.max) {
        return err(
          'OUT_OF_RANGE',
          decision.min === decision.max
            ? `The counts must add up to exactly ${decision.min}, not ${total}.`
            : `The counts must add up to between ${decision.min} and ${decision.max}, not ${total}.`,
        );
      }
      return null;
    }
    case 'number': {
      const n = a.number;
      if (typeof n !== 'number' || !Number.isInteger(n)) {
        return err('BAD_ANSWER_SHAPE', `Answer to "${decision.kind}" must be {"number": whole number}.`);
      }
      if (n < decision.min || n > decision.max) {
        return err('OUT_OF_RANGE', `Choose a number from ${decision.min} to ${decision.max}, not ${n}.`);
      }
      return null;
    }
  }
}

function* combinations(n: number, k: number, start = 0, acc: number[] = []): Generator<number[]> {
  if (acc.length === k) {
    yield acc.slice();
    return;
  }
  for (let i = start; i <= n - (k - acc.length); i++) {
    acc.push(i);
    yield* combinations(n, k, i + 1, acc);
    acc.pop();
  }
}

function* permutations<T>(items: T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield items.slice();
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = items.slice(0, i).concat(items.slice(i + 1));
    for (const p of permutations(rest)) yield [items[i]!, ...p];
  }
}

function* compositions(maxes: number[], total: number, i = 0, acc: number[] = []): Generator<number[]> {
  if (i === maxes.length) {
    if (total === 0) yield acc.slice();
    return;
  }
  let rest = 0;
  for (let j = i + 1; j < maxes.length; j++) rest += maxes[j]!;
  const hi = Math.min(maxes[i]!, total);
  const lo = Math.max(0, total - rest);
  for (let v = lo; v <= hi; v++) {
    acc.push(v);
    yield* compositions(maxes, total - v, i + 1, acc);
    acc.pop();
  }
}

/**
 * Every answer of the right shape, up to `limit` of them. Module-level rules (a validator)
 * may still refuse some; `Engine.legalAnswers` filters those out.
 */
export function shapeAnswers(decision: Decision, limit = 10_000): Answer[] {
  const out: Answer[] = [];
  const ids = decision.options.map((o) => o.id);
  switch (decision.type) {
    case 'select':
      for (let k = decision.min; k <= Math.min(decision.max, ids.length); k++) {
        for (const c of combinations(ids.length, k)) {
          out.push({ choose: c.map((i) => ids[i]!) });
          if (out.length >= limit) return out;
        }
      }
      return out;
    case 'order':
      for (const p of permutations(ids)) {
        out.push({ order: p });
        if (out.length >= limit) return out;
      }
      return out;
    case 'distribute': {
      const maxes = decision.options.map((o) => o.max ?? decision.max);
      for (let total = decision.min; total <= decision.max; total++) {
        for (const c of compositions(maxes, total)) {
          const counts: Record<string, number> = {};
          c.forEach((v, i) => {
            if (v > 0) counts[ids[i]!] = v;
          });
          out.push({ counts });
          if (out.length >= limit) return out;
        }
      }
      return out;
    }
    case 'number':
      for (let n = decision.min; n <= decision.max; n++) {
        out.push({ number: n });
        if (out.length >= limit) return out;
      }
      return out;
  }
}

/** A random answer of the right shape, drawn without enumerating (for large distributions). */
export function randomShapeAnswer(decision: Decision, rng: number[]): Answer {
  const r = new RngSession(rng);
  const a = drawShapeAnswer(decision, r);
  r.save();
  return a;
}

function drawShapeAnswer(decision: Decision, rng: RngSession): Answer {
  const ids = decision.options.map((o) => o.id);
  switch (decision.type) {
    case 'select': {
      const k = decision.min + rng.int(Math.min(decision.max, ids.length) - decision.min + 1);
      const pool = ids.slice();
      const chosen: string[] = [];
      for (let i = 0; i < k; i++) chosen.push(pool.splice(rng.int(pool.length), 1)[0]!);
      return { choose: chosen };
    }
    case 'order': {
      const pool = ids.slice();
      const order: string[] = [];
      while (pool.length) order.push(pool.splice(rng.int(pool.length), 1)[0]!);
      return { order };
    }
    case 'distribute': {
      const caps = decision.options.map((o) => o.max ?? decision.max);
      const capTotal = caps.reduce((a, b) => a + b, 0);
      const hi = Math.min(decision.max, capTotal);
      const total = decision.min + rng.int(Math.max(0, hi - decision.min) + 1);
      const counts: Record<string, number> = {};
      const left = caps.slice();
      let room = capTotal;
      for (let placed = 0; placed < total; placed++, room--) {
        let r = rng.int(room);
        for (let i = 0; i < left.length; i++) {
          if (r < left[i]!) {
            left[i]!--;
            counts[ids[i]!] = (counts[ids[i]!] ?? 0) + 1;
            break;
          }
          r -= left[i]!;
        }
      }
      return { counts };
    }
    case 'number':
      return { number: decision.min + rng.int(decision.max - decision.min + 1) };
  }
}
