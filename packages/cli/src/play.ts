// `arbiter play`: one game in the terminal against an AI. The board and the log are what the human
// seat may see (the game's own view); each decision is asked with numbered options, and an illegal
// answer is refused with the engine's reason and asked again.
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import {
  Game,
  seedFromString,
  viewLog,
  type Answer,
  type Decision,
  type JsonObject,
  type PlayerIndex,
  type Replay,
} from '@arbiter/engine';
import type { Agent } from '@arbiter/ai';
import {
  createSagaModule,
  deckCards,
  describeDecision,
  EFFECT_CARDS,
  loadSagaPool,
  starterDecks,
  stepLabel,
  VANILLA_CARDS,
  type CardRegistry,
  type SagaData,
  type SagaSetup,
} from '@arbiter/battle-spirits';
import { deckRegistry, makeAgent, parseAiSpec } from './ai-games.ts';
import { readDeckFile } from './deck.ts';
import { UsageError } from './errors.ts';
import { Narrator, resultLine } from './narrate.ts';

export interface PlayOptions {
  deck: string;
  opponent: string;
  opponentDeck: string;
  seed: string;
  /** The human's seat: 1 or 2. */
  seat: number;
  iterations?: number;
}

/** Reads the human's answers one line at a time; null at the end of the input. */
export interface LineSource {
  next(): Promise<string | null>;
}

export interface PlayResult {
  replay: Replay<SagaSetup>;
  result: string;
}

const HELP = [
  'Answer with the number of an option: "2".',
  'Several options: numbers separated by spaces, "1 3"; none of them: "none".',
  'Cores from several places: "<number>=<count>" per place, "1=2 3=1".',
  'A number: type it, "3". An order: the option numbers in order, "2 1 3".',
  'Other commands: "board" shows the table again, "help" this text, "concede" gives up the game.',
];

/** A deck by name (built-in: vanilla-*, effects-*, ST01 ... ST07) or from a deck file. */
function deckOf(name: string): { name: string; cards: string[] } {
  const starter = starterDecks()[name.toUpperCase()];
  if (starter) return starter;
  const builtIn = deckRegistry().get(name.toLowerCase());
  if (builtIn) return builtIn;
  if (existsSync(name)) {
    const d = readDeckFile(name);
    return { name: d.name, cards: deckCards(d) };
  }
  const known = [...Object.keys(starterDecks()), ...deckRegistry().keys()].join(', ');
  throw new UsageError(`Unknown deck "${name}": give a deck file or one of ${known}.`);
}

function cores(n: unknown, soul: unknown): string {
  return `${String(n)}${soul === true ? ' + soul core' : ''}`;
}

/** The table as the human sees it: the opponent first, then the human's side and hand. */
export function boardText(reg: CardRegistry, view: JsonObject, me: PlayerIndex): string[] {
  const players = view.players as JsonObject[];
  const out: string[] = [];
  out.push(
    `Turn ${String(view.turn)}, ${stepLabel(String(view.step))} step, ${String((players[view.active as number] as JsonObject).name)} to play`,
  );
  for (const p of [1 - me, me] as PlayerIndex[]) {
    const pl = players[p]!;
    const you = p === me ? ' (you)' : '';
    out.push(
      `${String(pl.name)}${you}: life ${cores(pl.life, pl.lifeSoul)}, reserve ${cores(pl.reserve, pl.reserveSoul)}, trash ${cores(pl.trashCores, pl.trashSoul)} cores and ${(pl.trash as JsonObject[]).length} cards, deck ${String(pl.deckCount)}, hand ${String(pl.handCount)}`,
    );
    const burst = pl.burst as JsonObject | null;
    if (burst) out.push(`  burst: ${burst.faceDown ? 'face down' : reg.get(String(burst.card)).name}`);
    const field = pl.field as JsonObject[];
    if (field.length === 0) out.push('  field: empty');
    for (const c of field) {
      const bp = c.bp === undefined ? '' : `, ${String(c.bp)} BP`;
      const kws = Array.isArray(c.keywords) && c.keywords.length ? `, ${c.keywords.join(' ')}` : '';
      out.push(
        `  ${String(c.name)} #${String(c.id)}: LV${String(c.level)}${bp}, cores ${cores(c.cores, c.soul)}${c.exhausted ? ', exhausted' : ''}${kws}`,
      );
    }
    if (p === me && Array.isArray(pl.hand)) {
      const hand = (pl.hand as JsonObject[]).map((h) => reg.get(String(h.card)).name);
      out.push(`  hand: ${hand.length ? hand.join(', ') : 'empty'}`);
    }
  }
  return out;
}

/** The options of a decision, numbered from 1, with how to answer it. */
export function decisionText(d: Decision): string[] {
  const out: string[] = [];
  d.options.forEach((o, i) => {
    const max = o.max !== undefined && d.type === 'distribute' ? ` (up to ${o.max})` : '';
    out.push(`  ${i + 1}. ${o.label}${max}`);
  });
  switch (d.type) {
    case 'select':
      out.push(
        d.max === 1 && d.min === 1
          ? '  Choose one (its number).'
          : `  Choose ${d.min === d.max ? d.min : `${d.min} to ${d.max}`} (numbers separated by spaces${d.min === 0 ? ', or "none"' : ''}).`,
      );
      break;
    case 'distribute':
      out.push(`  Take ${d.min === d.max ? d.min : `${d.min} to ${d.max}`} in all, as "<number>=<count>".`);
      break;
    case 'number':
      out.push(`  A number from ${d.min} to ${d.max}.`);
      break;
    case 'order':
      out.push('  Give every option number, in the order you want.');
      break;
  }
  return out;
}

