// The battle in progress in a Saga game, drawn between both sides: the attacking spirit against its
// blocker (or "no blocker"), each with its level and BP now, and who is deciding (the flash timing of
// 8-3 and the block of 7-3 are decisions of one player at a time).
// A spirit with a Brave combined is named with its Brave (Eternal, E751).
import { fighterWords } from './field-words.ts';
import type { GameView } from './types.ts';

export function SagaBattleBar({ g, acting }: { g: GameView; acting?: string | undefined }) {
  const b = g.battle;
  if (!b) return null;
  const onField = (id: number) => g.players.flatMap((p) => p.field).find((c) => c.id === id);
  const attacker = onField(b.attacker);
  const defender = g.players[b.attackerPlayer === 0 ? 1 : 0];
  const blocker = b.blocker >= 0 ? onField(b.blocker) : undefined;
  return (
    <div className="battle-bar" role="status" data-testid="battle">
      <p>
        <strong data-battle="attacker">{fighterWords(attacker)}</strong> attacks {defender.name}
        {blocker ? (
          <>
            {' '}
            · blocked by <strong data-battle="blocker">{fighterWords(blocker)}</strong>
          </>
        ) : (
          ' · no blocker'
        )}
      </p>
      {acting && <p className="battle-acting">{acting}</p>}
    </div>
  );
}
