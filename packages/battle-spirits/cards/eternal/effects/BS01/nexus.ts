// Arbiter's own definitions of BS01's nexuses (Eternal format), by card id, in the effect vocabulary;
// the card text is generated from them. The comments say what each nexus does in our own words.
import type { Ability, Directive, Target } from '../../../../src/vocab.ts';
import { trashCoresBackAtOpponentAttack } from '../../../saga/effects/shared/helpers.ts';

const ALL_OWN_SPIRITS: Target = { side: 'own', what: 'spirit', all: true };

/** At the start of a start step, its owner's (`yours`) or the opponent's, at these levels. */
function atStartStep(
  yours: boolean,
  effect: Extract<Ability, { kind: 'trigger' }>['effect'],
  levels?: number[],
): Ability {
  return { kind: 'trigger', on: 'stepStart', step: 'start', yours, ...(levels ? { levels } : {}), effect };
}

/** The cards chosen so far are destroyed when this battle ends (E723; BS01-104, 111). */
function destroyChosenAtBattleEnd(): Directive {
  return {
    do: 'delayed',
    on: 'battleEnd',
    until: 'battle',
    once: true,
    effect: [{ do: 'destroy', target: { side: 'chosen' } }],
  };
}

export const BS01_NEXUSES: Record<string, Ability[]> = {
  // 燃えさかる戦場: in its owner's attack step their attacking spirits are stronger; at Lv2 the step's
  // first attack must be blocked when the opponent can (the rulings: the first attacker of the step;
  // "must block if able" is Confront's rule, 11-2-1).
  'BS01-098': [
    {
      kind: 'constant',
      during: 'yourAttackStep',
      apply: [{ bp: 1000, to: { ...ALL_OWN_SPIRITS, battle: 'attacking' } }],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'yourAttackStep',
      if: { amount: { player: 'own', what: 'attacksThisTurn' }, atMost: 1 },
      apply: [{ grant: { keyword: 'confront' }, to: { ...ALL_OWN_SPIRITS, battle: 'attacking' } }],
    },
  ],
  // 百識の谷: at Lv1 its owner draws a card more in their draw step, then discards a card; at Lv2 the
  // extra card is kept (each level's effect is printed for that level only).
  'BS01-099': [
    { kind: 'constant', levels: [1], apply: [{ drawStepExtra: 1 }] },
    { kind: 'constant', levels: [2], apply: [{ drawStepExtra: 1, keep: true }] },
  ],
  // 主無き古城: its owner's purple spirits are stronger; at Lv2, at the start of its owner's start step,
  // they draw a card if their hand is no bigger than the opponent's (compared as it resolves: the ruling
  // on two such nexuses, one after the other).
  // ルビーの太陽: every white card, either player's, costs one more to use (the rulings: summoning,
  // deploying, using a magic card); at Lv2 a white spirit whose cores its controller moves in the main
  // step (no effect) is exhausted, cores put on or taken off (the rulings: not the cores placed as it
  // is summoned; read as the main step's core move, the one case they name).
  'BS01-100': [
    { kind: 'constant', apply: [{ costDelta: 1, to: { side: 'any', what: 'card', color: 'white' } }] },
    {
      kind: 'constant',
      levels: [2],
      apply: [{ exhaustOnCoreMove: { side: 'any', what: 'spirit', color: 'white', all: true } }],
    },
  ],
  // 古龍の縄張り: in its owner's turn a destroyed spirit's cores, either side's, go to their owner's
  // trash, not the reserve (the rulings: every spirit, destroyed by battle or by an effect such as a
  // magic card in the main step; a depleted one is not destroyed, E635); at Lv2, in its owner's attack
  // step, each spirit of theirs that destroys only the opposing spirit by comparing BP draws its owner a
  // card (the ruling: only the nexus's owner draws).
  'BS01-101': [
    {
      kind: 'constant',
      during: 'yourTurn',
      apply: [{ destroyedCoresToTrash: true, to: { side: 'any', what: 'spirit', all: true } }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      levels: [2],
      during: 'yourAttackStep',
      survives: true,
      effect: [{ do: 'draw', n: 1 }],
    },
  ],
  'BS01-102': [
    { kind: 'constant', apply: [{ bp: 1000, to: { ...ALL_OWN_SPIRITS, color: 'purple' } }] },
    atStartStep(
      true,
      [
        {
          do: 'if',
          cond: {
            compare: [
              { player: 'own', what: 'hand' },
              { player: 'opponent', what: 'hand' },
            ],
            op: 'le',
          },
          then: [{ do: 'draw', n: 1 }],
        },
      ],
      [2],
    ),
  ],
  // 命を吸う沼: at the start of its owner's start step every core of the opponent's reserve goes to the
  // opponent's trash; at Lv2 an opposing spirit is exhausted too.
  'BS01-103': [
    atStartStep(true, [
      {
        do: 'sendCores',
        n: { player: 'opponent', what: 'reserve' },
        side: 'opponent',
        from: 'reserve',
        to: 'trash',
      },
    ]),
    atStartStep(true, [{ do: 'exhaust', target: { side: 'opponent', what: 'spirit', count: 1 } }], [2]),
  ],
  // 魔帝の墓標: in either player's attack step no spirit with a single core attacks or blocks; at Lv2 a
  // spirit that attacks puts one of its cores into the trash (with its own attack effects, the ruling;
  // the attack stands even if that leaves it one core).
  'BS01-105': [
    {
      kind: 'constant',
      during: 'eitherAttackStep',
      apply: [
        { cannot: 'attack', to: { side: 'any', what: 'spirit', all: true, maxCores: 1 } },
        { cannot: 'block', to: { side: 'any', what: 'spirit', all: true, maxCores: 1 } },
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritAttacks',
      levels: [2],
      filter: { side: 'any', what: 'spirit' },
      effect: [{ do: 'removeCores', n: 1, target: { side: 'subject' }, to: 'trash' }],
    },
  ],
  // 千本槍の古戦場: each time an opposing spirit is exhausted (by attacking or blocking too, the ruling),
  // its owner draws a card; at Lv2, in its owner's attack step, a core of this nexus to the trash
  // marks the opposing blocker, destroyed when the battle ends (the rulings: at the battle's end; in
  // every battle; and even if paying drops the nexus to Lv1).
  'BS01-104': [
    {
      kind: 'trigger',
      on: 'exhausted',
      filter: { side: 'opponent', what: 'spirit' },
      effect: [{ do: 'draw', n: 1 }],
    },
    {
      kind: 'activated',
      timing: ['flash'],
      levels: [2],
      during: 'yourAttackStep',
      if: { count: { side: 'opponent', what: 'spirit', battle: 'blocking', all: true }, atLeast: 1 },
      cost: [{ pay: 'coresFromSelf', n: 1 }],
      effect: [
        { do: 'select', target: { side: 'opponent', what: 'spirit', battle: 'blocking', count: 1 } },
        destroyChosenAtBattleEnd(),
      ],
    },
  ],
  // 隠されたる賢者の樹: in either attack step its owner's attacking or blocking spirits are stronger for
  // each exhausted spirit of theirs (counted all along, the rulings); at Lv2, at the start of its
  // owner's end step, all their spirits refresh.
  'BS01-106': [
    {
      kind: 'constant',
      during: 'eitherAttackStep',
      apply: [
        {
          bp: 1000,
          per: { count: { ...ALL_OWN_SPIRITS, exhausted: true } },
          to: { ...ALL_OWN_SPIRITS, battle: 'either' },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'end',
      yours: true,
      levels: [2],
      effect: [{ do: 'refresh', target: ALL_OWN_SPIRITS }],
    },
  ],
  // 命の果実: when the opponent reduces its owner's life they draw a card; at Lv2 they also take a core
  // from the void into the reserve (both, the ruling).
  'BS01-107': [
    { kind: 'trigger', on: 'lifeLost', by: 'opponent', effect: [{ do: 'draw', n: 1 }] },
    {
      kind: 'trigger',
      on: 'lifeLost',
      by: 'opponent',
      levels: [2],
      effect: [{ do: 'gainCore', n: 1, to: 'reserve' }],
    },
  ],
  // 無限蟲の蟻塚: in the opponent's attack step, when its owner's blocking spirit destroys the attacker
  // by BP and stays (not a tie), the blocker refreshes; at Lv2, in its owner's attack step, the same
  // for an attacking spirit of theirs that destroys the blocker.
  'BS01-108': [
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      during: 'opponentAttackStep',
      effect: [{ do: 'refresh', target: { ...ALL_OWN_SPIRITS, battle: 'blocking' } }],
    },
    {
      kind: 'trigger',
      on: 'spiritDestroysInBattle',
      levels: [2],
      during: 'yourAttackStep',
      effect: [{ do: 'refresh', target: { ...ALL_OWN_SPIRITS, battle: 'attacking' } }],
    },
  ],
  // 風吹く丘陵: at the start of the opponent's start step one Swift spirit of its owner's refreshes; at
  // Lv2 each spirit its owner summons is stronger for the rest of that turn (the ruling: in the main
  // step or the attack step alike).
  'BS01-109': [
    atStartStep(false, [
      { do: 'refresh', target: { side: 'own', what: 'spirit', count: 1, keyword: 'swift' } },
    ]),
    {
      kind: 'trigger',
      on: 'spiritSummoned',
      levels: [2],
      effect: [{ do: 'bp', amount: 1000, target: { side: 'subject' }, until: 'turn' }],
    },
  ],
  // 時止まりの氷原: in the opponent's attack step its owner's blocking spirits are stronger; at Lv2, at the
  // start of the opponent's start step, its owner names an opposing spirit that must attack that turn
  // (at any point of the step, the ruling).
  'BS01-110': [
    {
      kind: 'constant',
      during: 'opponentAttackStep',
      apply: [{ bp: 1000, to: { ...ALL_OWN_SPIRITS, battle: 'blocking' } }],
    },
    atStartStep(
      false,
      [
        {
          do: 'apply',
          effect: { mustAttack: 'ifAble' },
          target: { side: 'opponent', what: 'spirit', count: 1 },
          until: 'turn',
        },
      ],
      [2],
    ),
  ],
  // ダイヤモンドの月: in either attack step its owner's spirits are stronger while blocked by an opposing
  // red spirit, or while blocking an opposing spirit (read as printed: the second clause names no
  // colour; the Q&A on the card is about other cards, SOURCE.md); at Lv2 an opposing red spirit that
  // attacks one of its owner's spirits (is blocked by it) or blocks one is destroyed when the battle
  // ends: it is marked as the block is declared.
  'BS01-111': [
    {
      kind: 'constant',
      during: 'eitherAttackStep',
      apply: [{ bp: 1000, to: { ...ALL_OWN_SPIRITS, battle: 'blocking' } }],
    },
    {
      kind: 'constant',
      during: 'eitherAttackStep',
      if: {
        count: { side: 'opponent', what: 'spirit', color: 'red', battle: 'blocking', all: true },
        atLeast: 1,
      },
      apply: [{ bp: 1000, to: { ...ALL_OWN_SPIRITS, battle: 'attacking' } }],
    },
    {
      kind: 'trigger',
      on: 'spiritBlocks',
      levels: [2],
      effect: [
        {
          do: 'select',
          target: { side: 'opponent', what: 'spirit', color: 'red', battle: 'attacking', all: true },
        },
        destroyChosenAtBattleEnd(),
      ],
    },
    {
      kind: 'trigger',
      on: 'spiritBlocks',
      levels: [2],
      filter: { side: 'opponent', what: 'spirit', color: 'red' },
      effect: [{ do: 'select', target: { side: 'subject' } }, destroyChosenAtBattleEnd()],
    },
  ],
  // 千年雪の尖塔: at the start of its owner's start step an opposing nexus goes back to its owner's hand;
  // at Lv2 a spirit of either side too (their cores to their owner's reserve, the ruling).
  'BS01-112': [
    atStartStep(true, [{ do: 'toHand', target: { side: 'opponent', what: 'nexus', count: 1 } }]),
    atStartStep(true, [{ do: 'toHand', target: { side: 'any', what: 'spirit', count: 1 } }], [2]),
  ],
  // 侵食されゆく銀世界: at the start of the opponent's attack step every core of its owner's trash goes to
  // their reserve; at Lv2, in the opponent's attack step, each time a spirit of its owner's is destroyed
  // they take a core from the void into the reserve.
  'BS01-113': [
    trashCoresBackAtOpponentAttack(),
    {
      kind: 'trigger',
      on: 'spiritDestroyed',
      levels: [2],
      during: 'opponentAttackStep',
      filter: { side: 'own', what: 'spirit' },
      effect: [{ do: 'gainCore', n: 1, to: 'reserve' }],
    },
  ],
};
