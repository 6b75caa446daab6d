// Test 2: over many games, nothing any viewer receives names a card it may not see. The hidden
// identities come from replaying each finished game in-process: at every decision, the ids of cards
// in the viewer's hidden areas (both decks, the opponent's hand and face-down burst) and the card
// definitions the kernel's own view ever showed that viewer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Game, type Json, type JsonObject, type Replay, type Viewer } from '@arbiter/engine';
import type { SagaData, SagaModule, SagaSetup } from '@arbiter/battle-spirits';
import { loadCatalog, NO_LOBBY_LIMITS, runBot, type ArbiterServer } from '../src/index.ts';
import { replayOf, testServer } from './helpers.ts';

/** Games played; the issue asks for at least 200 (about 40 s here with the random AI). */
const LEAK_GAMES = Number(process.env.LEAK_GAMES ?? 200);
const PARALLEL = 8;
const DECKS: [string, string] = ['ST01', 'ST02'];

const VIEWERS: Viewer[] = [0, 1, 'spectator'];
const ID_KEYS = new Set(['id', 'newId', 'ids', 'source', 'target', 'attacker', 'blocker', 'chosen', 'rid']);
const CARD_KEYS = new Set(['card', 'cards', 'def']);

interface Knowledge {
  /** Ids ever in an area hidden from the viewer (an object never leaves its area: 3-1-4). */
  hidden: Set<number>;
  /** Ids the kernel showed the viewer anyway (its own look at its deck, its own options). */
  shown: Set<number>;
  /** Card definitions the kernel's view ever showed the viewer. */
  defs: Set<string>;
}

function optionIds(id: string): number[] {
  const parts = id.split(/[:>]/);
  if (parts[0] === 'act') parts.pop();
  return parts.map((p) => /^c?(\d+)\*?$/.exec(p)).flatMap((m) => (m ? [Number(m[1])] : []));
}

function walk(
  v: Json,
  key: string,
  onId: (n: number, where: string) => void,
  onDef: (s: string) => void,
): void {
  if (typeof v === 'number') {
    if (ID_KEYS.has(key)) onId(v, key);
  } else if (typeof v === 'string') {
    if (CARD_KEYS.has(key)) onDef(v);
  } else if (Array.isArray(v)) {
    for (const x of v) walk(x, key, onId, onDef);
  } else if (v !== null && typeof v === 'object') {
    // A decision's own id is a sequence number, not an object.
    const decision = key === 'decision' || key === 'pending';
    for (const k in v) {
      if (decision && k === 'id') continue;
      if (k === 'options' && Array.isArray(v[k])) {
        for (const o of v[k] as JsonObject[]) {
          if (typeof o.id === 'string') for (const n of optionIds(o.id)) onId(n, `option ${o.id}`);
          if (typeof o.card === 'string') onDef(o.card);
        }
      } else if (k === 'log' && Array.isArray(v[k])) {
        for (const e of v[k] as JsonObject[])
          walk(e, 'entry', (n, w) => onId(n, `${w} in ${JSON.stringify(e)}`), onDef);
      } else walk(v[k]!, k, (n, w) => onId(n, key === 'game' || key === '' ? w : `${key}.${w}`), onDef);
    }
  }
}

/** Knowledge of each viewer at each decision id, from an in-process replay. */
function knowledge(module: SagaModule, replay: Replay<SagaSetup>) {
  const game = Game.create(module, replay.setup, replay.seed);
  const know = new Map<Viewer, Knowledge>(
    VIEWERS.map((v) => [v, { hidden: new Set(), shown: new Set(), defs: new Set() }]),
  );
  const logSeen = new Map<Viewer, number>(VIEWERS.map((v) => [v, 0]));
  /** seq (pending decision id, or -1 at the end) → snapshot of each viewer's knowledge. */
  const at = new Map<number, Map<Viewer, Knowledge>>();
  const observe = (): void => {
    const d: SagaData = game.state.data;
    for (const v of VIEWERS) {
      const k = know.get(v)!;
      d.players.forEach((pl, p) => {
        for (const c of pl.deck) k.hidden.add(c.id);
        if (p !== v) {
          for (const c of pl.hand) k.hidden.add(c.id);
          if (pl.burst && !game.over) k.hidden.add(pl.burst.id);
        }
      });
      const view = game.view(v, logSeen.get(v));
      logSeen.set(v, game.state.log.length);
      walk(
        view as unknown as Json,
        '',
        () => undefined,
        (s) => k.defs.add(s),
      );
      for (const e of view.log) {
        if (e.t === 'look' && e.p === v) for (const n of e.ids as number[]) k.shown.add(n);
        // A burst that activates is turned face up (3-8-5): from then on it is no secret.
        if (e.t === 'burst') k.shown.add(e.id as number);
      }
      if (game.decision?.player === v)
        for (const o of game.decision.options) for (const n of optionIds(o.id)) k.shown.add(n);
      if (game.over) {
        for (const pl of d.players) if (pl.burst) k.shown.add(pl.burst.id);
      }
    }
    const snap = new Map<Viewer, Knowledge>();
    for (const [v, k] of know)
      snap.set(v, { hidden: new Set(k.hidden), shown: new Set(k.shown), defs: new Set(k.defs) });
    at.set(game.decision?.id ?? -1, snap);
  };
  observe();
  for (const a of replay.answers) {
    const r = a.answer === 'concede' ? game.concede(a.player) : game.respond(a.decision, a.answer, a.player);
    if (!r.ok) throw new Error(r.error.message);
    observe();
  }
  return at;
}

