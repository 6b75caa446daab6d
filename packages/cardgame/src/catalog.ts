// A game's card definitions, looked up by id: every game keeps its cards in one of these, outside
// the game state (the state holds definition ids only, so it stays small and fast to copy).

/** The least every card definition has. */
export interface CardDefBase {
  id: string;
  name: string;
}

export class Catalog<Def extends CardDefBase> {
  private readonly cards = new Map<string, Def>();

  constructor(
    cards: Iterable<Def> = [],
    /** Checks a definition as it is added; a message names what is wrong. */
    private readonly check: (def: Def) => string | null = () => null,
  ) {
    for (const c of cards) this.add(c);
  }

  add(def: Def): void {
    const problem = this.check(def);
    if (problem) throw new Error(`Card ${def.id || '(no id)'}: ${problem}`);
    this.cards.set(def.id, def);
  }

  has(id: string): boolean {
    return this.cards.has(id);
  }

  get(id: string): Def {
    const c = this.cards.get(id);
    if (!c) throw new Error(`Unknown card "${id}".`);
    return c;
  }

  /** By id, else by exact name, else by name ignoring case. */
  find(ref: string): Def | undefined {
    const r = ref.trim();
    const byId = this.cards.get(r);
    if (byId) return byId;
    const all = [...this.cards.values()];
    return all.find((c) => c.name === r) ?? all.find((c) => c.name.toLowerCase() === r.toLowerCase());
  }

  all(): Def[] {
    return [...this.cards.values()];
  }

  get size(): number {
    return this.cards.size;
  }
}
