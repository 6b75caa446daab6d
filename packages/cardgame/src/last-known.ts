// Last-known information, for any card game: a card's characteristics as it last existed in a zone,
// kept as it leaves (its new object no longer has them: Saga 3-1-4), and read by whatever refers to
// the card after it left (Saga 8-10-1: a destroyed spirit's level, cores and BP; DBSCG 8-6-5-1-2: a
// KO-ed card's power, position and keywords). Each game says which characteristics it keeps and
// how it reads them now; the helpers take the record and read from it the same way for every game.

/** How a game reads each characteristic it keeps of a card: one reader per field of the record. */
export type LastKnownReaders<C, I> = { readonly [K in keyof I]: (card: C) => I[K] };

/**
 * The last-known information of `card`: each characteristic read now, before it leaves its zone.
 * Fields come in the readers' order (the record may go into events and the hashed state).
 */
export function lastKnown<C, I>(card: C, readers: LastKnownReaders<C, I>): I {
  const out = {} as I;
  for (const k in readers) out[k] = readers[k](card);
  return out;
}

/**
 * One characteristic of a card something refers to: read now on the card while it is still in the
 * zone that something looks at (`inZone`; undefined once it has left), otherwise its last-known
 * value, or undefined when none was kept.
 */
export function asItWas<C, I, K extends keyof I>(
  inZone: C | undefined,
  last: I | null | undefined,
  key: K,
  read: (card: C) => I[K],
): I[K] | undefined {
  if (inZone !== undefined) return read(inZone);
  return last ? last[key] : undefined;
}