function findings(msgs: JsonObject[], viewer: Viewer, at: Map<number, Map<Viewer, Knowledge>>): string[] {
  const out: string[] = [];
  for (const m of msgs) {
    if (m.type !== 'state') {
      // 'attached' carries the open deck lists; only object ids matter there.
      walk(
        m as Json,
        '',
        (n) => out.push(`${String(m.type)} names object ${n}`),
        () => undefined,
      );
      continue;
    }
    const seq = (m.seq as number | null) ?? -1;
    const k = at.get(seq)?.get(viewer);
    if (!k) {
      out.push(`no knowledge for decision ${seq}`);
      continue;
    }
    walk(
      m as Json,
      '',
      (n, where) => {
        if (k.hidden.has(n) && !k.shown.has(n))
          out.push(`viewer ${String(viewer)} at ${seq}: hidden object ${n} (${where})`);
      },
      (s) => {
        if (s !== '?' && !k.defs.has(s)) out.push(`viewer ${String(viewer)} at ${seq}: unseen card ${s}`);
      },
    );
  }
  return out;
}

function spectate(url: string, gameId: string, into: JsonObject[]): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/v1/play`);
    ws.on('open', () => ws.send(JSON.stringify({ v: 1, type: 'spectate', gameId })));
    ws.on('message', (d) => {
      const m = JSON.parse(String(d)) as JsonObject;
      if (m.type === 'welcome') return;
      into.push(m);
      if (m.type === 'attached') resolve(ws);
    });
    ws.on('error', reject);
  });
}

let server: ArbiterServer;
beforeAll(async () => {
  // Hundreds of games from one address: the lobby's limits per client are lifted.
  server = await testServer({ hub: { lobby: NO_LOBBY_LIMITS } });
});
afterAll(async () => {
  await server.close();
});

describe('leak test', () => {
  it(`no viewer receives a card it may not see, over ${LEAK_GAMES} games`, async () => {
    const module = (await loadCatalog()).module as SagaModule;
    const t0 = performance.now();
    const all: string[] = [];
    let messages = 0;
    const playOne = async (i: number): Promise<void> => {
      const got: Record<string, JsonObject[]> = { 0: [], 1: [], spectator: [] };
      let joined: Promise<unknown> = Promise.resolve();
      let watcher: WebSocket | null = null;
      const first = runBot({
        server: server.url,
        deck: DECKS[i % 2]!,
        ai: 'random',
        seed: i * 2 + 1,
        onSeat: (s) => {
          joined = spectate(server.url, s.gameId, got.spectator!).then((ws) => {
            watcher = ws;
            return runBot({
              server: server.url,
              deck: DECKS[(i + 1) % 2]!,
              ai: 'random',
              seed: i * 2 + 2,
              gameId: s.gameId,
              onMessage: (m) => got[1]!.push(m),
            });
          });
        },
        onMessage: (m) => got[0]!.push(m),
      });
      const r = await first;
      await joined;
      // The spectator's last message may still be on its way.
      await new Promise((res) => setTimeout(res, 20));
      (watcher as WebSocket | null)?.close();
      const replay = await replayOf(server, r.gameId);
      const at = knowledge(module, replay);
      if (i === 0) {
        // The scan itself works: a planted message with the opponent's first cards is caught.
        const g = Game.create(module, replay.setup, replay.seed);
        const planted: JsonObject = {
          type: 'state',
          seq: g.decision!.id,
          view: {
            game: { hand: g.state.data.players[1].deck.slice(0, 4).map((c) => ({ id: c.id, card: c.def })) },
          },
        };
        const caught = findings([planted], 0, at);
        expect(caught.some((f) => f.includes('hidden object'))).toBe(true);
        expect(caught.some((f) => f.includes('unseen card'))).toBe(true);
      }
      for (const v of VIEWERS) {
        const msgs = got[String(v)]!.filter((m) => m.type !== 'welcome' && m.type !== 'accepted');
        messages += msgs.length;
        all.push(...findings(msgs, v, at).map((f) => `game ${i}: ${f}`));
      }
    };
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < LEAK_GAMES) await playOne(next++);
      }),
    );
    const s = (performance.now() - t0) / 1000;
    console.log(`leak test: ${LEAK_GAMES} games, ${messages} messages scanned in ${s.toFixed(1)} s`);
    expect(all.slice(0, 20)).toEqual([]);
    expect(messages).toBeGreaterThan(LEAK_GAMES * 100);
  }, 900_000); // About 40 s on an idle machine; generous for a loaded one (a time limit, not a speed assertion).
});
