// "Look at up to N cards from the top of your deck" (3.13.3): a set of actions, one card at a time.
import { askSelect } from '@arbiter/cardgame';
import { saidYes, yesOrNo } from '../../ask.ts';
import type { VgRun } from '../run.ts';

/**
 * 3.13.3: before each look the player may end the set of actions (3.13.3.1), having seen the cards
 * looked at so far; else it looks at the next card, the Nth from the top (3.13.3.2); the set ends
 * once `n` cards are looked at (3.13.3.3) or none is left (1.3.2). Returns how many cards from the
 * top were looked at, or 'asked' while the player answers; the count is kept among the ability's
 * locals (`key`) between answers. The deck is hidden (4.2.2): the master alone sees the names.
 */
export function lookUpTo(run: VgRun, n: number, key: string): number | 'asked' {
  const { ctx, cat, L } = run;
  const deck = ctx.data.players[L.p].deck;
  let looked = Number(L.paid[key]?.[0] ?? 0);
  if (L.picked) {
    const more = saidYes(L.picked);
    L.picked = null;
    if (!more) return looked;
    looked++;
  }
  if (looked >= Math.min(n, deck.length)) return looked;
  L.paid[key] = [String(looked)];
  const seen = deck.slice(0, looked).map((c) => cat.get(c.def).name);
  const label = looked === 0 ? 'Look at the top card' : `Look at card ${looked + 1} from the top`;
  askSelect(
    ctx,
    L.p,
    'lookUpTo',
    `${seen.length ? `Seen so far: ${seen.join(', ')}. ` : ''}${label}? (up to ${n})`,
    yesOrNo({ id: 'look', label }, 'Stop looking'),
    { secret: true },
  );
  return 'asked';
}
