// End-to-end test: the Dragon Ball Super Card Game in the browser. A player picks the game in the
// lobby (the list comes from GET /v1), pastes a deck list, plays a whole game against the server's
// AI through the DBSCG board and the generic decision panel (some answers by clicking the board's
// highlighted cards: a card to play, energy to pay, an attacker and then the card it attacks), and the page never shows a card of the opponent's hand, deck or life: after
// the game, the replay is rebuilt and every card object the page showed at each decision is checked
// against where the cards really were.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Replay } from '@arbiter/engine';
import { DBS_BUILT_IN, dbsHost, type DbsData, type DbsSetup } from '@arbiter/dbscg';
import {
  checkLooksAgainstReplay,
  clickBoard,
  lookAtTable,
  nextOwnDecision,
  openPage,
  optionsOf,
  serverAndBrowser,
  settle,
  shot,
  type Option,
} from './helpers.ts';

const SEED = 20_251_127;
const DECISION = '[data-testid=decision]';

const started = serverAndBrowser(SEED);

/** A deck list text (`<count> <id>` a line) of a built-in deck. */
function deckText(name: string, ids: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [`# name: ${name}`, ...[...counts].map(([id, n]) => `${n} ${id}`)].join('\n');
}

interface Shown {
  /** The decision pending (its seq) when the page was looked at. */
  seq: number;
  /** Card objects on the page: the board's (`data-obj`) and those the options name (`data-obj-ref`). */
  board: number[];
  refs: number[];
  turn: string;
  battle: boolean;
  restedEnergy: boolean;
}

/** What the page shows now (one look at the page), and the live checks of the opponent's hand and life. */
async function look(page: Page, seq: number): Promise<Shown> {
  const seen = await lookAtTable(page, {
    lifeFaces:
      '.side-area.theirs [data-life-count] [data-card], .side-area.theirs [data-life-count] [data-obj]',
    restedEnergy: '.dbs-energy-card.rested',
  });
  // Life is a count of face-down cards.
  expect(seen.counts.lifeFaces).toBe(0);
  const { board, refs, turn, battle } = seen;
  return { seq, board, refs, turn, battle, restedEnergy: seen.counts.restedEnergy! > 0 };
}

/** Every way to pick k of n, in order. */
function* combinations(n: number, k: number, from = 0): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= n - k; i++) for (const rest of combinations(n, k - 1, i + 1)) yield [i, ...rest];
}

/** Pays energy by clicking energy cards on the board until a choice pays the colours (2-11-1-1). */
async function payByBoard(page: Page, seq: string, opts: Option[], n: number): Promise<void> {
  for (const pick of combinations(opts.length, n)) {
    const objs = pick.map((i) => opts[i]!.obj!);
    if (n === 1) {
      await clickBoard(page, objs[0]!);
    } else {
      for (const o of objs) await clickBoard(page, o);
      await page.locator(`${DECISION} button[data-confirm]`).click();
    }
    if ((await settle(page, seq)) === 'next') return;
    // Refused (the colours): take the cards back out of the choice and try the next one.
    if (n > 1) for (const o of objs) await clickBoard(page, o);
  }
  throw new Error('No choice of energy paid the cost.');
}

/** A quick game: charge, play what can be paid, attack, pass every battle choice, never block. */
interface Turn {
  turn: string;
  /** Cards played this turn. */
  n: number;
  /** A charge has been declined once. */
  declined: boolean;
  /** Attacks answered on the board by the attacker, then the card attacked (7-1). */
  aimed: number;
}

