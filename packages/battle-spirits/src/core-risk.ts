// Core payments and placements that would take a card's last cores: which cards an answer would send
// off the field (9-3-2: too few cores for LV1; 9-4-2: BP 0 at the lower level), and a starting
// distribution that never does so when another one exists. Pure data: the terminal, the web table
// and the engine's tests share it (the web imports this file by path, so it imports nothing).

/** A field card a core decision may take cores from, and how many can go before it leaves the field. */
export interface CoreRisk {
  /** Its place, as the options taking cores from it name it (`from`): "c12". */
  loc: string;
  /** The most cores (regular and soul together) that may leave it with it staying on the field. */
  spare: number;
  /** "Flame Lancer (#12)". */
  name: string;
}

/**
 * A core decision as this file reads it: each option names the place its cores come from (`from`:
 * "reserve", "c12") and whether it is the soul core there (`cores`), so no option id is read (issue
 * 14); the counts are keyed by option id, as answers are.
 */
interface CoreDecision {
  min?: number;
  options?: { id: string; max?: number; from?: string; cores?: string }[];
  data?: Record<string, unknown> | null;
}

type CoreOption = NonNullable<CoreDecision['options']>[number];

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

/** How many cores `counts` takes from place `loc` (regular and soul together). */
function takenFrom(d: CoreDecision, counts: Record<string, number>, loc: string): number {
  return (d.options ?? []).reduce((n, o) => (o.from === loc ? n + (counts[o.id] ?? 0) : n), 0);
}

/** The cards this distribution would take too many cores from: they would leave the field. */
export function destroyedBy(d: CoreDecision, counts: Record<string, number>): string[] {
  return risksOf(d)
    .filter((r) => takenFrom(d, counts, r.loc) > r.spare)
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
  const take = (o: CoreOption, room: number): void => {
    if (need <= 0) return;
    const n = Math.max(0, Math.min(need, (o.max ?? need) - (counts[o.id] ?? 0), room));
    counts[o.id] = (counts[o.id] ?? 0) + n;
    need -= n;
  };
  const left = (o: CoreOption): number => {
    const s = o.from === undefined ? undefined : spare.get(o.from);
    if (s === undefined || o.from === undefined) return Infinity;
    return s - takenFrom(d, counts, o.from);
  };
  const isSoul = (o: CoreOption) => o.cores === 'soul';
  const inReserve = (o: CoreOption) => o.from === 'reserve';
  const passes: ((o: CoreOption) => boolean)[] = [
    (o) => inReserve(o) && !isSoul(o),
    (o) => !inReserve(o) && !isSoul(o),
    (o) => inReserve(o) && isSoul(o),
    (o) => !inReserve(o) && isSoul(o),
  ];
  for (const pass of passes) for (const o of opts) if (pass(o)) take(o, left(o));
  // Nothing else is left: the cores that destroy a card, regular ones first.
  for (const soul of [false, true]) for (const o of opts) if (isSoul(o) === soul) take(o, Infinity);
  return counts;
}
