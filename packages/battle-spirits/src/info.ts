// What one viewer may learn beyond the Saga view of the data: the log with the object ids of hidden
// cards taken out, and the "information state" an AI playing through a protocol plays on. The module
// hands both to the kernel (GameModule.redactLog, GameModule.infoState), so every client of a game
// (server, CLI) gets them the same way.
import { ALIAS_BASE, HIDDEN_CARD } from '@arbiter/cardgame';
import { seedRng, type GameState, type Json, type JsonObject, type Viewer } from '@arbiter/engine';
import type { CardObj, SagaData } from './state.ts';

/** Is a card in zone `zone` of player `p` hidden from `viewer` (3-3-2, 3-8-2; decks from everyone)? */
function hiddenZone(zone: unknown, p: unknown, viewer: Viewer): boolean {
  if (zone === 'deck') return true;
  if (zone === 'hand' || zone === 'burst') return viewer !== p;
  return false;
}

/**
 * The log as the kernel filters it still names the objects of hidden cards in its public part (a
 * card moved from the hand into the burst area, cards looked at). Object ids of a deck follow the
 * deck list's order, so they would tell which card is which: they are removed for `viewer`.
 */
export function redactLog(log: JsonObject[], viewer: Viewer): JsonObject[] {
  const out: JsonObject[] = new Array<JsonObject>(log.length);
  for (let i = 0; i < log.length; i++) {
    const e = log[i]!;
    switch (e.t) {
      case 'move': {
        const dropId = hiddenZone(e.from, e.p, viewer);
        const dropNew = hiddenZone(e.to, e.p, viewer);
        if (dropId || dropNew) {
          const c = { ...e };
          if (dropId) delete c.id;
          if (dropNew) delete c.newId;
          out[i] = c;
        } else out[i] = e;
        break;
      }
      case 'look':
      case 'reveal':
        if (viewer !== e.p) {
          const c = { ...e };
          delete c.ids;
          delete c.id;
          out[i] = c;
        } else out[i] = e;
        break;
      default:
        out[i] = e;
    }
  }
  return out;
}

/** Decisions about cards looked at in one's own deck, whose options are those cards' object ids. */
const LOOK_KINDS: ReadonlySet<string> = new Set(['pick', 'orderCards']);

/**
 * The cards of its own deck a pending decision of `viewer` shows it, to pick from or to order (the
 * cards it is looking at): the viewer knows them (12-3-1). Other decisions' option ids may be mere
 * indexes, so only these kinds count, and only objects whose card the option names.
 */
export function shownTo(state: GameState, viewer: Viewer): Set<number> {
  const shown = new Set<number>();
  const d = state.pending;
  if (!d || d.player !== viewer || !LOOK_KINDS.has(d.kind)) return shown;
  const deck = (state.data as SagaData).players[viewer]!.deck;
  for (const o of d.options) {
    const c = deck.find((x) => String(x.id) === o.id);
    if (c && o.card === c.def) shown.add(c.id);
  }
  return shown;
}

/** Placeholder definition of a hidden card in an information state (the card-game layer's). */
export { HIDDEN_CARD };

const ID_KEYS = new Set([
  'id',
  'newId',
  'rid',
  'source',
  'target',
  'attacker',
  'blocker',
  'link',
  'ids',
  'chosen',
  'targets',
  'magic',
  'soulPaid',
  'raids',
  // Effect and procedure locals that hold object ids (revealed deck cards, the triggering card).
  'subject',
  'srcId',
  'picked',
  'pickedOrder',
  'rest',
  'spirit',
]);

/** Renames the objects a viewer cannot see, hidden cards and gone ones alike; visible ones stay. */
interface Renamer {
  visible: Set<number>;
  alias: Map<number, number>;
  next: number;
}

function rename(r: Renamer, id: number): number {
  if (r.visible.has(id)) return id;
  let a = r.alias.get(id);
  if (a === undefined) {
    a = r.next++;
    r.alias.set(id, a);
  }
  return a;
}

