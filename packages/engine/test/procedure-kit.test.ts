// The kernel's typed procedure kit (procedures.ts): frames read back as their own kind only.
import { describe, expect, it } from 'vitest';
import { procedureKit, type Frame } from '../src/index.ts';

type Procs = { attack: { attacker: number }; effect: { card: string } };
const K = procedureKit<object, Procs>();

describe('procedure kit', () => {
  it("reads a frame as its own kind's locals, and another kind's as null", () => {
    const f: Frame = { kind: 'attack', step: 2, locals: { attacker: 7 } };
    expect(K.frame(f, 'attack')?.locals.attacker).toBe(7);
    expect(K.frame(f, 'effect')).toBeNull();
  });
});
