// `arbiter play`: one game in the terminal against an AI. The board and the log are what the human
// seat may see (the game's own view), told to the human in the second person; each decision is asked
// with numbered options whose numbers stay with their options for the whole step (typing ahead never
// plays another card), and an illegal answer is refused with the engine's reason and asked again.
import { createInterface } from 'node:readline';
import {
  Game,
  seedFromString,
  viewLog,
  type Answer,
  type Decision,
  type PlayerIndex,
  type Replay,
} from '@arbiter/engine';
import { parseAiSpec, makeAgent } from './ai-games.ts';
import { namedOrFileDeck } from './deck.ts';
import { UsageError } from './errors.ts';
import { gameHost } from './games.ts';
import { resultLine } from './narrate.ts';

export interface PlayOptions {
  /** The game (default Battle Spirits Saga). */
  game?: string;
  /** Its format (default the game's first): `eternal` plays Battle Spirits Eternal. */
  format?: string;
  /** Decks by name (the game's named decks) or deck files; the default is the game's own. */
  deck?: string;
  opponent: string;
  opponentDeck?: string;
  seed: string;
  /** The human's seat: 1 or 2. */
  seat: number;
  iterations?: number;
}

/** Reads the human's answers one line at a time; null at the end of the input. */
export interface LineSource {
  next(): Promise<string | null>;
  /** Stops reading (the game is over): the process may then end. */
  close?(): void;
}

export interface PlayResult {
  replay: Replay<unknown>;
  result: string;
}

const HELP = [
  'Answer with the number of an option: "2". An option keeps its number for the whole step.',
  'Several options: numbers separated by spaces, "1 3"; none of them: "none".',
  'Amounts from several options (cores from several places): "<number>=<count>" per option, "1=2 3=1".',
  'A number: type it, "3". An order: the option numbers in order, "2 1 3".',
  '"back" takes back the action you are in the middle of (a summon, a payment, a core move...), until its last choice.',
  'Other commands: "board" shows the table again, "help" this text, "concede" gives up the game.',
];

/**
 * Numbers for options that stay with the option (its id) across the decisions of one step: after an
 * action the remaining options keep their numbers and new ones get new numbers, so that an answer
 * typed ahead names the option it meant or none at all (never the card that moved into its place).
 */
export class OptionNumbers {
  private step = '';
  private readonly kinds = new Map<string, { ids: Map<string, number>; next: number }>();

  /** The numbers of `d`'s options (option id to number), in the step `step` ("turn:step"). */
  of(d: Decision, step: string): Map<string, number> {
    if (step !== this.step) {
      this.step = step;
      this.kinds.clear();
    }
    let k = this.kinds.get(d.kind);
    if (!k) this.kinds.set(d.kind, (k = { ids: new Map(), next: 1 }));
    const out = new Map<string, number>();
    for (const o of d.options) {
      let n = k.ids.get(o.id);
      if (n === undefined) k.ids.set(o.id, (n = k.next++));
      out.set(o.id, n);
    }
    return out;
  }
}

/** Numbers 1, 2, 3 ... in the listed order: for a decision seen alone. */
export function listedNumbers(d: Decision): Map<string, number> {
  return new Map(d.options.map((o, i) => [o.id, i + 1]));
}

/** The options of a decision with their numbers (by number), and how to answer it. */
export function decisionText(d: Decision, numbers: Map<string, number> = listedNumbers(d)): string[] {
  const out: string[] = [];
  const sorted = d.options.slice().sort((a, b) => numbers.get(a.id)! - numbers.get(b.id)!);
  for (const o of sorted) {
    const max = o.max !== undefined && d.type === 'distribute' ? ` (up to ${o.max})` : '';
    out.push(`  ${numbers.get(o.id)!}. ${o.label}${max}`);
  }
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
  if (d.back === true) out.push('  Or "back" to take this action back.');
  return out;
}

