// Whether a continuous effect is in force, decided on read without going round in circles, for any
// card game that computes characteristics on read. A continuous effect's condition may read a
// characteristic that the same effect, or another whose condition reads it back, changes (DBSCG
// BT3-026: a cost reduction while a leader's power is 15000 or more); deciding it then asks, through that
// characteristic, whether it is in force. A question asked while it is already being decided is
// answered "not in force": the condition reads the information the effect would be applied to, never
// the effect's own result (DBSCG 8-8-1, 8-8-1-1: the card's own information is the base, the
// continuous effects are applied on it).
//
// A decision made at the outermost reading depends only on the game's data, so a game may keep it
// until the data changes. One made inside another's depends on which effects are being decided
// around it, so the game neither keeps it nor reads one it kept (`nested` tells): readings give the
// same values whatever was read first.

/** The continuous effects being decided now, innermost last; `same` tells two keys for one effect. */
export class InForceReading<K> {
  private readonly deciding: K[] = [];

  constructor(private readonly same: (a: K, b: K) => boolean) {}

  /**
   * Is any decision under way (a read now is inside one)? A game keeps a decision, and reads one it
   * kept, only when not.
   */
  get nested(): boolean {
    return this.deciding.length > 0;
  }

  /** Is the effect `key` being decided now? */
  isDeciding(key: K): boolean {
    for (const k of this.deciding) if (this.same(k, key)) return true;
    return false;
  }

  /** Is the effect `key` in force? `decide` reads its condition; asked again while it runs, the answer is no. */
  inForce(key: K, decide: () => boolean): boolean {
    if (this.isDeciding(key)) return false;
    this.deciding.push(key);
    try {
      return decide();
    } finally {
      this.deciding.pop();
    }
  }
}