async function answer(page: Page, d: { seq: string; kind: string }, plays: Turn): Promise<string> {
  const panel = page.locator(DECISION);
  const opts = await optionsOf(page);
  const labelled = (re: RegExp) => opts.find((o) => re.test(o.label));
  const click = async (o: Option) => panel.locator(`button[data-option="${o.id}"]`).first().click();
  const confirm = panel.locator('button[data-confirm]');
  switch (d.kind) {
    case 'redraw':
      await confirm.click(); // keep the opening hand: "Choose none"
      return 'keep';
    case 'payEnergy': {
      const n = Number(/(\d+) chosen \((\d+) to/.exec(await panel.innerText())?.[2] ?? 1);
      await payByBoard(page, d.seq, opts, (await confirm.count()) > 0 ? n : 1);
      return 'paid';
    }
    case 'mainAction': {
      const play = plays.n < 2 ? labelled(/^Play /) : undefined;
      if (play?.obj != null) {
        plays.n++;
        // The card in hand is the option's object: clicking it plays it (or offers its options).
        await clickBoard(page, play.obj);
        if ((await panel.locator('.opt-group.focused').count()) > 0) {
          await panel.locator(`.opt-group.focused button[data-option="${play.id}"]`).click();
        }
        return 'play';
      }
      // An attacker that may attack several cards is preferred: it is armed by its click and the card it
      // attacks is clicked next (the path this test is after); otherwise the first attack.
      const attacks = opts.filter((o) => /^Attack /.test(o.label));
      const several = attacks.find(
        (o) =>
          o.obj != null && o.target != null && attacks.some((a) => a.obj === o.obj && a.target !== o.target),
      );
      const attack = several ?? attacks[0];
      if (attack?.obj != null && attack.target !== null) {
        // The attacker clicked on the board: its one option is sent, or with several (other cards
        // it may attack, its skills) it is armed, and the card attacked is clicked next.
        await clickBoard(page, attack.obj);
        if ((await panel.locator('.opt-group.focused').count()) > 0) {
          expect(await page.locator(`.table .chosen[data-obj="${attack.obj}"]`).count()).toBe(1);
          if (plays.aimed === 0) {
            // The cards it may attack are marked on the board ("attack here", 7-1), and the panel says
            // which they are and how to pick one.
            const aims = [...new Set(attacks.filter((o) => o.obj === attack.obj).map((o) => o.target!))];
            const marked = page.locator('.table .aim-target');
            expect(
              (await marked.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-obj'))))).sort(),
            ).toEqual([...aims].sort());
            expect(await page.locator('.table .aim-tag').count()).toBe(aims.length);
            expect(await page.getByTestId('aim-hint').innerText()).toMatch(
              /may attack .+\. Click the card it attacks on your opponent's side/,
            );
            await shot(page, 'dbscg-2b-attacker-armed');
            // Escape puts the attacker back (nothing sent), then it is clicked again.
            await page.keyboard.press('Escape');
            expect(await panel.locator('.opt-group.focused').count()).toBe(0);
            expect(await page.locator(`.table .chosen[data-obj="${attack.obj}"]`).count()).toBe(0);
            expect(await marked.count()).toBe(0);
            await clickBoard(page, attack.obj);
            expect(await panel.locator('.opt-group.focused').count()).toBe(1);
          }
          await page.locator(`.side-area.theirs button.target[data-obj="${attack.target}"]`).click();
          plays.aimed++;
        }
        return attack.label;
      }
      const next = attack ?? labelled(/^End the Main Phase/) ?? opts[0]!;
      await click(next);
      return next.label;
    }
    case 'blocker':
      await click(opts.find((o) => o.pass || o.yes === false) ?? opts[0]!);
      return 'no block';
    default: {
      if ((await confirm.count()) > 0) {
        // Several to choose: as few as allowed.
        for (const o of opts) {
          if (await confirm.isEnabled()) break;
          await click(o);
        }
        await confirm.click();
        return 'confirm';
      }
      const pass = opts.find((o) => o.pass || o.yes === false);
      const yes = opts.find((o) => o.yes === true);
      const none = panel.locator('button[data-none]');
      if (pass) await click(pass);
      else if (yes) await click(yes);
      else if (d.kind === 'charge' && !plays.declined && (await none.count()) > 0) {
        // Once: a choice of one card or none is declined with "None".
        plays.declined = true;
        await none.click();
        return 'none';
      } else await click(opts[0]!);
      return 'default';
    }
  }
}

describe('web table: Dragon Ball Super Card Game', () => {
  it('picks the game and a pasted deck, plays against the AI to the end; no hidden card shows', async () => {
    const server = started.server();
    const { context, page, pageErrors } = await openPage(started.browser());

    // ---- the lobby: the games come from GET /v1, each by its name ----
    const v1 = (await (await fetch(`${server.url}/v1`)).json()) as {
      games: { game: string; title: string; decks: string[] }[];
    };
    await page.goto(server.url);
    const gameMenu = page.getByLabel('Game', { exact: true });
    await gameMenu.waitFor();
    expect(await gameMenu.locator('option').allInnerTexts()).toEqual(v1.games.map((g) => g.title));
    const dbs = v1.games.find((g) => g.game === 'dbscg')!;
    await gameMenu.selectOption('dbscg');
    expect(await page.locator('h1').innerText()).toContain(dbs.title);
    const deckValues = await page
      .getByLabel('Your deck')
      .locator('option')
      .evaluateAll((els) => els.map((e) => e.getAttribute('value') ?? ''));
    expect(deckValues).toEqual(expect.arrayContaining(dbs.decks));
    // Its own deck builder is offered (dbscg-deck-builder.e2e.ts).
    expect(await page.getByRole('button', { name: 'Deck builder' }).count()).toBe(1);

    // A pasted list without its leader is refused with the rule's reason; then the whole list.
    const red = DBS_BUILT_IN['TRAINING-RED']!.cards;
    await page.getByLabel('Your name').fill('Goku');
    await page.getByLabel('Your deck').selectOption('paste:');
    const paste = page.getByLabel(/^Deck list/);
    await paste.fill(deckText('Pasted Red', red.slice(1)));
    // The random AI answers at once: the game is quick (the heuristic one is the server test's).
    await page.getByLabel('AI', { exact: true }).selectOption('random');
    await page.getByLabel("AI's deck").selectOption('TRAINING-BLUE');
    await page.getByRole('button', { name: 'Play against the AI' }).click();
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toMatch(/cannot be played.*Leader Card.*5-1-2/s);
    expect(page.url()).not.toMatch(/\?game=/);
    await paste.fill(deckText('Pasted Red', red));
    await shot(page, 'dbscg-1-lobby');
    await page.getByRole('button', { name: 'Play against the AI' }).click();
    await page.locator(DECISION).waitFor();
    const gameId = new URL(page.url()).searchParams.get('game')!;
    expect(gameId).toBeTruthy();
    await page.locator('.dbs-table').waitFor();
    expect(await page.locator('.game').getAttribute('data-game')).toBe('dbscg');
    const info = (await (await fetch(`${server.url}/v1/games/${gameId}`)).json()) as {
      players: { deckName: string }[];
    };
    expect(info.players[0]!.deckName).toBe('Pasted Red');

    // ---- the board: the leader's card text is the server's generated text ----
    const cards = (await (await fetch(`${server.url}/v1/cards?game=dbscg`)).json()) as {
      cards: { id: string; text: string[] }[];
    };
    const leader = cards.cards.find((c) => c.id === red[0])!;
    await page.locator('.side-area.mine [aria-label$="Leader Area"] [data-obj]').first().hover();
    await expect.poll(() => page.locator('.preview').innerText()).toContain(leader.text[0]!);

    // ---- the game ----
    const shown: Shown[] = [];
    const plays: Turn = { n: 0, turn: '', declined: false, aimed: 0 };
    let answers = 0;
    let sawBattle = false;
    let sawRest = false;
    for (let d = await nextOwnDecision(page); d; d = await nextOwnDecision(page)) {
      const now = await look(page, Number(d.seq));
      shown.push(now);
      // Two plays a turn at most keeps the game short.
      if (now.turn !== plays.turn) [plays.turn, plays.n] = [now.turn, 0];
      if (!sawBattle && now.battle) {
        sawBattle = true;
        await shot(page, 'dbscg-3-battle');
      }
      sawRest ||= now.restedEnergy;
      if (answers === 12) {
        await shot(page, 'dbscg-2-board');
        // On a phone: one column, nothing wider than the screen.
        await page.setViewportSize({ width: 390, height: 844 });
        const width = await page.evaluate('document.documentElement.scrollWidth');
        expect(width).toBeLessThanOrEqual(390);
        await shot(page, 'dbscg-2-board-phone');
        await page.setViewportSize({ width: 1280, height: 900 });
      }
      const picked = await answer(page, d, plays);
      if (picked !== 'paid' && (await settle(page, d.seq)) === 'refused') {
        const why = await page.locator(`${DECISION} [role=alert]`).innerText();
        throw new Error(`The table refused ${picked} for ${d.kind}: ${why}`);
      }
      answers++;
      expect(answers, 'the game should end within 1200 answers').toBeLessThan(1200);
    }
    await shot(page, 'dbscg-4-end');
    expect(await page.getByTestId('result').innerText()).toMatch(/You win|You lose|Draw/);
    expect((await page.locator('.log li').allInnerTexts()).at(-1)).toMatch(/wins|draw/);
    expect(sawBattle, 'a battle was shown').toBe(true);
    expect(sawRest, 'energy in Rest Mode was shown').toBe(true);
    expect(pageErrors).toEqual([]);

    // ---- nothing hidden was ever on the page: the game rebuilt from its replay ----
    const replay = (await (
      await fetch(`${server.url}/v1/games/${gameId}/replay`)
    ).json()) as Replay<DbsSetup>;
    expect(plays.declined, 'a charge was declined').toBe(true);
    expect(plays.aimed, 'an attack answered by the attacker, then the card attacked').toBeGreaterThan(0);
    const { module } = await dbsHost();
    const checked = checkLooksAgainstReplay(module, replay, shown, (data: DbsData) => {
      const opp = data.players[1];
      const mine = data.players[0];
      return {
        hidden: new Set([...opp.hand, ...opp.deck, ...opp.life].map((c) => c.id)),
        unseen: new Set([...mine.deck, ...mine.life].map((c) => c.id)),
        what: ["the opponent's hand, deck or life", "the player's own deck or life"],
      };
    });
    expect(checked).toBe(shown.length);
    expect(checked).toBeGreaterThan(10);

    // ---- the replay viewer draws the same board, step by step ----
    await page.getByRole('button', { name: 'Watch the replay' }).click();
    const viewer = page.getByTestId('replay');
    await expect.poll(() => viewer.getAttribute('data-loading')).toBe('no');
    expect(Number(await viewer.getAttribute('data-steps'))).toBe(replay.answers.length);
    await page.locator('.dbs-table').waitFor();
    await page.getByRole('button', { name: 'Last step' }).click();
    await expect.poll(() => page.getByTestId('replay-result').innerText()).toMatch(/wins|Draw/);
    await shot(page, 'dbscg-5-replay');

    // ---- the lobby lists the finished game with its game's name ----
    await page.getByRole('button', { name: 'Lobby' }).click();
    const row = page.locator(`[data-testid=finished-games] [data-game="${gameId}"]`);
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.innerText()).toContain(dbs.title);
    await context.close();
  });
});
