// BSS01, cards BSS01-053 to BSS01-104: Arbiter's own definitions of their abilities, by card
// id, in the effect vocabulary (docs/effects.md). BSS01.ts joins the set's parts.
import type { Ability } from '../../../../src/vocab.ts';
import { oneFoe } from './helpers.ts';

export const BSS01_053_104: Record<string, Ability[]> = {
  // Sky Dragonlord Platinum: arriving, every spirit of 3000 BP or less goes back to its owner's hand.
  'BSS01-053': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [{ do: 'toHand', target: { side: 'any', all: true, maxBp: 3000 } }],
    },
  ],
  // Gun Knight Heavybarrel: destroyed by the opponent, it sends an opposing spirit with a When
  // Summoned ability to the bottom of its owner's deck.
  'BSS01-054': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [{ do: 'toDeck', target: oneFoe({ hasTrigger: 'summoned' }), bottom: true }],
    },
  ],
  // Heavy Tank Curiosity: at LV2, in either attack step, a Mecha spirit of yours that the opponent's
  // effect would destroy stays on the field exhausted instead (10-1-3-2: its controller decides
  // whether to apply the substitution).
  'BSS01-057': [
    {
      kind: 'constant',
      levels: [2],
      during: 'eitherAttackStep',
      apply: [
        {
          substitute: 'destroy',
          only: 'opponentEffect',
          to: { side: 'own', what: 'spirit', spiritType: 'MECHA' },
          instead: [{ do: 'exhaust', target: { side: 'subject' } }],
        },
      ],
    },
  ],
  // Type-90 Tankmobile: Armor against red, purple and white at LV2.
  'BSS01-058': [{ kind: 'keyword', keyword: 'armor', colors: ['red', 'purple', 'white'], levels: [2] }],
  // Dinosaur Harrier Turborex: Ascend (from a spirit costing 3 or more). As the opponent's attack step
  // begins you may pick one of their spirits, which must then be the first to attack that step if it
  // can; from LV2 its attack bounces an opposing spirit without Ascend.
  'BSS01-059': [
    { kind: 'keyword', keyword: 'ascend', cond: { side: 'own', what: 'spirit', minCost: 3 } },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: false,
      levels: [1, 2, 3],
      effect: [
        {
          do: 'apply',
          effect: { mustAttack: 'first' },
          target: oneFoe({ what: 'spirit', upTo: true }),
          until: 'turn',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [{ do: 'toHand', target: oneFoe({ what: 'spirit', notKeyword: 'ascend' }) }],
    },
  ],
  // Pegacyone: Armor against red and purple; from LV2, holding the soul core in the opponent's attack
  // step, it may block attackers with two cores or fewer while exhausted (as often as it likes).
  'BSS01-060': [
    { kind: 'keyword', keyword: 'armor', colors: ['red', 'purple'], levels: [1, 2, 3] },
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'opponentAttackStep',
      if: { self: { side: 'self', soulCore: true } },
      apply: [
        {
          blockExhausted: true,
          against: { side: 'opponent', what: 'spirit', maxCores: 2 },
          to: { side: 'self' },
        },
      ],
    },
  ],
  // Mechabeast Fortress Naumanngard: destroyed by the opponent, it draws three and gains three cores;
  // at LV2 its controller has one more refresh step after their attack step, once a turn.
  'BSS01-061': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [
        { do: 'draw', n: 3 },
        { do: 'gainCore', n: 3, to: 'reserve' },
      ],
    },
    { kind: 'constant', levels: [2], oncePerTurn: true, apply: [{ extraRefreshStep: true }] },
  ],
  // Buster Fenrircannon: from LV2, blocking, it bounces every opposing spirit of cost 2 or less.
  'BSS01-062': [
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [2, 3],
      effect: [{ do: 'toHand', target: { side: 'opponent', all: true, maxCost: 2 } }],
    },
  ],
  // Stream Otter: at LV2 it is 4000 BP stronger while it blocks.
  'BSS01-064': [
    { kind: 'constant', levels: [2], during: 'whileBlocking', apply: [{ bp: 4000, to: { side: 'self' } }] },
  ],
  // Cannon Beastmech Liomail: Armor against purple.
  'BSS01-066': [{ kind: 'keyword', keyword: 'armor', colors: ['purple'], levels: [1, 2] }],
  // Armored Dragonship Enterprise: Armor against red, purple and white; from LV2 it stands up after
  // blocking, once a turn; at LV3 every spirit of yours has the same Armor.
  'BSS01-067': [
    { kind: 'keyword', keyword: 'armor', colors: ['red', 'purple', 'white'], levels: [1, 2, 3] },
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [2, 3],
      oncePerTurn: true,
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
    {
      kind: 'constant',
      levels: [3],
      apply: [
        {
          grant: { keyword: 'armor', colors: ['red', 'purple', 'white'] },
          to: { side: 'own', what: 'spirit' },
        },
      ],
    },
  ],
  // Snowflaken: Armor against red; at LV2 its block sends a foe with Confront or Curse back to the hand.
  'BSS01-068': [
    { kind: 'keyword', keyword: 'armor', colors: ['red'], levels: [1, 2] },
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [2],
      effect: [{ do: 'toHand', target: oneFoe({ what: 'spirit', keywords: ['confront', 'curse'] }) }],
    },
  ],
  // Valkyrie Mist: arriving, it bounces a foe of cost 7 or less.
  'BSS01-069': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'toHand', target: oneFoe({ maxCost: 7 }) }],
    },
  ],
  // Icemaiden MK-II: Armor against purple and yellow at LV2.
  'BSS01-070': [{ kind: 'keyword', keyword: 'armor', colors: ['purple', 'yellow'], levels: [2] }],
  // King Harald: in the opponent's attack step it stands up whenever a blocker of yours has Armor.
  // Written as "an opposing spirit is blocked" while your blocker has Armor: in the opponent's attack
  // step only their spirits attack, so each of your blocks is exactly that event, and the one
  // blocking spirit of the battle is the one checked.
  'BSS01-071': [
    {
      kind: 'trigger',
      on: 'spiritBlocked',
      levels: [1, 2],
      during: 'opponentAttackStep',
      filter: { side: 'opponent' },
      if: { count: { side: 'own', what: 'spirit', keyword: 'armor', battle: 'blocking' }, atLeast: 1 },
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Head Snow Librarian Saga: attacking or blocking, one core of your trash goes to your reserve; when
  // that core is the soul core, it is 3000 BP stronger for the turn. With the soul core in the trash
  // the player chooses which kind moves (8-5-6); the bonus is tested only in that case, so a soul core
  // already in the reserve never counts.
  'BSS01-072': [
    {
      kind: 'trigger',
      on: 'attacksOrBlocks',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'if',
          cond: { not: { soulCoreIn: 'trash' } },
          then: [{ do: 'sendCores', n: 1, side: 'own', from: 'trash', to: 'reserve' }],
        },
        {
          do: 'if',
          cond: { soulCoreIn: 'trash' },
          then: [
            { do: 'sendCores', n: 1, side: 'own', from: 'trash', to: 'reserve' },
            {
              do: 'if',
              cond: { soulCoreIn: 'reserve' },
              then: [{ do: 'bp', amount: 3000, target: { side: 'self' }, until: 'turn' }],
            },
          ],
        },
      ],
    },
  ],
  // Head Icemaid Fulla: the opponent's effects cannot take cores off it, nor off your spirits holding
  // a soul core (the official reading: its controller's spirits, judged as the cores would move).
  'BSS01-073': [
    {
      kind: 'constant',
      apply: [
        { protect: 'removeCores', from: 'opponent', to: { side: 'self' } },
        { protect: 'removeCores', from: 'opponent', to: { side: 'own', what: 'spirit', soulCore: true } },
      ],
    },
  ],
  // Archangel Michaela: arriving, it shows a deck-top card for each yellow spirit and yellow nexus of
  // yours (itself included, rulings on BSS01-076), keeps every magic card among them and puts the rest
  // at the bottom in your order; at LV2, with a soul core on it, in either attack step you may use
  // magic cards from your hand free.
  'BSS01-076': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'reveal',
          n: { count: { side: 'own', what: 'spiritOrNexus', color: 'yellow' } },
          pick: { side: 'own', what: 'magic', all: true },
          rest: 'bottom',
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'eitherAttackStep',
      if: { self: { side: 'self', soulCore: true } },
      apply: [{ useFree: { side: 'own', what: 'magic' } }],
    },
  ],
  // War Angel Shin: Luster during its attacks; at LV3, during its attack, once a turn it stands up
  // after a magic card of yours resolves.
  'BSS01-077': [
    { kind: 'keyword', keyword: 'luster', levels: [1, 2, 3], during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'magicUsed',
      levels: [3],
      during: 'whileAttacking',
      oncePerTurn: true,
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Angel Throne: arriving, a yellow magic card of cost 4 or less comes back from your trash.
  'BSS01-078': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'toHand',
          target: { side: 'own', zone: 'trash', what: 'magic', color: 'yellow', maxCost: 4, count: 1 },
        },
      ],
    },
  ],
  // Twilight Dragonrider Flavum: during its attack, each magic card you use is followed by exhausting
  // an opposing spirit; Luster during its attacks from LV2.
  'BSS01-079': [
    {
      kind: 'trigger',
      on: 'magicUsed',
      levels: [1, 2, 3],
      during: 'whileAttacking',
      effect: [{ do: 'exhaust', target: oneFoe() }],
    },
    { kind: 'keyword', keyword: 'luster', levels: [2, 3], during: 'whileAttacking' },
  ],
  // Greatbow Angel: when summoned with the soul core among its cost, draw two, then two hand cards go
  // under the deck.
  'BSS01-080': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'if',
          cond: { soulPaid: 'self' },
          then: [
            { do: 'draw', n: 2 },
            { do: 'toDeck', bottom: true, target: { side: 'own', what: 'card', zone: 'hand', count: 2 } },
          ],
        },
      ],
    },
  ],
  // Spear Angel: in either main step, every nexus loses its effects marked LV1, whatever its level.
  'BSS01-081': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'eitherMainStep',
      apply: [{ loseEffects: 'lv1', to: { side: 'any', what: 'nexus' } }],
    },
  ],
  // Godbeast Behemoth: paid for from the hand, the symbols of cost-2 spirit cards in your trash
  // count too; from LV2, when it attacks, your cost-2 spirits cannot be blocked by LV2+ spirits
  // this turn (fixed as it resolves: they keep it if Behemoth leaves, ruling on BSS01-083).
  'BSS01-083': [
    {
      kind: 'constant',
      inHand: true,
      apply: [{ trashSymbols: { side: 'own', what: 'spirit', minCost: 2, maxCost: 2 } }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'apply',
          effect: { noBlockBy: { side: 'opponent', what: 'spirit', minLevel: 2 } },
          target: { side: 'own', what: 'spirit', minCost: 2, maxCost: 2, all: true },
          until: 'turn',
        },
      ],
    },
  ],
  // Heavenblade Dragon Ryute: in either main step, cores bound for either player's life go onto it
  // instead; from LV2, in your turn, your opponent's effects cannot send your spirits to hand or deck.
  'BSS01-084': [
    { kind: 'constant', levels: [1, 2, 3], during: 'eitherMainStep', apply: [{ lifeCoresToSelf: 'any' }] },
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'yourTurn',
      apply: [{ protect: 'return', from: 'opponent', to: { side: 'own', what: 'spirit' } }],
    },
  ],
  // Phantom Beast King Liin: arriving, it makes one opposing spirit per Fabled Beast spirit of yours
  // (itself included) LV1 for the turn; at LV3, with three cost-2 spirits of yours, its attack cannot be
  // blocked by spirits that have effects this turn.
  'BSS01-085': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'setLevel',
          level: 1,
          target: {
            side: 'opponent',
            what: 'spirit',
            countBy: { count: { side: 'own', what: 'spirit', spiritType: 'FABLED BEAST' } },
          },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'own', what: 'spirit', minCost: 2, maxCost: 2 }, atLeast: 3 },
          then: [
            {
              do: 'apply',
              effect: { noBlockBy: { side: 'any', what: 'spirit', noAbilities: false } },
              target: { side: 'self' },
              until: 'turn',
            },
          ],
        },
      ],
    },
  ],
  // Sage Beast Iberix: in either attack step your magic cards have one more yellow reduction symbol.
  'BSS01-086': [
    {
      kind: 'constant',
      levels: [1, 2, 3],
      during: 'eitherAttackStep',
      apply: [{ addReduction: ['yellow'], to: { side: 'own', what: 'magic' } }],
    },
  ],
  // Flying Turtle: arriving, it shows the top card; a Fabled Beast spirit is kept, anything else trashed.
  'BSS01-087': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'reveal',
          n: 1,
          pick: { side: 'own', what: 'spirit', count: 1, spiritType: 'FABLED BEAST' },
          rest: 'trash',
        },
      ],
    },
  ],
  // Hippocampo: Blessed on its attacks.
  'BSS01-089': [{ kind: 'keyword', keyword: 'blessed', levels: [1, 2], during: 'whileAttacking' }],
  // Wonderland Alice: from LV2 its attack weakens an opposing spirit by 1000 BP per spirit of yours
  // for the turn; at LV3, in either attack step and while you have three spirits or more, it may
  // take a core from the void and stay on the field exhausted instead of being destroyed.
  'BSS01-091': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'bp',
          amount: -1000,
          per: { count: { side: 'own', what: 'spirit' } },
          target: oneFoe(),
          until: 'turn',
        },
      ],
    },
    {
      kind: 'constant',
      levels: [3],
      during: 'eitherAttackStep',
      if: { count: { side: 'own', what: 'spirit' }, atLeast: 3 },
      apply: [
        {
          substitute: 'destroy',
          to: { side: 'self' },
          instead: [
            { do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } },
            { do: 'exhaust', target: { side: 'self' } },
          ],
        },
      ],
    },
  ],
  // Arcana Knight Hex: in your attack step, a card each time your life goes up.
  'BSS01-092': [
    {
      kind: 'trigger',
      on: 'lifeGained',
      levels: [1, 2, 3],
      during: 'yourAttackStep',
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  // Divine Flower Queen Marigold: when summoned it may dig three cards deep (five if the soul core
  // paid) for one magic card; the others go under the deck.
  'BSS01-094': [
    {
      kind: 'trigger',
      on: 'summoned',
      optional: true,
      effect: [
        {
          do: 'if',
          cond: { soulPaid: 'self' },
          then: [{ do: 'reveal', n: 5, pick: { side: 'own', what: 'magic', count: 1 }, rest: 'bottom' }],
        },
        {
          do: 'if',
          cond: { not: { soulPaid: 'self' } },
          then: [{ do: 'reveal', n: 3, pick: { side: 'own', what: 'magic', count: 1 }, rest: 'bottom' }],
        },
      ],
    },
  ],
  // Crafter Fairy Lepri: in your attack step, when a Luster spirit of yours is blocked, the opposing
  // blocker counts as LV1 for that battle (no selection: the one blocking spirit).
  'BSS01-095': [
    {
      kind: 'trigger',
      on: 'spiritBlocked',
      levels: [1, 2],
      during: 'yourAttackStep',
      filter: { side: 'own', keyword: 'luster' },
      effect: [
        {
          do: 'setLevel',
          level: 1,
          target: { side: 'opponent', all: true, battle: 'blocking' },
          until: 'battle',
        },
      ],
    },
  ],
  // Caladrius: Luster on its attacks at LV2.
  'BSS01-098': [{ kind: 'keyword', keyword: 'luster', levels: [2], during: 'whileAttacking' }],
  // Pentan: from LV2 the first magic card you use each turn costs 1 less.
  'BSS01-099': [
    {
      kind: 'constant',
      levels: [2, 3],
      if: { amount: { player: 'own', what: 'magicThisTurn' }, atMost: 0 },
      apply: [{ costDelta: -1, to: { side: 'own', what: 'magic' } }],
    },
  ],
  // Pentan Chick: at LV2, in your turn, the symbols of your Lyric Bird spirits count twice toward the
  // cost of a magic card you use.
  'BSS01-100': [
    {
      kind: 'constant',
      levels: [2],
      during: 'yourTurn',
      apply: [
        {
          doubleSymbols: true,
          for: { side: 'own', what: 'magic' },
          to: { side: 'own', what: 'spirit', spiritType: 'LYRIC BIRD' },
        },
      ],
    },
  ],
  // Volcanic Canyon: you draw one more card in your draw step, then discard one from your hand; at LV2
  // your spirits are 1000 BP stronger in your attack step.
  'BSS01-101': [
    { kind: 'constant', levels: [1, 2], apply: [{ drawStepExtra: 1 }] },
    {
      kind: 'constant',
      levels: [2],
      during: 'yourAttackStep',
      apply: [{ bp: 1000, to: { side: 'own', what: 'spirit' } }],
    },
  ],
  // Ancient Fault: on your turn its red symbol counts as two toward costs (a nexus deals no damage). At
  // LV2, in your attack step, when a Terrasaur of yours destroys an opposing spirit in battle, another
  // opposing spirit with exactly the loser's BP (its last state) is destroyed.
  'BSS01-102': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'yourTurn',
      apply: [{ doubleSymbols: true, to: { side: 'self' } }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'TERRASAUR' },
      effect: [
        {
          do: 'destroy',
          target: oneFoe({
            what: 'spirit',
            than: [{ what: 'bp', op: 'eq', amount: { of: 'subject', what: 'bp' } }],
          }),
        },
      ],
    },
  ],
  // Where Stars Are Born: placed, it shows one card per Star Dragon spirit of yours and keeps one red
  // spirit card, the rest under the deck; at LV2, in your attack step, an attacker of cost 4 or more
  // destroys a foe of 1000 BP or less.
  'BSS01-103': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'reveal',
          n: { count: { side: 'own', what: 'spirit', spiritType: 'STAR DRAGON' } },
          pick: { side: 'own', what: 'spirit', color: 'red', count: 1 },
          rest: 'bottom',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', minCost: 4 },
      effect: [{ do: 'destroy', target: oneFoe({ what: 'spirit', maxBp: 1000 }) }],
    },
  ],
  // Sacred Thundering Peaks: in your attack step, a spirit of yours beaten in battle brings back from
  // your trash a spirit card costing less than it did; at LV2 a Confront spirit of yours making the
  // turn's first attack is refreshed.
  'BSS01-104': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [1, 2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit' },
      cause: 'battle',
      effect: [
        {
          do: 'toHand',
          target: {
            side: 'own',
            what: 'spirit',
            zone: 'trash',
            count: 1,
            than: [{ what: 'cost', op: 'lt', amount: { of: 'subject', what: 'cost' } }],
          },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [2],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', keyword: 'confront' },
      if: { amount: { player: 'own', what: 'attacksThisTurn' }, atMost: 1 },
      effect: [{ do: 'refresh', target: { side: 'subject' } }],
    },
  ],
};