function remap(value: Json, key: string, alias: Renamer): Json {
  if (typeof value === 'number') {
    return ID_KEYS.has(key) ? rename(alias, value) : value;
  }
  if (Array.isArray(value)) {
    const out = new Array<Json>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = remap(value[i]!, key, alias);
    return out;
  }
  if (value !== null && typeof value === 'object') {
    const out: JsonObject = {};
    for (const k in value) out[k] = remap(value[k]!, k, alias);
    return out;
  }
  return value;
}

/**
 * The game as `viewer` knows it, for a bot's AI: the full state with every card hidden from the
 * viewer (both decks, the opponent's hand and face-down burst) turned into a placeholder with a new
 * id, the log dropped, the random generator replaced and the loop history (hashes of whole
 * positions, hidden cards included) cleared. The client redraws the placeholders from the deck lists
 * (sagaDeterminizer) before it plays on it.
 *
 * It copies only what it changes and shares the rest with `state` (no clone of the whole state: this
 * runs for every decision of a bot): serialize it before the game moves on, and never modify it.
 */
export function infoState(state: GameState<SagaData>, viewer: Viewer): JsonObject {
  const over = state.result !== null;
  // Cards the viewer's own decision shows it (cards it looks at in its deck) stay as they are.
  const alias: Renamer = { visible: shownTo(state, viewer), alias: new Map(), next: ALIAS_BASE };
  const hidden = new Set<number>();
  // Field by field, as cloneSagaData copies a card (a spread of the live cards is several times slower).
  const hide = (c: CardObj): CardObj => {
    if (alias.visible.has(c.id)) return c;
    const id = rename(alias, c.id);
    hidden.add(id);
    const o: CardObj = {
      id,
      def: HIDDEN_CARD,
      owner: c.owner,
      exhausted: c.exhausted,
      cores: c.cores,
      changedBy: c.changedBy,
      changer: c.changer,
    };
    if (c.changerCard !== undefined) o.changerCard = c.changerCard;
    return o;
  };
  const players = state.data.players.map((pl, p) => {
    const own = p === viewer;
    const deck = pl.deck.map(hide);
    const hand = own ? pl.hand : pl.hand.map(hide);
    const burst = !own && pl.burst && !over ? hide(pl.burst) : pl.burst;
    return { ...pl, deck, hand, burst };
  });
  // What the viewer sees keeps its ids; any other id (a card hidden now, or one that has left
  // an area since, 3-1-4) is renamed wherever the state mentions it, the same way throughout.
  players.forEach((pl, p) => {
    for (const c of [...pl.field, ...pl.trashCards, ...pl.resolving]) alias.visible.add(c.id);
    if (p === viewer || over) {
      for (const c of pl.hand) alias.visible.add(c.id);
      if (pl.burst) alias.visible.add(pl.burst.id);
    }
  });
  const d = state.data;
  const used = d.used.map((u) => {
    const [id, ab] = u.split(':');
    return `${rename(alias, Number(id))}:${ab}`;
  });
  const kernel = remap(
    {
      frames: state.frames as unknown as Json,
      triggers: state.triggers as unknown as Json,
      pending: state.pending as unknown as Json,
    },
    '',
    alias,
  ) as JsonObject;
  const rest = remap(
    {
      battle: d.battle as unknown as Json,
      mods: d.mods as unknown as Json,
      grants: d.grants as unknown as Json,
      bans: d.bans as unknown as Json,
      temps: d.temps as unknown as Json,
      delayed: d.delayed as unknown as Json,
      soulPaid: d.soulPaid,
      raids: d.raids,
    },
    '',
    alias,
  ) as JsonObject;
  // The decision's id is a sequence number, not an object.
  if (kernel.pending && state.pending) (kernel.pending as JsonObject).id = state.pending.id;
  for (const t of kernel.triggers as JsonObject[]) {
    if (hidden.has(Number(t.source))) (t.data as JsonObject).card = HIDDEN_CARD;
  }
  return {
    ...(state as unknown as JsonObject),
    rng: seedRng(0),
    answer: null,
    log: [],
    ...kernel,
    data: {
      ...(d as unknown as JsonObject),
      players: players as unknown as Json,
      used,
      loop: { window: -1, trail: [], bans: [], current: null, declared: [] },
      ...rest,
    },
  };
}
