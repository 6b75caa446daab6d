// Shared by the web table's end-to-end tests: build the client, start a real server on a free port
// over a temp SQLite file, launch Debian's Chromium, and play decisions through the UI.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { Game, verifyReplay, type GameModule, type Replay } from '@arbiter/engine';
import { startServer, type ArbiterServer } from '../../server/src/index.ts';

export const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const OUT = join(REPO_ROOT, 'test-output');
export const CHROMIUM = '/usr/bin/chromium';

/** Builds packages/web into dist/ with its own Vite (about a second). */
export function buildWeb(): void {
  execFileSync(
    process.execPath,
    [join(WEB_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: WEB_ROOT,
      stdio: 'inherit',
    },
  );
}

/**
 * `seed`: every new game gets this seed, and its AI seats seeds made from it (hub.ts), so a game played by
 * a test's fixed answers takes the same course on every run and a failure can be replayed.
 */
export async function startTestServer(seed: number): Promise<ArbiterServer> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-web-'));
  return startServer({
    port: 0,
    db: `sqlite:${join(dir, 'games.sqlite')}`,
    web: join(WEB_ROOT, 'dist'),
    hub: { seeds: () => seed },
  });
}

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: run scripts/ensure-chromium.sh`);
  }
  // Playwright gives every launch a fresh temporary --user-data-dir of its own (and refuses one in
  // `args`); each test context is a separate, empty profile on top of it.
  return chromium.launch({
    headless: true,
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  await page.screenshot({ path: join(OUT, `${name}.png`), fullPage });
}

/** A desktop-sized page in a fresh context, and the page errors it meets. */
export async function openPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return { context, page, pageErrors };
}

/** From the lobby: a game against the server's AI, with these names and decks (of `game`: default the first). */
export async function startVsAi(
  page: Page,
  url: string,
  o: { name: string; deck: string; ai: string; aiDeck: string; game?: string },
): Promise<void> {
  await page.goto(url);
  if (o.game) await page.getByLabel('Game', { exact: true }).selectOption(o.game);
  await page.getByLabel('Your name').fill(o.name);
  await page.getByLabel('Your deck').selectOption(o.deck);
  await page.getByLabel('AI', { exact: true }).selectOption(o.ai);
  await page.getByLabel("AI's deck").selectOption(o.aiDeck);
  await page.getByRole('button', { name: 'Play against the AI' }).click();
}

/** In a deck builder: waits until the deck check has answered for the deck as it is now. */
export async function deckCheckAnswer(page: Page): Promise<'yes' | 'no'> {
  // One reading: the answer seen non-empty is the one returned (a second read could see the next check pending).
  const answer = await page.waitForFunction(
    'document.querySelector("[data-testid=deck-check]")?.getAttribute("data-valid") || false',
  );
  return (await answer.jsonValue()) as 'yes' | 'no';
}

/** In a deck builder: the card ids the search list shows now (all of them, not one page). */
export async function listedCards(page: Page): Promise<string[]> {
  for (;;) {
    const more = page.getByRole('button', { name: /^Show \d+ more$/ });
    if ((await more.count()) === 0) break;
    await more.click();
  }
  return page
    .locator('.card-list li')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
}

/**
 * In a deck builder: picks `value` in the filter menu `label`; the list must show exactly the
 * `cards` that `have` it (some, fewer than the `all` listed without filters); then clears the filters.
 */
export async function checkDeckFilter<C extends { id: string }>(
  page: Page,
  filter: { label: string; value: string; all: number },
  cards: readonly C[],
  have: (c: C) => boolean,
): Promise<void> {
  const { label, value, all } = filter;
  await page.getByLabel(label, { exact: true }).selectOption(value);
  const ids = await listedCards(page);
  expect(ids.length, `${label} ${value}`).toBeGreaterThan(0);
  expect(ids.length, `${label} ${value}`).toBeLessThan(all);
  expect(ids.slice().sort(), `${label} ${value}`).toEqual(
    cards
      .filter(have)
      .map((c) => c.id)
      .sort(),
  );
  await page.getByRole('button', { name: 'Clear filters' }).click();
}

/** In a deck builder: the cards the statistics count, by type and along the cost curve. */
export async function deckStatsTotals(page: Page): Promise<{ types: number; curve: number }> {
  const types = await page.getByTestId('type-counts').innerText();
  const bars = await page
    .getByRole('list', { name: 'Cost curve' })
    .locator('li')
    .evaluateAll((els) =>
      els.map((e) => Number(/: (\d+) card/.exec(e.getAttribute('aria-label') ?? '')?.[1])),
    );
  return {
    types: [...types.matchAll(/(\d+)/g)].reduce((n, m) => n + Number(m[1]), 0),
    curve: bars.reduce((a, b) => a + b, 0),
  };
}

/** The value most cards have (a trait, a clan...): a filter of it is sure to find some. */
export function mostCommon<C>(cards: readonly C[], of: (c: C) => readonly string[]): string {
  const n = new Map<string, number>();
  for (const c of cards) for (const v of of(c)) n.set(v, (n.get(v) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1])[0]![0];
}

/**
 * In a deck builder: saves the deck as `name`, checks the page has no horizontal scroll at a phone's
 * size (screenshot `shotName`), and goes back to the lobby.
 */
export async function saveDeckAndLeave(page: Page, name: string, shotName: string): Promise<void> {
  await page.getByLabel('Deck name').fill(name);
  await page.getByRole('button', { name: 'Save deck' }).click();
  await expect.poll(() => page.getByRole('status').innerText()).toMatch(new RegExp(`Saved "${name}"`));
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await shot(page, shotName);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Back to the lobby' }).click();
}

/** Once the page sits at a table: the game's info (`GET /v1/games/ID`), its id read from the URL. */
export async function seatedGameInfo(
  page: Page,
  serverUrl: string,
): Promise<{ game: string; format: string; players: { name: string; deckName: string }[] }> {
  await page.getByTestId('decision').waitFor();
  const gameId = new URL(page.url()).searchParams.get('game')!;
  return (await (await fetch(`${serverUrl}/v1/games/${gameId}`)).json()) as Awaited<
    ReturnType<typeof seatedGameInfo>
  >;
}

/**
 * A test file's server (every game with `seed`) and browser, started before its tests (the web
 * client built first) and closed after them.
 */
export function serverAndBrowser(seed: number): { server(): ArbiterServer; browser(): Browser } {
  let server: ArbiterServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    buildWeb();
    server = await startTestServer(seed);
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return { server: () => server!, browser: () => browser! };
}

const DECISION = '[data-testid=decision]';

/** The page's decision panel: whether it is this page's turn to answer, and what. */
export async function decisionOf(
  page: Page,
): Promise<{ over: boolean; mine: boolean; seq: string; kind: string; type: string }> {
  const d = page.locator(DECISION);
  if ((await d.count()) === 0) return { over: false, mine: false, seq: '', kind: '', type: '' };
  const [over, mine, seq, kind, type] = await Promise.all(
    ['data-over', 'data-mine', 'data-seq', 'data-kind', 'data-type'].map((a) => d.getAttribute(a)),
  );
  return { over: over === 'yes', mine: mine === 'yes', seq: seq ?? '', kind: kind ?? '', type: type ?? '' };
}

/**
 * A sensible option for a quick game, read from the options' facts (docs/protocol.md; never their
 * ids): summon or place, attack, never block, pass, keep the hand (a mulligan's no); otherwise none.
 */
export function preferred(kind: string, options: readonly Option[]): Option | undefined {
  const act = (...acts: string[]) => options.find((o) => o.act !== null && acts.includes(o.act));
  const pass = options.find((o) => o.pass);
  switch (kind) {
    case 'mainAction':
      return act('summon', 'place') ?? pass;
    case 'attackAction':
      return act('attack') ?? pass;
    case 'block':
    case 'flash':
      return pass;
    case 'mulligan':
      return options.find((o) => o.yes === false);
    default:
      return undefined;
  }
}

/**
 * Answers this page's pending decision through the UI; returns what it clicked: an option's label,
 * led by its action for a Saga action (`attack: <label>`), or `confirm`, `none`, `back`, `gone`.
 */
export async function answerOnce(page: Page, kind: string, type: string): Promise<string> {
  const panel = page.locator(DECISION);
  const confirm = panel.locator('button[data-confirm]');
  // Moving cores is never chosen on purpose here: if it is ever asked, it is taken back.
  if (kind === 'moveCores') {
    await panel.locator('button[data-back]').click();
    return 'back';
  }
  if (type === 'select') {
    const buttons = panel.locator('button[data-option]');
    // The panel may be drawn a moment after its attributes; a select with no option offers None.
    const none = panel.locator('button[data-none]');
    // (Or it is no longer this page's: answered for it by the table's settings meanwhile.)
    const drawn = async () =>
      (await buttons.count()) + (await none.count()) > 0 || (await panel.getAttribute('data-mine')) !== 'yes';
    await expect.poll(drawn).toBe(true);
    if ((await panel.getAttribute('data-mine')) !== 'yes') return 'gone';
    const options = await optionsOf(page);
    if (options.length === 0) {
      await none.first().click();
      return 'none';
    }
    if ((await confirm.count()) === 0) {
      const o = preferred(kind, options) ?? options[0]!;
      await buttons.nth(options.indexOf(o)).click();
      return o.act === null ? o.label : `${o.act}: ${o.label}`;
    }
    // Several to choose: the first ones until Confirm is allowed.
    for (let i = 0; i < options.length; i++) {
      if (await confirm.isEnabled()) break;
      await buttons.nth(i).click();
    }
    await confirm.click();
    return 'confirm';
  }
  // Distributions (the default payment), orders and numbers: their defaults are legal. A default
  // payment that takes a card's last cores (when nothing else is left) asks once more.
  const destroys = (await panel.locator('[data-testid=destroys]').count()) > 0;
  await confirm.click();
  if (destroys) await panel.locator('button[data-confirm-destroy]').click();
  return 'confirm';
}

/** Waits for this page's next decision to answer; null once the game is over. */
export async function nextOwnDecision(page: Page): Promise<Awaited<ReturnType<typeof decisionOf>> | null> {
  for (;;) {
    const d = await decisionOf(page);
    if (d.over) return null;
    if (d.mine) return d;
    await page.waitForTimeout(10);
  }
}

/** Waits until the page's decision changes (a new seq, the end, or an error shown). */
export async function waitPast(page: Page, seq: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  const err = page.locator('[data-testid=decision] [role=alert]');
  for (;;) {
    if ((await err.count()) > 0)
      throw new Error(`The table shows an error: ${await err.first().innerText()}`);
    const d = await decisionOf(page);
    if (d.over || d.seq !== seq) return;
    if (Date.now() > until) throw new Error(`No new decision after seq ${seq} within ${timeoutMs} ms.`);
    await page.waitForTimeout(15);
  }
}

/**
 * Answers this page's decisions through the UI (answerOnce) until `done` says so or the game is
 * over; fails after `limit` answers. Returns how many it answered.
 */
export async function playUntil(page: Page, done: () => Promise<boolean>, limit: number): Promise<number> {
  let answers = 0;
  while (!(await done())) {
    const d = await decisionOf(page);
    if (d.over) break;
    if (!d.mine) {
      await page.waitForTimeout(20);
      continue;
    }
    await answerOnce(page, d.kind, d.type);
    await waitPast(page, d.seq);
    answers++;
    expect(answers, `done within ${limit} answers`).toBeLessThan(limit);
  }
  return answers;
}

/** The decision panel in one look: whether the game is over, the pending seq, and an error shown. */
export function panelNow(page: Page): Promise<{ over: boolean; seq: string; refused: boolean }> {
  return page.$eval(DECISION, (el) => ({
    over: el.getAttribute('data-over') === 'yes',
    seq: el.getAttribute('data-seq') ?? '',
    refused: el.querySelector('[role=alert]') !== null,
  }));
}

/** Waits until decision `seq` is answered (a new decision or the end), or the page shows an error. */
export async function settle(page: Page, seq: string): Promise<'next' | 'refused'> {
  for (let i = 0; i < 3000; i++) {
    const d = await panelNow(page);
    if (d.refused) return 'refused';
    if (d.over || d.seq !== seq) return 'next';
    await page.waitForTimeout(10);
  }
  throw new Error(`No answer to decision ${seq} was taken.`);
}

/** An option of the page's decision panel: its label and the facts its button carries. */
export interface Option {
  /** The option's id: opaque, only to answer with or to find its button again, never read. */
  id: string;
  label: string;
  obj: number | null;
  /** The place the option names (`at`: a circle), when it names an object too. */
  at: string | null;
  /** The object the option aims its object at (`target`: a DBSCG attack's card attacked). */
  target: number | null;
  /** The option passes (`pass`): it declines and lets the game go on. */
  pass: boolean;
  /** A yes-or-no question's answer (`yes`), or null. */
  yes: boolean | null;
  /** Which of its game's alternatives it is (`nth`), or null. */
  nth: number | null;
  /** Saga's action (`act`: summon, attack, move ...), or null. */
  act: string | null;
  /** The ability of its object it plays (`ability`), or null. */
  ability: number | null;
  /** The card definition it is about (`card`), or null. */
  card: string | null;
}

/** The options of the page's decision panel in the panel's order, with their facts. */
export async function optionsOf(page: Page): Promise<Option[]> {
  return page.$$eval(`${DECISION} button[data-option]`, (els) =>
    els.map((e) => {
      const num = (a: string) => (e.hasAttribute(a) ? Number(e.getAttribute(a)) : null);
      const yes = e.getAttribute('data-yes');
      return {
        id: e.getAttribute('data-option') ?? '',
        label: (e.textContent ?? '').replace(/^✓ /, '').trim(),
        obj: num('data-obj-ref'),
        at: e.getAttribute('data-at'),
        target: num('data-target'),
        pass: e.hasAttribute('data-pass'),
        yes: yes === null ? null : yes === 'yes',
        nth: num('data-nth'),
        act: e.getAttribute('data-act'),
        ability: num('data-ability'),
        card: e.getAttribute('data-def'),
      };
    }),
  );
}

/** Clicks a card the decision highlights on the board. */
export async function clickBoard(page: Page, obj: number): Promise<void> {
  await page.locator(`.table button.target[data-obj="${obj}"]`).first().click();
}

/** One look at a table: its card objects, the turn, whether a battle shows, and counts of selectors. */
export interface TableLook {
  /** Card objects on the page: the board's (`data-obj`) and those the options name (`data-obj-ref`). */
  board: number[];
  refs: number[];
  turn: string;
  battle: boolean;
  counts: Record<string, number>;
}

/**
 * Looks at the table once, checking that the opponent's hand is backs only, as many as its count;
 * `count`: selectors whose matches on the page are counted.
 */
export async function lookAtTable(page: Page, count: Record<string, string> = {}): Promise<TableLook> {
  const seen = await page.$eval(
    'body',
    (body, selectors) => {
      const theirs = body.querySelector('.side-area.theirs')!;
      const hand = theirs.querySelector('[data-hand=theirs]')!;
      const ids = (attr: string) =>
        [...body.querySelectorAll(`[${attr}]`)].map((e) => Number(e.getAttribute(attr)));
      return {
        handFaces: hand.querySelectorAll('[data-card], [data-obj]').length,
        handBacks: hand.querySelectorAll('.card-back').length,
        handCount: Number(/Hand (\d+)/.exec(theirs.querySelector('.stats')!.textContent ?? '')?.[1]),
        board: ids('data-obj'),
        refs: ids('data-obj-ref'),
        turn: /Turn (\d+)/.exec(body.querySelector('[data-testid=phase]')?.textContent ?? '')?.[1] ?? '',
        battle: body.querySelector('[data-testid=battle]') !== null,
        counts: Object.fromEntries(
          Object.entries(selectors).map(([k, sel]) => [k, body.querySelectorAll(sel).length]),
        ),
      };
    },
    count,
  );
  expect(seen.handFaces).toBe(0);
  expect(seen.handBacks).toBe(seen.handCount);
  const { board, refs, turn, battle, counts } = seen;
  return { board, refs, turn, battle, counts };
}

/** One look at the page while decision `seq` was pending: the card objects it showed. */
export interface PageLook {
  seq: number;
  /** Objects on the board (`data-obj`). */
  board: number[];
  /** Objects the decision's options name (`data-obj-ref`). */
  refs: number[];
}

/**
 * Rebuilds a finished game from its replay (which must verify) and checks every look at the page
 * against the cards' real places at that decision: no object of `secrets(data).hidden` (what the
 * opponent keeps hidden) on the board or in an option, no object of `secrets(data).unseen` (the
 * player's own hidden cards) on the board. A decision answered again after a refusal was looked at
 * more than once: every look is checked. Returns how many looks were checked.
 */
export function checkLooksAgainstReplay<D extends object, S>(
  module: GameModule<D, S>,
  replay: Replay<S>,
  looks: readonly PageLook[],
  secrets: (data: D) => { hidden: Set<number>; unseen: Set<number>; what: [string, string] },
): number {
  expect(verifyReplay(module, replay).message).toMatch(/verified/);
  const game = Game.create(module, replay.setup, replay.seed);
  const at = new Map<number, PageLook[]>();
  for (const s of looks) at.set(s.seq, [...(at.get(s.seq) ?? []), s]);
  let checked = 0;
  for (const a of replay.answers) {
    for (const s of at.get(a.decision) ?? []) {
      const { hidden, unseen, what } = secrets(game.state.data);
      for (const id of [...s.board, ...s.refs])
        expect(hidden.has(id), `object ${id} of ${what[0]} at ${s.seq}`).toBe(false);
      for (const id of s.board) expect(unseen.has(id), `object ${id} of ${what[1]} at ${s.seq}`).toBe(false);
      checked++;
    }
    const r = a.answer === 'concede' ? game.concede(a.player) : game.respond(a.decision, a.answer, a.player);
    expect(r.ok).toBe(true);
  }
  return checked;
}
