// A terminal player for the tests of `arbiter play`: it reads what the terminal printed and answers
// each decision (the last option, or the first ones after a refusal).
import type { LineSource } from '../src/play.ts';

/**
 * A player at the terminal who reads what is printed and gives the last option(s) each decision
 * asks for (in the Main Phase that is ending it; in a counter timing, passing), "none" when nothing
 * is required, and the first ones after a refusal. `prefer`: for one option, the one whose label
 * matches it when there is one (an "End the main phase" that is not the last option).
 */
export function lastOptionPlayer(out: string[], prefer?: RegExp): LineSource {
  let read = 0;
  return {
    next: () => {
      const shown = out.slice(read);
      read = out.length;
      const nums: number[] = [];
      let preferred: string | undefined;
      for (const l of shown) {
        const m = /^ {2}(\d+)\. (.*)$/.exec(l);
        if (m) nums.push(Number(m[1]));
        if (m && prefer?.test(m[2]!)) preferred = m[1];
      }
      const how = shown.findLast((l) => /^ {2}(Choose|A number|Give every|Take)/.test(l)) ?? '';
      const number = /^ {2}A number from (-?\d+)/.exec(how);
      if (number) return Promise.resolve(number[1]!);
      if (how.startsWith('  Give every')) return Promise.resolve(nums.join(' '));
      const min = how.startsWith('  Choose one') ? 1 : Number(/^ {2}Choose (\d+)/.exec(how)?.[1] ?? 0);
      if (min === 0) return Promise.resolve('none');
      const refused = shown.some((l) => l.startsWith('Refused: '));
      if (min === 1 && preferred && !refused) return Promise.resolve(preferred);
      return Promise.resolve((refused ? nums.slice(0, min) : nums.slice(-min)).join(' '));
    },
  };
}
