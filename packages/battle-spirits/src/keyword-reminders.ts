// What each keyword does, in the project's own words from the Saga rules (section 11): the reminder
// a client shows beside a keyword on a card (GET /v1/cards `reminders`). Keywords the rules do not
// define (their cards say what they do) have none. Saga's rules only: Eternal's manual words its own.
import type { KeywordName } from './vocab.ts';
import { keywordLabel } from './text-words.ts';

const REMINDERS: Partial<Record<KeywordName, string>> = {
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
};

/** The reminders of a card's keywords, by the name the card's facts give (`keywords`). */
export function keywordReminders(keywords: readonly KeywordName[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of keywords) {
    const r = REMINDERS[k];
    if (r) out[keywordLabel(k)] = r;
  }
  return out;
}