/** Reads an answer typed for decision `d`; a message when the text itself is unreadable. */
export function parseAnswer(d: Decision, text: string): Answer | string {
  const t = text.trim().toLowerCase();
  const option = (s: string): string | null => {
    const i = Number(s);
    return Number.isInteger(i) && i >= 1 && i <= d.options.length ? d.options[i - 1]!.id : null;
  };
  if (d.type === 'number') {
    const n = Number(t);
    return Number.isInteger(n) ? { number: n } : `"${text}" is not a whole number.`;
  }
  if (d.type === 'select' && t === 'none') return { choose: [] };
  if (d.type === 'distribute') {
    if (t === 'none') return { counts: {} };
    const counts: Record<string, number> = {};
    for (const part of t.split(/[\s,]+/).filter(Boolean)) {
      const m = /^(\d+)=(\d+)$/.exec(part);
      const id = m ? option(m[1]!) : null;
      if (!m || !id) return `"${part}" is not "<option number>=<count>".`;
      counts[id] = (counts[id] ?? 0) + Number(m[2]);
    }
    return { counts };
  }
  const ids: string[] = [];
  for (const part of t.split(/[\s,]+/).filter(Boolean)) {
    const id = option(part);
    if (!id) return `"${part}" is not an option number (1 to ${d.options.length}).`;
    ids.push(id);
  }
  if (ids.length === 0) return 'Type an option number, or "help".';
  return d.type === 'order' ? { order: ids } : { choose: ids };
}

/** Plays one game; `print` gets every line shown to the human. */
export async function playInTerminal(
  opts: PlayOptions,
  input: LineSource,
  print: (line: string) => void,
): Promise<PlayResult> {
  if (opts.seat !== 1 && opts.seat !== 2) throw new UsageError('--seat must be 1 or 2.');
  const me = (opts.seat - 1) as PlayerIndex;
  const mine = deckOf(opts.deck);
  const theirs = deckOf(opts.opponentDeck);
  const spec = parseAiSpec(opts.opponent, opts.iterations);
  const reg = (await loadSagaPool()).with([...VANILLA_CARDS, ...EFFECT_CARDS]);
  const module = createSagaModule(reg);
  const decks: [string[], string[]] = me === 0 ? [mine.cards, theirs.cards] : [theirs.cards, mine.cards];
  const names: [string, string] = me === 0 ? ['You', 'AI'] : ['AI', 'You'];
  const setup: SagaSetup = { decks, names };
  const seed = seedFromString(opts.seed);
  const game = Game.create(module, setup, seed);
  const ai: Agent<SagaData> = makeAgent(spec, seedFromString(`arbiter-play-ai:${opts.seed}`), module, setup);
  const narrator = new Narrator(reg, names, me);
  print(
    `Arbiter: you (${mine.name}, seat ${opts.seat}) against the ${opts.opponent} AI (${theirs.name}), seed ${opts.seed}. Type "help" for help.`,
  );
  let seen = 0;
  const flush = (): void => {
    const before = narrator.lines.length;
    for (const ev of viewLog(game.state.log, me, seen)) narrator.event(ev);
    seen = game.state.log.length;
    for (const line of narrator.lines.slice(before)) print(line);
  };
  const showBoard = (): void => {
    for (const line of boardText(reg, game.view(me).game, me)) print(line);
  };
  while (!game.over) {
    flush();
    const d = game.decision!;
    if (d.player !== me) {
      const r = game.respond(d.id, ai.choose(module, game.state), d.player);
      if (!r.ok) throw new Error(`The AI's answer was refused: ${r.error.message}`);
      continue;
    }
    showBoard();
    print(describeDecision(reg, d, me, { names }));
    for (const line of decisionText(d)) print(line);
    for (;;) {
      const line = await input.next();
      if (line === null) {
        // The input ended: the game cannot go on without the player, who concedes (1-2-4).
        print('No more input: you concede.');
        game.concede(me);
        break;
      }
      const cmd = line.trim().toLowerCase();
      if (cmd === '') continue;
      if (cmd === 'help') {
        for (const h of HELP) print(h);
        continue;
      }
      if (cmd === 'board') {
        showBoard();
        continue;
      }
      if (cmd === 'concede') {
        game.concede(me);
        break;
      }
      const answer = parseAnswer(d, line);
      if (typeof answer === 'string') {
        print(`Not understood: ${answer}`);
        continue;
      }
      const r = game.respond(d.id, answer, me);
      if (r.ok) break;
      print(`Refused: ${r.error.message}`);
    }
  }
  flush();
  const result = resultLine(game.state.result, names);
  print(result);
  return { replay: game.replay(), result };
}

/** Lines from a stream (stdin), one at a time. */
export function streamLines(stream: NodeJS.ReadableStream): LineSource {
  const rl = createInterface({ input: stream, terminal: false });
  const queue: string[] = [];
  const waiting: ((l: string | null) => void)[] = [];
  let ended = false;
  rl.on('line', (l) => {
    const w = waiting.shift();
    if (w) w(l);
    else queue.push(l);
  });
  rl.on('close', () => {
    ended = true;
    for (const w of waiting.splice(0)) w(null);
  });
  return {
    next: () =>
      new Promise((resolve) => {
        const l = queue.shift();
        if (l !== undefined) resolve(l);
        else if (ended) resolve(null);
        else waiting.push(resolve);
      }),
  };
}
