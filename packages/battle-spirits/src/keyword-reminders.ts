// What each keyword does, in the project's own words: the reminder a client shows beside a keyword on
// a card (GET /v1/cards `reminders`). Saga's come from its rules (section 11) and, for the keywords the
// rules leave to the cards (Link, Feast, Agile, Bloodcurse), from how our definitions play them
// (keyword-effects.ts, triggers.ts, verbs/feast.ts, bloodcurse.ts). Eternal's manual defines no
// keyword, so Eternal's say what our Eternal cards do, with Eternal's own differences (formats.ts,
// swift-level.ts). Own-words checks read them too (test/own-words.test.ts).
import type { BsFormat } from './formats.ts';
import type { KeywordName } from './vocab.ts';
import { keywordLabel } from './text-words.ts';

type Reminders = Partial<Record<KeywordName, string>>;

const SAGA: Reminders = {
  awaken:
    'Whenever it could use a flash effect, it may take one or more cores from your other cards on the field; a card destroyed so triggers nothing (11-1).',
  confront: 'When it attacks, an opponent with a spirit able to block must block (11-2).',
  curse: 'When it is blocked, the blocking spirit is destroyed at the end of the battle (11-3).',
  immortal:
    'From the trash, when another spirit of yours that meets its condition is destroyed, it may be summoned (11-4).',
  armor:
    "The effects of the opponent's spirits, nexuses and magic of the colours it names cannot choose it (11-5).",
  luster:
    'When it attacks, the magic its owner used during that battle returns from the trash to the hand at the end of the battle (11-6).',
  blessed: "When its attack reduces the opponent's life, one core from the void goes to your life (11-7).",
  ascend:
    'Summoning it also takes all the cores of one of your spirits that meets its condition to your reserve (11-8).',
  swift: 'It may be summoned in a flash timing, paying and placing cores from your reserve only (11-9).',
  gale: 'When it is blocked, the blocking player exhausts that many of their refreshed spirits (11-10).',
  crush:
    "When it attacks, discard as many cards from the top of the opponent's deck as its level plus the value given (11-11).",
  raid: 'When it attacks, you may exhaust one of your nexuses to refresh it, up to the number given each turn (11-12).',
  atField: "While it holds the soul core, the opponent's destroying effects cannot destroy it (11-13).",
  astral: 'While it is in force, only a spirit with Astral can block its attacks (11-14).',
  chain:
    'An effect added to the one before it, in force while you have a symbol of the colour given (11-15).',
  // Not in section 11: worded from our definitions of them.
  link: 'As another spirit of yours that fits its condition attacks, this refreshed spirit may be exhausted to join that attack; one such pairing per battle, and its linked effects then apply.',
  feast:
    'With no small or medium token of its kind, you get the small one; else one of those tokens leaves, its cores back to your reserve, and the size above takes its place.',
  agile:
    'After a battle of one of your spirits that costs less, you may take that spirit back into your hand, then may summon this card from your hand by paying for it.',
  bloodcurse:
    "Should the opponent destroy it in battle or by a spirit's effect, you may rather send one core of their life and one core of this spirit to the trash.",
};

/** Eternal: only the keywords its cards carry, and where it plays them differently from Saga. */
const ETERNAL: Reminders = {
  awaken:
    'Whenever it could use a flash effect, it may pull one or more cores onto itself from your other spirits (a nexus gives none).',
  confront: SAGA.confront!.replace(/ \(11-2\)\.$/, '.'),
  swift:
    'It may be summoned in a flash timing, paid for from your reserve alone; if it is swift only at some levels, it arrives at the lowest of them, with enough cores for that level.',
};

/** The reminders of a card's keywords in a format, by the name the card's facts give (`keywords`). */
export function keywordReminders(
  keywords: readonly KeywordName[],
  format: BsFormat = 'saga',
): Record<string, string> {
  const table = format === 'eternal' ? ETERNAL : SAGA;
  const out: Record<string, string> = {};
  for (const k of keywords) {
    const r = table[k];
    if (r) out[keywordLabel(k)] = r;
  }
  return out;
}
