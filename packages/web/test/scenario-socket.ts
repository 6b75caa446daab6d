// A scenario's position, played in the browser: the scenario file runs (packages/dbscg's runner, or
// packages/battle-spirits' for Saga and Eternal) up to the step that answers a decision, and the page's play socket is served from that game in
// this process (Playwright's routeWebSocket) with the server's own messages (docs/protocol.md:
// `attached`, then `state` after each answer, `error` for a refused one). Everything else the page
// asks for (its script, GET /v1, the cards) comes from the real test server. This reaches decisions a
// real game seldom meets (an infinite loop's declaration, cards ordered in a deck, an Eternal Brave
// combined with a spirit: BS01 has no Brave, so only a scenario's test cards show one) in a few steps.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { parseDocument } from 'yaml';
import type { Answer, Game } from '@arbiter/engine';
import { runDbsScenario, type DbsData, type DbsSetup } from '@arbiter/dbscg';
import { runScenario, type SagaData, type SagaSetup } from '@arbiter/battle-spirits';
import { REPO_ROOT } from './helpers.ts';

export type DbsGame = Game<DbsData, DbsSetup>;
export type SagaGame = Game<SagaData, SagaSetup>;

/** The text of scenario `file` (under scenarios/`dir`/) stopped before the first step starting `until`. */
function scenarioUntil(dir: string, file: string, until: string): string {
  const doc = parseDocument(readFileSync(join(REPO_ROOT, 'scenarios', dir, file), 'utf8'));
  const raw = doc.toJS() as { script: Record<string, unknown>[] } & Record<string, unknown>;
  const at = raw.script.findIndex((s) => Object.keys(s).some((k) => k.startsWith(until)));
  if (at < 0) throw new Error(`${file}: no script step "${until}"`);
  return JSON.stringify({ ...raw, script: raw.script.slice(0, at), then: 'stop', expect: undefined });
}

/**
 * The game of scenario `file` (under scenarios/dbscg/) stopped before the first script step whose
 * key starts with `until` (as "p1 orderCards"): that decision is pending.
 */
export function scenarioGameAt(file: string, until: string): DbsGame {
  let game: DbsGame | null = null;
  const r = runDbsScenario(scenarioUntil('dbscg', file, until), { file, onGame: (g) => (game = g) });
  if (!r.ok) throw new Error(`${file}: ${r.failures.join('; ')}`);
  return game!;
}

/** The same for a Saga or Eternal scenario (under scenarios/`dir`/: "saga" or "eternal"). */
export function sagaScenarioGameAt(dir: string, file: string, until: string): SagaGame {
  let game: SagaGame | null = null;
  const r = runScenario(scenarioUntil(dir, file, until), { file, onGame: (g) => (game = g) });
  if (!r.ok) throw new Error(`${file}: ${r.failures.join('; ')}`);
  return game!;
}

export const SCENARIO_GAME_ID = 'scenario-game';

/**
 * Serves `game` to the page's play socket as seat `seat` (the page must hold that seat's ticket), as
 * a game of `hosted` (default DBSCG's); returns the answers the game took from the page, in order.
 */
export async function serveGame<D extends { players: readonly { name: string }[] }, S>(
  page: Page,
  game: Game<D, S>,
  seat: 0 | 1,
  hosted: { game: string; format: string } = { game: 'dbscg', format: 'standard' },
): Promise<Answer[]> {
  const taken: Answer[] = [];
  const names = game.state.data.players.map((p) => p.name);
  await page.routeWebSocket(/\/v1\/play$/, (ws) => {
    let sent = 0;
    const state = () => {
      const v = game.view(seat, sent);
      ws.send(
        JSON.stringify({
          type: 'state',
          gameId: SCENARIO_GAME_ID,
          status: game.over ? 'finished' : 'active',
          seq: game.decision?.id ?? null,
          view: { viewer: v.viewer, decision: v.decision, result: v.result, game: v.game },
          logFrom: sent,
          log: v.log,
        }),
      );
      sent += v.log.length;
    };
    ws.onMessage((text) => {
      const m = JSON.parse(String(text)) as { type: string; seq?: number; answer?: Answer; ref?: string };
      if (m.type === 'attach') {
        const now = new Date().toISOString();
        ws.send(
          JSON.stringify({
            type: 'attached',
            gameId: SCENARIO_GAME_ID,
            game: hosted.game,
            format: hosted.format,
            status: 'active',
            players: names.map((name, s) => ({ seat: s, name, deckName: 'scenario', deck: [], ai: null })),
            result: null,
            createdAt: now,
            updatedAt: now,
            seat,
          }),
        );
        sent = 0;
        state();
      } else if (m.type === 'answer') {
        const r = game.respond(m.seq!, m.answer!, seat);
        if (!r.ok) {
          ws.send(
            JSON.stringify({ type: 'error', code: r.error.code, message: r.error.message, ref: m.ref }),
          );
          return;
        }
        taken.push(m.answer!);
        state();
      }
    });
  });
  return taken;
}

/** Opens the table of the served game in `page`, holding seat `seat`'s ticket. */
export async function openServedTable(page: Page, url: string, seat: 0 | 1): Promise<void> {
  await page.goto(url);
  // The page's own script (a string: the test runs in Node, without the DOM's types).
  const ticket = JSON.stringify({ gameId: SCENARIO_GAME_ID, seat, token: 'scenario' });
  await page.evaluate(
    `localStorage.setItem(${JSON.stringify(`arbiter.seat.${SCENARIO_GAME_ID}`)}, ${JSON.stringify(ticket)})`,
  );
  await page.goto(`${url}/?game=${SCENARIO_GAME_ID}`);
}
