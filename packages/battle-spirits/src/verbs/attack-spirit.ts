// The Saga directive `attackSpirit`: schema, generated text and behaviour.
import { defineVerb } from '@arbiter/cardgame';
import { z } from 'zod';
import { keyword, mayBlock } from '../continuous.ts';
import { emit } from '../events.ts';
import type { Run, TextCtx } from '../run.ts';
import { targetSchema } from '../schema-common.ts';
import { findOnField } from '../state.ts';
import { targetText } from '../text-words.ts';
import type { Target } from '../vocab.ts';

/** 10-10: during this spirit's attack, it attacks the chosen spirit, which blocks at once. */
export type AttackSpiritDir = { do: 'attackSpirit'; target: Target; attacker?: 'self' | 'subject' };

export const attackSpirit = defineVerb<AttackSpiritDir, Run, TextCtx>({
  verb: 'attackSpirit',
  schema: z.strictObject({
    do: z.literal('attackSpirit'),
    target: targetSchema,
    attacker: z.enum(['self', 'subject']).optional(),
  }),
  text: (d) => {
    return `${d.attacker === 'subject' ? 'That spirit' : 'This spirit'} attacks ${targetText(d.target)}; it blocks at once.`;
  },
  perform(run, dir) {
    const { ctx, reg, d, L, targets } = run;
    // 10-10-1: the attacked spirit blocks at once, exhausted or not, and "when blocks" effects follow.
    const b = d.battle;
    const t = targets[0];
    // The attacker is this card, or with `attacker: subject` the spirit that set the effect off.
    const who = dir.attacker === 'subject' ? L.subject : L.source;
    if (!b || b.blocker !== -1 || !t || b.attacker !== who) return false;
    const att = findOnField(d, b.attacker);
    // A spirit that cannot block this attacker is not made to: the attack goes on as any other.
    if (!mayBlock(reg, d, t.c, att)) return false;
    const curse = att !== undefined && keyword(reg, d, att, 'curse') !== null;
    emit(ctx, { t: 'block', p: t.owner, id: t.c.id, curse });
    return false;
  },
});