/** Reads an answer typed for decision `d`; a message when the text itself is unreadable. */
export function parseAnswer(
  d: Decision,
  text: string,
  numbers: Map<string, number> = listedNumbers(d),
): Answer | string {
  const t = text.trim().toLowerCase();
  if (t === 'back') return { back: true };
  const byNumber = new Map([...numbers].map(([id, n]) => [n, id]));
  const listed = [...numbers.values()].sort((a, b) => a - b).join(', ');
  const option = (s: string): string | null => {
    const i = Number(s);
    return Number.isInteger(i) ? (byNumber.get(i) ?? null) : null;
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
    if (!id) return `"${part}" is not an option number (${listed}).`;
    // Said here in the player's numbers: the engine's refusal would name the option's id.
    if (ids.includes(id)) return `Option ${part} is given more than once.`;
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
  try {
    return await play(opts, input, print);
  } finally {
    // Over (or refused): nothing more to read, so an interactive terminal lets the process end.
    input.close?.();
  }
}

async function play(
  opts: PlayOptions,
  input: LineSource,
  print: (line: string) => void,
): Promise<PlayResult> {
  if (opts.seat !== 1 && opts.seat !== 2) throw new UsageError('--seat must be 1 or 2.');
  const me = (opts.seat - 1) as PlayerIndex;
  const host = await gameHost(opts.game, opts.format);
  const mine = await namedOrFileDeck(host, opts.deck ?? host.ladderDecks[0]);
  const theirs = await namedOrFileDeck(host, opts.opponentDeck ?? host.ladderDecks[1]);
  const spec = parseAiSpec(opts.opponent, opts.iterations);
  const decks: [string[], string[]] = me === 0 ? [mine.cards, theirs.cards] : [theirs.cards, mine.cards];
  // The human's seat keeps a name for the replay and the rules' own words ("Player 1 has no life
  // left"); the terminal tells the human about themselves in the second person.
  const you = `Player ${opts.seat}`;
  const names: [string, string] = me === 0 ? [you, 'AI'] : ['AI', you];
  const setup = host.setup(names, decks);
  const seed = seedFromString(opts.seed);
  const game = Game.create(host.module, setup, seed);
  const ai = makeAgent(host, spec, seedFromString(`arbiter-play-ai:${opts.seed}`), host.decksOf(setup));
  const narrator = host.teller.narrator({ names, viewer: me, you: me });
  print(
    `Arbiter (${host.title}): you are ${you} (${mine.name}) against the ${opts.opponent} AI (${theirs.name}), seed ${opts.seed}. Type "help" for help.`,
  );
  let seen = 0;
  const flush = (): void => {
    const before = narrator.lines.length;
    for (const ev of viewLog(game.state.log, me, seen)) narrator.event(ev);
    seen = game.state.log.length;
    for (const line of narrator.lines.slice(before)) print(line);
  };
  const showBoard = (): void => {
    for (const line of host.teller.board(game.view(me).game, me)) print(line);
  };
  const numbering = new OptionNumbers();
  play: while (!game.over) {
    flush();
    const d = game.decision!;
    if (d.player !== me) {
      const r = game.respond(d.id, ai.choose(host.module, game.state), d.player);
      if (!r.ok) throw new Error(`The AI's answer was refused: ${r.error.message}`);
      continue;
    }
    const numbers = numbering.of(d, host.status(game.state).step);
    showBoard();
    print(host.teller.decision(d, me, names, me));
    for (const line of decisionText(d, numbers)) print(line);
    /** An answer the game warns about, typed once: it goes through when typed again. */
    let unconfirmed: string | null = null;
    for (;;) {
      const line = await input.next();
      if (line === null) {
        // The input ended: the game cannot go on without the player, who concedes.
        print('No more input: you concede.');
        game.concede(me);
        break play;
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
        break play;
      }
      const answer: Answer | string = parseAnswer(d, line, numbers);
      if (typeof answer === 'string') {
        print(`Not understood: ${answer}`);
        continue;
      }
      const warning = host.teller.confirm?.(d, answer) ?? null;
      if (warning && unconfirmed !== cmd && game.check(d.id, answer, me) === null) {
        unconfirmed = cmd;
        print(warning);
        print('Type the same answer again to confirm, or another one.');
        continue;
      }
      const r = game.respond(d.id, answer, me);
      if (r.ok) break;
      print(`Refused: ${r.error.message}`);
    }
  }
  flush();
  const result = resultLine(game.state.result, names, me);
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
    close: () => rl.close(),
  };
}
