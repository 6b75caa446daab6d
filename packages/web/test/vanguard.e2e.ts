// End-to-end test: Cardfight!! Vanguard in the browser (issue 17, "Tests and surfaces"). A player
// picks the game and a trial deck in the lobby, plays a whole game against the server's AI through
// the Vanguard board (riding, calling and attacking by clicking its cards, guarding with a card of
// the hand, giving triggers to units on the board), and the page never shows a card of the
// opponent's hand, deck or face-down G zone, nor the opponent's first vanguard before stand up
// (5.4.3, 4.11.2): after the game the replay is rebuilt and every card object the page showed at
// each decision is checked against where the cards really were.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Replay } from '@arbiter/engine';
import { vgHost, type VgData, type VgSetup } from '@arbiter/vanguard';
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

const SEED = 20_261_128;
const DECISION = '[data-testid=decision]';

const started = serverAndBrowser(SEED);

interface Shown {
  seq: number;
  /** Card objects on the page: the board's (`data-obj`) and those the options name (`data-obj-ref`). */
  board: number[];
  refs: number[];
  battle: boolean;
  circles: number;
}

/** What the page shows now, with the live check of the opponent's hand (4.3: backs only). */
async function look(page: Page, seq: number): Promise<Shown> {
  const seen = await lookAtTable(page, { circles: '.vg-circle' });
  return { seq, board: seen.board, refs: seen.refs, battle: seen.battle, circles: seen.counts.circles! };
}

/** What the player did in the game, to check the board was used for each kind of decision. */
interface Played {
  turn: number;
  calls: number;
  /** Option ids refused in this decision (a call the grade rule refuses, 8.5.2.1.1.2). */
  refused: Set<string>;
  seq: string;
  did: Set<string>;
}

/** Clicks an option's card on the board, then its option when the card has several. */
async function viaBoard(page: Page, o: Option): Promise<void> {
  await clickBoard(page, o.obj!);
  const group = page.locator(`${DECISION} .opt-group.focused`);
  if ((await group.count()) > 0) await group.locator(`button[data-option="${o.id}"]`).click();
  // A choice of several (a cost's cards): the click only marks the card; confirming sends it.
  const confirm = page.locator(`${DECISION} button[data-confirm]`);
  if ((await confirm.count()) > 0 && (await confirm.isEnabled())) await confirm.click();
}

const MY_PLACES = '.side-area.mine button.vg-place';
const placeButton = (page: Page, at: string) =>
  page.locator(`.side-area.mine [data-circle=${at}] button.vg-place`);
const placesShown = async (page: Page) =>
  (
    await page.locator(MY_PLACES).evaluateAll((els) => els.map((e) => e.getAttribute('data-place') ?? ''))
  ).sort();

/**
 * A call (8.5.2.1.1.2) by clicking the hand card, then the circle: the card is armed, exactly the
 * circles its calls name are offered (the panel lists the same calls), and the circle sends the call.
 */
