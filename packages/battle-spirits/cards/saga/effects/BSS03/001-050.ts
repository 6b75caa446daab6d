// BSS03, cards BSS03-001 to BSS03-050: Arbiter's own definitions of their abilities, by card
// id, in the effect vocabulary (docs/effects.md). BSS03.ts joins the set's parts.
import type { Ability, Directive, Target } from '../../../../src/vocab.ts';
import { oneFoe } from '../shared/helpers.ts';
import { named } from './helpers.ts';

const starOrDragonoid: Target = { side: 'own', what: 'spirit', spiritTypes: ['STAR DRAGON', 'DRAGONOID'] };

/** One card drawn while the hand holds two or fewer. */
const handBelowThree: Directive = {
  do: 'if',
  cond: { amount: { player: 'own', what: 'hand' }, atMost: 2 },
  then: [{ do: 'draw', n: 1 }],
};

export const BSS03_001_050: Record<string, Ability[]> = {
  // Ancient Guardian Trident Dragon: Awaken. From LV2, as your attack step starts, two cores per Ruby
  // Sanctuary you control come from your trash onto it (regular cores only; written as two moves of one
  // per Sanctuary). At LV3, attacking, it destroys any number of opposing spirits whose BP adds up to
  // 6000 or less.
  'BSS03-001': [
    { kind: 'keyword', keyword: 'awaken', levels: [1, 2, 3] },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: true,
      levels: [2, 3],
      effect: [
        {
          do: 'placeCores',
          n: { count: { side: 'own', what: 'nexus', name: 'Ruby Sanctuary' } },
          from: 'trash',
          regularOnly: true,
          target: { side: 'self' },
        },
        {
          do: 'placeCores',
          n: { count: { side: 'own', what: 'nexus', name: 'Ruby Sanctuary' } },
          from: 'trash',
          regularOnly: true,
          target: { side: 'self' },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [3],
      effect: [
        { do: 'destroy', target: { side: 'opponent', what: 'spirit', total: { what: 'bp', max: 6000 } } },
      ],
    },
  ],
  // Water Dragon King Levia: in your attack step, when an attacking spirit of yours with Awaken takes
  // the opponent's life, an opposing nexus of cost 3 or 4 is destroyed. From LV2, attacking, your red
  // spirits are 1000 BP stronger this turn.
  'BSS03-002': [
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', keyword: 'awaken' },
      effect: [{ do: 'destroy', target: oneFoe({ what: 'nexus', minCost: 3, maxCost: 4 }) }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'bp',
          amount: 1000,
          target: { side: 'own', what: 'spirit', color: 'red', all: true },
          until: 'turn',
        },
      ],
    },
  ],
  // Battleaxe Apollodinos: Awaken. From LV2, attacking with the soul core on it, every opposing spirit
  // whose BP equals its own (as the effect resolves) is destroyed, with no selection.
  'BSS03-003': [
    { kind: 'keyword', keyword: 'awaken', levels: [1, 2, 3] },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'if',
          cond: { self: { side: 'self', soulCore: true } },
          then: [
            {
              do: 'destroy',
              target: {
                side: 'opponent',
                what: 'spirit',
                all: true,
                than: [{ what: 'bp', op: 'eq', amount: { of: 'self', what: 'bp' } }],
              },
            },
          ],
        },
      ],
    },
  ],
  // Blue Lizardman Pilgrim: each attack looks at the top three of your deck; a Ruby Sanctuary among
  // them is shown and taken into the hand, the others go under the deck in your order. Confront on its
  // attacks at LV3.
  'BSS03-004': [
    {
      kind: 'trigger',
      on: 'attacks',
      effect: [{ do: 'reveal', n: 3, view: true, pick: named('Ruby Sanctuary'), rest: 'bottom' }],
    },
    { kind: 'keyword', keyword: 'confront', levels: [3], during: 'whileAttacking' },
  ],
  // Blaze Lion Coalmane: attacking, it is 2000 BP stronger this turn per spirit you control (counted as
  // the effect resolves, itself included). From LV2, as your end step starts, you draw up to a hand of
  // three. Written as three one-card draws, each only while the hand holds two or fewer: the same cards
  // are drawn as with one draw of the difference.
  'BSS03-006': [
    {
      kind: 'trigger',
      on: 'attacks',
      effect: [
        {
          do: 'bp',
          amount: 2000,
          per: { count: { side: 'own', what: 'spirit' } },
          target: { side: 'self' },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'end',
      yours: true,
      levels: [2, 3],
      effect: [handBelowThree, handBelowThree, handBelowThree],
    },
  ],
  // Lampgaur: attacking, you may throw away a red card from your hand to make all your spirits 2000 BP
  // stronger this turn; Confront on its attacks at LV2.
  'BSS03-007': [
    {
      kind: 'trigger',
      on: 'attacks',
      optional: true,
      cost: [{ pay: 'discard', n: 1, filter: { side: 'own', what: 'card', color: 'red' } }],
      effect: [{ do: 'bp', amount: 2000, target: { side: 'own', what: 'spirit', all: true }, until: 'turn' }],
    },
    { kind: 'keyword', keyword: 'confront', levels: [2], during: 'whileAttacking' },
  ],
  // Imperial Black Dragon Darkwurm: Confront on its attacks; at LV3, during your attack step, your
  // Star Dragons and Dragonoids (either type, once for a card with both) are 3000 BP stronger and have
  // Confront.
  'BSS03-010': [
    { kind: 'keyword', keyword: 'confront', during: 'whileAttacking' },
    {
      kind: 'constant',
      levels: [3],
      during: 'yourAttackStep',
      apply: [
        { bp: 3000, to: starOrDragonoid },
        { grant: { keyword: 'confront' }, to: starOrDragonoid },
      ],
    },
  ],
  // Dino-King Megalo Saur: while you pay for a Terrasaur or Dragonoid spirit from your hand, its red
  // symbol counts as two. Confront on its attacks from LV2.
  'BSS03-012': [
    {
      kind: 'constant',
      apply: [
        {
          doubleSymbols: true,
          fromHand: true,
          for: { side: 'own', what: 'spirit', spiritTypes: ['TERRASAUR', 'DRAGONOID'] },
          to: { side: 'self' },
        },
      ],
    },
    { kind: 'keyword', keyword: 'confront', levels: [2, 3], during: 'whileAttacking' },
  ],
  // Sabercaulus: from LV2, during your attack step, your spirits that have Confront get 2000 BP.
  'BSS03-013': [
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'yourAttackStep',
      apply: [{ bp: 2000, to: { side: 'own', what: 'spirit', keyword: 'confront' } }],
    },
  ],
  // Chameleowhip: it cannot block; at LV2, in the opponent's attack step, while it is exhausted
  // opposing spirits with less BP than it cannot reduce your life.
  'BSS03-014': [
    { kind: 'constant', levels: [1, 2], apply: [{ cannot: 'block', to: { side: 'self' } }] },
    {
      kind: 'constant',
      levels: [2],
      during: 'opponentAttackStep',
      if: { self: { side: 'self', exhausted: true } },
      apply: [
        {
          noLifeDamage: 'own',
          to: {
            side: 'opponent',
            what: 'spirit',
            than: [{ what: 'bp', op: 'lt', amount: { of: 'self', what: 'bp' } }],
          },
        },
      ],
    },
  ],
  // Ancient Castle Guardian Nocturna: Curse while attacking; destroyed, it takes a core off two
  // opposing spirits and gains a void core in the reserve per spirit that emptied; from LV2 its
  // attack may exhaust an Amethyst Sanctuary to summon a Curse spirit card from the trash (paid for).
  'BSS03-017': [
    { kind: 'keyword', keyword: 'curse', levels: [1, 2, 3], during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'removeCores',
          n: 1,
          target: { side: 'opponent', what: 'spirit', count: 2 },
          to: 'reserve',
        },
        { do: 'gainCore', n: { destroyedByThis: 'opponent' }, to: 'reserve' },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      optional: true,
      cost: [{ pay: 'exhaust', target: { side: 'own', what: 'nexus', name: 'Amethyst Sanctuary' } }],
      effect: [
        { do: 'summon', target: { side: 'own', what: 'spirit', zone: 'trash', keyword: 'curse', count: 1 } },
      ],
    },
  ],
  // Vampire Duke Vladiego: Curse on its attacks. From LV2, in your attack step, when an attacking
  // Nightling of yours (itself included) takes the opponent's life, one core of an opposing spirit
  // goes to its owner's reserve.
  'BSS03-018': [
    { kind: 'keyword', keyword: 'curse', during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'opponentLifeReduced',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'NIGHTLING' },
      effect: [{ do: 'removeCores', n: 1, target: oneFoe(), to: 'reserve' }],
    },
  ],
  // Costume Artist: attacking, you may destroy another spirit of yours to draw one card; Curse on its
  // attacks from LV2.
  'BSS03-019': [
    {
      kind: 'trigger',
      on: 'attacks',
      optional: true,
      cost: [{ pay: 'destroy', target: { side: 'own', what: 'spirit', other: true } }],
      effect: [{ do: 'draw', n: 1 }],
    },
    { kind: 'keyword', keyword: 'curse', levels: [2, 3], during: 'whileAttacking' },
  ],
  // Tripedal Bat: Curse on its attacks.
  'BSS03-020': [{ kind: 'keyword', keyword: 'curse', levels: [1, 2], during: 'whileAttacking' }],
  // Viper Dragon Hsuan Falung: destroyed by the opponent, it makes them pick one of their refreshed
  // spirits and lose three of its cores to their reserve; Curse on its attacks; from LV2, in your attack
  // step, a Serpent of yours that attacks may be sent at an exhausted opposing spirit.
  'BSS03-022': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'removeCores',
          n: 3,
          target: oneFoe({ exhausted: false, chooser: 'opponent' }),
          to: 'reserve',
        },
      ],
    },
    { kind: 'keyword', keyword: 'curse', levels: [1, 2, 3], during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'SERPENT' },
      optional: true,
      effect: [{ do: 'attackSpirit', attacker: 'subject', target: oneFoe({ exhausted: true }) }],
    },
  ],
  // Underworld Snakeman Botis: Curse on its attacks at LV1-2; at LV2, when the opponent destroys it,
  // each refreshed opposing spirit sends one core back to its owner's reserve.
  'BSS03-023': [
    { kind: 'keyword', keyword: 'curse', levels: [1, 2], during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      levels: [2],
      effect: [
        {
          do: 'removeCores',
          n: 1,
          target: { side: 'opponent', what: 'spirit', all: true, exhausted: false },
          to: 'reserve',
        },
      ],
    },
  ],
  // Shaznake: when destroyed, a card is drawn if another Serpent of yours is still on the field;
  // Curse on its attacks from LV2.
  'BSS03-024': [
    {
      kind: 'trigger',
      on: 'destroyed',
      effect: [
        {
          do: 'if',
          cond: { count: { side: 'own', what: 'spirit', spiritType: 'SERPENT', other: true }, atLeast: 1 },
          then: [{ do: 'draw', n: 1 }],
        },
      ],
    },
    { kind: 'keyword', keyword: 'curse', levels: [2, 3], during: 'whileAttacking' },
  ],
  // Goral Snake: never blocks (LV1-2); Curse on its attacks at LV2.
  'BSS03-025': [
    { kind: 'constant', levels: [1, 2], apply: [{ cannot: 'block', to: { side: 'self' } }] },
    { kind: 'keyword', keyword: 'curse', levels: [2], during: 'whileAttacking' },
  ],
  // Skelesnake Skullpione: when the opponent destroys it, every opposing spirit with at most two cores
  // is exhausted; from LV2, during your attack step, an opposing summon refreshes it.
  'BSS03-027': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [{ do: 'exhaust', target: { side: 'opponent', what: 'spirit', all: true, maxCores: 2 } }],
    },
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'opponent', what: 'spirit' },
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // Eternal Pilgrim: destroyed, it mills three of your own cards, then an Amethyst Sanctuary comes back
  // from your trash to your hand. Curse on its attacks at LV3.
  'BSS03-028': [
    {
      kind: 'trigger',
      on: 'destroyed',
      effect: [
        { do: 'discard', n: 3, side: 'own', from: 'deckTop' },
        { do: 'toHand', target: named('Amethyst Sanctuary', 'nexus', 'trash') },
      ],
    },
    { kind: 'keyword', keyword: 'curse', levels: [3], during: 'whileAttacking' },
  ],
  // Dark Knight Bors: Immortal during either attack step, answering the destruction of a cost-7 spirit
  // of yours. The printed condition is the single cost 7 (the data lists the costs that qualify).
  'BSS03-030': [
    {
      kind: 'keyword',
      keyword: 'immortal',
      during: 'eitherAttackStep',
      cond: { side: 'own', what: 'spirit', minCost: 7, maxCost: 7 },
    },
  ],
  // Empress Guardian Red Queen: -2000 BP for an opposing spirit; from LV2, in your main step, an
  // Otherlander of yours being summoned may have one of its "When Summoned" effects used once more,
  // for a Topaz Sanctuary exhausted.
  'BSS03-033': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [{ do: 'bp', amount: -2000, target: oneFoe(), until: 'turn' }],
    },
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [2, 3],
      during: 'yourMainStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'OTHERLANDER' },
      optional: true,
      cost: [{ pay: 'exhaust', target: named('Topaz Sanctuary') }],
      effect: [{ do: 'whenSummonedAgain', target: { side: 'subject' } }],
    },
  ],
  // Wonderland Pumpty Dumpty: arriving, it shows your top card: it goes to the hand if it costs the same
  // as a spirit you control, else to the trash. From LV2, destroyed, you draw a card.
  'BSS03-034': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'reveal',
          n: 1,
          pick: { side: 'any', what: 'card', all: true, costOfOwnSpirit: true },
          rest: 'trash',
        },
      ],
    },
    { kind: 'trigger', on: 'destroyed', levels: [2, 3], effect: [{ do: 'draw', n: 1 }] },
  ],
  // Wonderland Card Soldier Pentan: arriving, an Otherlander spirit card goes from your trash to the
  // top of your deck.
  'BSS03-035': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'toDeck',
          target: { side: 'own', zone: 'trash', what: 'spirit', spiritType: 'OTHERLANDER', count: 1 },
        },
      ],
    },
  ],
  // Wonderland Cheshire Cat: summoned, the first yellow magic card you then use from your hand this
  // turn is 1 cheaper.
  'BSS03-036': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2, 3],
      effect: [
        {
          do: 'rule',
          apply: { costDelta: -1, to: { side: 'own', what: 'magic', color: 'yellow' } },
          until: 'turn',
          once: true,
        },
      ],
    },
  ],
  // Impulsive Pilgrim: in the opponent's attack step, when they destroy a spirit of yours (this one
  // included), the top two of your deck are revealed and a Topaz Sanctuary among them is placed free;
  // the rest go under the deck. Blessed on its attacks at LV3.
  'BSS03-038': [
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      during: 'opponentAttackStep',
      filter: { side: 'own', what: 'spirit' },
      by: 'opponent',
      effect: [{ do: 'reveal', n: 2, pick: named('Topaz Sanctuary'), pickTo: 'field', rest: 'bottom' }],
    },
    { kind: 'keyword', keyword: 'blessed', levels: [3], during: 'whileAttacking' },
  ],
  // Ten Millennia Turtle Genbu: as your attack step starts, another Fabled Beast of yours cannot be
  // blocked this turn by spirits that have any ability. From LV2, in your attack step, when the opponent
  // destroys a Fabled Beast of yours (by effect or in battle), one of your Fabled Beasts refreshes.
  'BSS03-039': [
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: true,
      levels: [1, 2, 3],
      effect: [
        {
          do: 'apply',
          effect: { noBlockBy: { side: 'any', what: 'spirit', noAbilities: false } },
          target: { side: 'own', what: 'spirit', spiritType: 'FABLED BEAST', other: true, count: 1 },
          until: 'turn',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'spirit', spiritType: 'FABLED BEAST' },
      by: 'opponent',
      effect: [
        { do: 'refresh', target: { side: 'own', what: 'spirit', spiritType: 'FABLED BEAST', count: 1 } },
      ],
    },
  ],
  // Judgment Angel Flagellum: Luster on its attacks. From LV2, during your attack step, each magic of
  // cost 5 or more you use makes every opposing spirit 2000 BP weaker this turn, once that magic has
  // resolved.
  'BSS03-041': [
    { kind: 'keyword', keyword: 'luster', during: 'whileAttacking' },
    {
      kind: 'trigger',
      on: 'magicUsed',
      levels: [2, 3],
      during: 'yourAttackStep',
      filter: { side: 'own', what: 'magic', minCost: 5 },
      effect: [
        { do: 'bp', amount: -2000, target: { side: 'opponent', what: 'spirit', all: true }, until: 'turn' },
      ],
    },
  ],
  // Rapier Angel: from LV2, attacking, you may pay two cores off it (to the trash) to make it 3000 BP
  // stronger and give it Luster for the turn.
  'BSS03-042': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      optional: true,
      cost: [{ pay: 'coresFromSelf', n: 2 }],
      effect: [
        { do: 'bp', amount: 3000, target: { side: 'self' }, until: 'turn' },
        { do: 'grant', keyword: { keyword: 'luster' }, target: { side: 'self' }, until: 'turn' },
      ],
    },
  ],
  // Eagle Rider Jilhouette: when the opponent destroys it, an opposing spirit is 3000 BP weaker this
  // turn. From LV2, attacking, it shows one card off your deck per LV1 spirit you control (counted as
  // it resolves), takes one Birdfolk spirit card among them and trashes the rest.
  'BSS03-044': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [{ do: 'bp', amount: -3000, target: oneFoe(), until: 'turn' }],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2, 3],
      effect: [
        {
          do: 'reveal',
          n: { count: { side: 'own', what: 'spirit', maxLevel: 1 } },
          pick: { side: 'own', what: 'spirit', spiritType: 'BIRDFOLK', count: 1 },
          rest: 'trash',
        },
      ],
    },
  ],
  // Standard-Bearer Mary Flamme: destroyed by the opponent, you look at your top card and leave it on
  // top or put it at the bottom, then draw a card.
  'BSS03-045': [
    {
      kind: 'trigger',
      on: 'destroyedByOpponent',
      effect: [
        {
          do: 'reveal',
          n: 1,
          view: true,
          pick: { side: 'any', what: 'card', count: 1, upTo: true },
          pickTo: 'bottom',
          rest: 'top',
        },
        { do: 'draw', n: 1 },
      ],
    },
  ],
  // Sleepless Guardian Frost Tiger: in the opponent's attack step it may block attackers without a
  // soul core while exhausted; blocking, it gains 1000 BP. At LV2, as your attack step starts, one of
  // your spirits with a When Blocks effect per Diamond Sanctuary of yours cannot be blocked this turn
  // by opposing spirits costing 6 or less.
  'BSS03-049': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'opponentAttackStep',
      apply: [
        {
          blockExhausted: true,
          against: { side: 'opponent', what: 'spirit', soulCore: false },
          to: { side: 'self' },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [1, 2],
      effect: [{ do: 'bp', amount: 1000, target: { side: 'self' }, until: 'turn' }],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'attack',
      yours: true,
      levels: [2],
      effect: [
        {
          do: 'apply',
          effect: { noBlockBy: { side: 'opponent', what: 'spirit', maxCost: 6 } },
          target: {
            side: 'own',
            what: 'spirit',
            hasTrigger: 'blocks',
            countBy: { count: { side: 'own', what: 'nexus', name: 'Diamond Sanctuary' } },
          },
          until: 'turn',
        },
      ],
    },
  ],
  // Sheriff Eagle: when it blocks, no spirit on either side is destroyed in this battle. Armor
  // White/Green at LV2.
  'BSS03-050': [
    {
      kind: 'trigger',
      on: 'blocks',
      levels: [1, 2],
      effect: [
        {
          do: 'apply',
          effect: { protect: 'battle' },
          target: { side: 'any', what: 'spirit', all: true },
          until: 'battle',
        },
      ],
    },
    { kind: 'keyword', keyword: 'armor', colors: ['white', 'green'], levels: [2] },
  ],
};
