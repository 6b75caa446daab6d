// Core payments and placements that would take a card's last cores: which cards an answer would send
// off the field (9-3-2: too few cores for LV1; 9-4-2: BP 0 at the lower level), and a starting
// distribution that never does so when another one exists. Pure data: the terminal, the web table
// and the engine's tests share it (the web imports this file by path, so it imports nothing).

/** A field card a core decision may take cores from, and how many can go before it leaves the field. */
export interface CoreRisk {
  /** Its place as option ids name it: "c12" (regular cores) and "c12*" (its soul core). */
  loc: string;
  /** The most cores (regular and soul together) that may leave it with it staying on the field. */
  spare: number;
  /** "Flame Lancer (#12)". */
  name: string;
}

interface CoreDecision {
  min?: number;
  options?: { id: string; max?: number }[];
  data?: Record<string, unknown> | null;
}

/** The risks a decision carries in `data.risk` (payCost, placeCores, awaken ...), checked. */
export function risksOf(d: CoreDecision): CoreRisk[] {
  const raw = d.data?.risk;
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (r): r is CoreRisk =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as CoreRisk).loc === 'string' &&
      typeof (r as CoreRisk).spare === 'number' &&
      typeof (r as CoreRisk).name === 'string',
  );
}

/** The cards this distribution would take too many cores from: they would leave the field. */
export function destroyedBy(d: CoreDecision, counts: Record<string, number>): string[] {
  return risksOf(d)
    .filter((r) => (counts[r.loc] ?? 0) + (counts[`${r.loc}*`] ?? 0) > r.spare)
    .map((r) => r.name);
}

/**
 * A starting distribution of `d.min` cores: the reserve's regular cores, then cores field cards can
 * spare, then the soul core in the reserve, then soul cores field cards can spare; cores that destroy
 * a card only when nothing else is left (and then the decision's labels and `destroyedBy` say so).
 */
export function safeDefaultCounts(d: CoreDecision): Record<string, number> {
  const opts = d.options ?? [];
  const counts: Record<string, number> = Object.fromEntries(opts.map((o) => [o.id, 0]));
  const spare = new Map(risksOf(d).map((r) => [r.loc, r.spare]));
  let need = d.min ?? 0;
  const take = (id: string, room: number): void => {
    const o = opts.find((x) => x.id === id);
    if (!o || need <= 0) return;
    const n = Math.max(0, Math.min(need, (o.max ?? need) - (counts[id] ?? 0), room));
    counts[id] = (counts[id] ?? 0) + n;
    need -= n;
  };
  const place = (id: string): string => (id.endsWith('*') ? id.slice(0, -1) : id);
  const left = (id: string): number => {
    const s = spare.get(place(id));
    if (s === undefined) return Infinity;
    return s - (counts[place(id)] ?? 0) - (counts[`${place(id)}*`] ?? 0);
  };
  const isSoul = (id: string) => id.endsWith('*');
  const inReserve = (id: string) => place(id) === 'reserve';
  const passes: ((id: string) => boolean)[] = [
    (id) => inReserve(id) && !isSoul(id),
    (id) => !inReserve(id) && !isSoul(id),
    (id) => inReserve(id) && isSoul(id),
    (id) => !inReserve(id) && isSoul(id),
  ];
  for (const pass of passes) for (const o of opts) if (pass(o.id)) take(o.id, left(o.id));
  // Nothing else is left: the cores that destroy a card, regular ones first.
  for (const soul of [false, true]) for (const o of opts) if (isSoul(o.id) === soul) take(o.id, Infinity);
  return counts;
}