async function callCardFirst(page: Page, call: Option, opts: Option[]): Promise<void> {
  await clickBoard(page, call.obj!);
  const places = opts.filter((o) => o.obj === call.obj && o.at).map((o) => o.at!);
  await expect.poll(() => placesShown(page)).toEqual([...new Set(places)].sort());
  expect(await page.locator(`.table [data-obj="${call.obj}"].chosen`).count()).toBe(1);
  const panelCalls = await page
    .locator(`${DECISION} .opt-group.focused button[data-option]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-option')));
  expect(panelCalls.sort()).toEqual(
    opts
      .filter((o) => o.obj === call.obj)
      .map((o) => o.id)
      .sort(),
  );
  await shot(page, 'vanguard-call-1-card-armed');
  await placeButton(page, call.at!).click();
}

/**
 * A call by clicking the circle, then the card: with several cards that could go there, the circle
 * is armed and only those cards are offered on the board; with one, the circle sends its call.
 */
async function callCircleFirst(page: Page, call: Option, opts: Option[]): Promise<void> {
  const there = opts.filter((o) => o.at === call.at && o.obj !== null);
  await placeButton(page, call.at!).click();
  if (there.length === 1) return;
  await expect
    .poll(() => page.locator(`.side-area.mine [data-circle=${call.at}] button.vg-place.armed`).count())
    .toBe(1);
  const targets = await page
    .locator('.table button.target[data-obj]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-obj'))));
  expect(targets.sort()).toEqual([...new Set(there.map((o) => o.obj!))].sort());
  await shot(page, 'vanguard-call-2-circle-armed');
  await clickBoard(page, call.obj!);
}

interface CardInfo {
  id: string;
  name: string;
  text: string;
  skills: string[];
  reminders: Record<string, string>;
}

/**
 * A skill on a card's face (2.10) shows its generated reminder (section 11) on hover and on focus,
 * as its accessible description; Escape hides it (issue 22, keyword reminder text).
 */
async function checkSkillReminder(page: Page, cards: CardInfo[]): Promise<void> {
  const mine = await page
    .locator('.side-area.mine [data-obj] [data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
  const card = cards.find((c) => mine.includes(c.id) && c.skills.length > 0)!;
  await page.locator(`.side-area.mine [data-card="${card.id}"]`).first().hover();
  const skill = page.locator('.preview .kw-reminded').first();
  await skill.waitFor();
  const reminder = card.reminders[card.skills[0]!]!;
  const tip = page.locator(`[id="${(await skill.getAttribute('aria-describedby'))!}"]`);
  expect(await tip.isVisible()).toBe(false);
  await skill.hover();
  await expect.poll(() => tip.isVisible()).toBe(true);
  expect(await tip.innerText()).toBe(reminder);
  await page.mouse.move(0, 0);
  await expect.poll(() => tip.isVisible()).toBe(false);
  await skill.focus();
  await expect.poll(() => tip.isVisible()).toBe(true);
  await shot(page, 'vanguard-skill-reminder');
  await page.keyboard.press('Escape');
  await expect.poll(() => tip.isVisible()).toBe(false);
  // What a screen reader says of the skill: its name, described by the reminder (hidden or not).
  expect(await tip.textContent()).toBe(reminder);
}

/** The card objects in this page's own hand, as its board shows them. */
async function handObjects(page: Page): Promise<Set<number>> {
  const ids = await page
    .locator('[data-hand=mine] [data-obj]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-obj'))));
  return new Set(ids);
}

async function answer(page: Page, d: { seq: string; kind: string }, played: Played): Promise<string> {
  const panel = page.locator(DECISION);
  const opts = (await optionsOf(page)).filter((o) => !played.refused.has(o.id));
  const onBoard = opts.filter((o) => o.obj !== null && played.refused.size === 0);
  const click = async (o: Option) => panel.locator(`button[data-option="${o.id}"]`).first().click();
  const none = panel.locator('button[data-none]');
  const confirm = panel.locator('button[data-confirm]');
  switch (d.kind) {
    case 'firstVanguard':
      // The deck's grade 0 cards are not on the board: the panel names them.
      await click(opts[0]!);
      return opts[0]!.id;
    case 'mulligan':
      await confirm.click(); // keep the opening hand
      return 'keep';
    case 'ride': {
      // 6.5.1.1.2: ride the first card the rule allows, by clicking it in the hand.
      const o = opts.find((x) => x.obj !== null);
      if (o && (await page.locator(`.table button.target[data-obj="${o.obj}"]`).count()) > 0) {
        await viaBoard(page, o);
        played.did.add('ride');
        return o.id;
      }
      await none.click();
      return 'none';
    }
    case 'main': {
      // A call (6.6.1.2.1): a hand card to a circle. (An exchange names a unit and a circle, not a card.)
      const inHand = await handObjects(page);
      const calls =
        played.calls < 2 ? onBoard.filter((o) => o.at !== null && o.obj !== null && inHand.has(o.obj)) : [];
      // A circle whose unit is itself a choice (it may move, 6.6.1.2.3) is clicked once a card is armed.
      let circleFirst: Option | undefined;
      for (const o of played.did.has('call: card, then circle') ? calls : [])
        if (!circleFirst && (await placeButton(page, o.at!).count()) > 0) circleFirst = o;
      const call = circleFirst ?? calls[0];
      if (call) {
        played.calls++;
        // As on a mat: the card, then the circle; or the circle, then the card (issue 22).
        if (circleFirst) {
          await callCircleFirst(page, call, opts);
          played.did.add('call: circle, then card');
        } else {
          await callCardFirst(page, call, opts);
          played.did.add('call: card, then circle');
        }
        played.did.add('call');
        return call.id;
      }
      const end = opts.find((o) => o.pass)!;
      await click(end);
      return end.label;
    }
    case 'attack': {
      const atk = onBoard.find((o) => o.at === 'VC') ?? onBoard[0];
      if (atk) {
        await viaBoard(page, atk);
        played.did.add('attack');
        return atk.id;
      }
      await click(opts.find((o) => o.pass)!);
      return 'end';
    }
    case 'boost': {
      const boost = opts.find((o) => o.yes === true);
      if (boost) {
        await click(boost);
        played.did.add('boost');
        return 'boost';
      }
      await click(opts.find((o) => o.yes === false)!);
      return 'no boost';
    }
    case 'guard': {
      // 7.5.1.2: guard once in a while with a card of the hand, clicked on the board; else pass.
      const inHand = await handObjects(page);
      const guard = onBoard.find((o) => o.at === 'GC' && o.obj !== null && inHand.has(o.obj));
      if (guard && Number(d.seq) % 3 === 0) {
        await viaBoard(page, guard);
        played.did.add('guard');
        return guard.id;
      }
      await click(opts.find((o) => o.pass)!);
      return 'pass';
    }
    default: {
      // Trigger power, critical, stand and heal (2.8.1.1): the unit or damage card on the board.
      const o = onBoard[0];
      if (o && (await page.locator(`.table button.target[data-obj="${o.obj}"]`).count()) > 0) {
        await viaBoard(page, o);
        played.did.add(d.kind);
        return o.id;
      }
      if ((await confirm.count()) > 0) {
        for (const x of opts) {
          if (await confirm.isEnabled()) break;
          await click(x);
        }
        await confirm.click();
        return 'confirm';
      }
      await click(opts[0]!);
      return opts[0]!.id;
    }
  }
}

describe('web table: Cardfight!! Vanguard', () => {
  it('picks the game and its trial decks, plays against the AI to the end through the board; no hidden card shows', async () => {
    const server = started.server();
    const { context, page, pageErrors } = await openPage(started.browser());

    // ---- the lobby offers the game and its trial decks (GET /v1) ----
    const v1 = (await (await fetch(`${server.url}/v1`)).json()) as {
      games: { game: string; title: string; decks: string[] }[];
    };
    const vg = v1.games.find((g) => g.game === 'vanguard')!;
    await page.goto(server.url);
    const gameMenu = page.getByLabel('Game', { exact: true });
    await gameMenu.waitFor();
    await gameMenu.selectOption('vanguard');
    expect(await page.locator('h1').innerText()).toContain('Cardfight!! Vanguard');
    const deckValues = await page
      .getByLabel('Your deck')
      .locator('option')
      .evaluateAll((els) => els.map((e) => e.getAttribute('value') ?? ''));
    expect(deckValues).toEqual(expect.arrayContaining(vg.decks));
    await page.getByLabel('Your name').fill('Aichi');
    await page.getByLabel('Your deck').selectOption('TD01');
    await page.getByLabel('AI', { exact: true }).selectOption('random');
    await page.getByLabel("AI's deck").selectOption('TD02');
    await page.getByRole('button', { name: 'Play against the AI' }).click();
    await page.locator('.vg-table').waitFor();
    const gameId = new URL(page.url()).searchParams.get('game')!;
    expect(await page.locator('.game').getAttribute('data-game')).toBe('vanguard');

    // ---- the game ----
    const shown: Shown[] = [];
    const played: Played = { turn: -1, calls: 0, refused: new Set(), seq: '', did: new Set() };
    let answers = 0;
    let checkedText = false;
    for (let d = await nextOwnDecision(page); d; d = await nextOwnDecision(page)) {
      const now = await look(page, Number(d.seq));
      shown.push(now);
      expect(now.circles).toBe(12);
      if (d.seq !== played.seq) [played.seq, played.refused] = [d.seq, new Set()];
      const turn = Number(/Turn (\d+)/.exec(await page.getByTestId('phase').innerText())?.[1] ?? 0);
      if (turn !== played.turn) [played.turn, played.calls] = [turn, 0];
      if (!checkedText && d.kind === 'main') {
        // The vanguard's card text in the preview is the server's generated text.
        const cards = (await (await fetch(`${server.url}/v1/cards?game=vanguard`)).json()) as {
          cards: CardInfo[];
        };
        const vc = page.locator('.side-area.mine [data-circle=VC] [data-obj]').first();
        const card = await vc.locator('[data-card]').first().getAttribute('data-card');
        await vc.hover();
        const info = cards.cards.find((c) => c.id === card)!;
        await expect.poll(() => page.locator('.preview').innerText()).toContain(info.name);
        if (info.text)
          expect(await page.locator('.preview').innerText()).toContain(info.text.split('\n')[0]!);
        checkedText = true;
        await shot(page, 'vanguard-1-board');
        await checkSkillReminder(page, cards.cards);
      }
      const picked = await answer(page, d, played);
      const took = await settle(page, d.seq).catch(async (e: unknown) => {
        await shot(page, 'vanguard-stuck');
        throw new Error(`${d.kind}, answered ${picked}: ${String(e)}`);
      });
      if (took === 'refused') {
        // Refused with the rule's reason (a call above the vanguard's grade): try something else.
        expect(await page.locator(`${DECISION} [role=alert]`).innerText()).toMatch(/\(\d+(\.\d+)+\)/);
        played.refused.add(picked);
      }
      answers++;
      expect(answers, 'the game should end within 1500 answers').toBeLessThan(1500);
    }
    await shot(page, 'vanguard-2-end');
    expect(await page.getByTestId('result').innerText()).toMatch(/You win|You lose|Draw/);
    expect(pageErrors).toEqual([]);
    expect([...played.did]).toEqual(
      expect.arrayContaining([
        'ride',
        'call',
        'call: card, then circle',
        'call: circle, then card',
        'attack',
      ]),
    );
    expect(shown.some((s) => s.battle)).toBe(true);

    // ---- nothing hidden was ever on the page: the game rebuilt from its replay ----
    const replay = (await (await fetch(`${server.url}/v1/games/${gameId}/replay`)).json()) as Replay<VgSetup>;
    const { module } = await vgHost();
    const checked = checkLooksAgainstReplay(module, replay, shown, (data: VgData) => {
      const opp = data.players[1];
      const mine = data.players[0];
      const oppFaceDown = Object.values(opp.field).filter((u) => u?.faceDown);
      return {
        hidden: new Set(
          [...opp.hand, ...opp.deck, ...opp.gzone.filter((c) => c.faceDown), ...oppFaceDown].map(
            (c) => c!.id,
          ),
        ),
        unseen: new Set(mine.deck.map((c) => c.id)),
        what: ["the opponent's hidden cards", "the player's own deck"],
      };
    });
    expect(checked).toBe(shown.length);
    expect(checked).toBeGreaterThan(10);
    await context.close();
  });
});
