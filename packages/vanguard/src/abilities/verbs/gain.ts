// A unit gains power, critical or shield for the rest of the turn or of the battle (8.2.1.2: a
// continuous effect for the time given; 7.8.1.2 and 6.8.1.4 end it).
import { z } from 'zod';
import { defineVerb } from '@arbiter/cardgame';
import { resolveTarget, type VgRun, type VgTextCtx } from '../run.ts';
import { gainWords, targetPronoun, targetWords, untilWords } from '../text-common.ts';
import { targetSchema, type Target } from '../vocab.ts';

export interface GainDir {
  do: 'gain';
  target: Target;
  power?: number;
  critical?: number;
  shield?: number;
  /** 2.16: "loses Twin Drive!!" is drive -1. */
  drive?: number;
  until: 'battle' | 'turn';
  /** "and at the beginning of the end phase of that turn, retire that unit" (8.2.1.2, 10.4). */
  retireAtEnd?: boolean;
}

export const gain = defineVerb<GainDir, VgRun, VgTextCtx>({
  verb: 'gain',
  schema: z
    .strictObject({
      do: z.literal('gain'),
      target: targetSchema,
      power: z.number().int().optional(),
      critical: z.number().int().optional(),
      shield: z.number().int().optional(),
      drive: z.number().int().optional(),
      until: z.enum(['battle', 'turn']),
      retireAtEnd: z.boolean().optional(),
    })
    .refine(
      (d) => d.power || d.critical || d.shield || d.drive,
      'a gain names power, critical, shield or drive',
    ),
  text: (d) => {
    const who = targetWords(d.target);
    const head =
      typeof d.target === 'string'
        ? `${who} gains`
        : 'all' in d.target
          ? `${who} gain`
          : `${who}; ${targetPronoun(d.target)} ${targetPronoun(d.target) === 'it' ? 'gains' : 'gain'}`;
    const end = d.retireAtEnd
      ? ` When this turn's end phase begins, retire ${targetPronoun(d.target) || 'it'}.`
      : '';
    return `${head} ${gainWords(d)} ${untilWords(d.until)}.${end}`;
  },
  perform(run, d) {
    const r = resolveTarget(run, d.target, `Choose the unit to gain ${gainWords(d)} ${untilWords(d.until)}.`);
    if (r === 'asked') return true;
    for (const u of r.units) {
      const ev: Record<string, number | string> = { t: 'mod', p: r.p, id: u.id, until: d.until };
      if (d.power) ev.power = d.power;
      if (d.critical) ev.critical = d.critical;
      if (d.shield) ev.shield = d.shield;
      if (d.drive) ev.drive = d.drive;
      run.ctx.emit(ev);
      if (d.retireAtEnd) run.ctx.emit({ t: 'delay', p: r.p, id: u.id, retire: true });
    }
    return false;
  },
});
