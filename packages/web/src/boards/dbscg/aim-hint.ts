// What the DBSCG table says once an attacker is armed on the board (direct-pick.ts): the cards it may
// attack and how to pick one. 7-1: an attack names its attacker and the card it attacks (the
// options' `obj` and `target`); the board marks those cards "attack here" (Board.tsx).
import { listWords } from '../../list-words.ts';

export function dbsAimHint(actor: string, targets: readonly string[]): string {
  return (
    `${actor} may attack ${listWords(targets)}. Click the card it attacks on your opponent's side ` +
    `(marked "attack here"), or choose the attack below; Escape puts ${actor} back.`
  );
}
