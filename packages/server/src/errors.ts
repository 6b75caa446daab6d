// The errors a client is answered with (docs/protocol.md, "Errors"): a protocol code and a message
// in words; anything else that fails is INTERNAL.
import type { EngineError } from '@arbiter/engine';
import type { ErrorCode } from './protocol.ts';

export class ProtocolError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly problems?: string[],
  ) {
    super(message);
  }
}

/** The answer to a client of a game that another server process owns (docs/protocol.md). */
export function ownedElsewhere(gameId: string, remainingMs?: number): ProtocolError {
  const wait =
    remainingMs === undefined
      ? ''
      : ` Its lease runs for ${Math.ceil(remainingMs / 100) / 10} s more without renewal.`;
  return new ProtocolError(
    'OWNED_ELSEWHERE',
    `Game ${gameId} is owned by another server process: connect to the server that plays it, or retry` +
      ` here once that server is gone and its lease has expired.${wait}`,
  );
}

/** The engine's refusal of an answer as the protocol names it. */
export function engineError(e: EngineError): ProtocolError {
  switch (e.code) {
    case 'STALE_DECISION':
    case 'NO_DECISION':
      return new ProtocolError('STALE_DECISION', e.message);
    case 'WRONG_PLAYER':
      return new ProtocolError('NOT_YOUR_DECISION', e.message);
    case 'GAME_OVER':
      return new ProtocolError('GAME_OVER', e.message);
    default:
      return new ProtocolError('ILLEGAL_ANSWER', `${e.code}: ${e.message}`);
  }
}
