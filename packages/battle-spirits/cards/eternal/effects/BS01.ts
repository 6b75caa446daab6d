// Arbiter's own definitions of the BS01 cards' abilities (Eternal format), by card id, in the effect
// vocabulary (docs/effects.md); the card text is generated from them. Card names are the data's
// Japanese names (facts); the comments say what each card does in our own words.
// "When this spirit attacks: it gets +N BP" is read as lasting while it attacks: the rulings on
// BS01-016 have such a bonus follow the count and vanish when the spirit drops below its level, which
// is a constant effect during the attack, not a one-off increase (the same reading as Saga's ST01-009).
// Cards left out for now, with what is missing: BS01-006 (a start-step core return and "cannot attack
// on a turn cores were put on it other than by an effect"), BS01-012 and 018 ("cannot block spirits
// with less BP than it"), BS01-025 (moving its cores onto other cards), BS01-014 (absent from the data).
import type { Ability } from '../../../src/vocab.ts';

/** Cannot block during the opponent's attack step, at these levels. */
function noBlocking(levels: number[]): Ability {
  return {
    kind: 'constant',
    levels,
    during: 'opponentAttackStep',
    apply: [{ cannot: 'block', to: { side: 'self' } }],
  };
}

/** Stronger by `bp` while it attacks, at these levels. */
function attackBonus(levels: number[], bp: number): Ability {
  return { kind: 'constant', levels, during: 'whileAttacking', apply: [{ bp, to: { side: 'self' } }] };
}

/** Arriving, it may destroy one spirit (either side's) with at most this much BP. */
function summonedMayDestroy(maxBp: number): Ability {
  return {
    kind: 'trigger',
    on: 'summoned',
    optional: true,
    effect: [{ do: 'destroy', target: { side: 'any', what: 'spirit', count: 1, maxBp } }],
  };
}

const abilities: Record<string, Ability[]> = {
  // テラノセイバー: at Lv1 it never blocks.
  'BS01-003': [noBlocking([1])],
  // ドラグノ偵察兵: hits harder when it attacks.
  'BS01-004': [attackBonus([1, 2], 2000)],
  // ハンマドレイク: arriving, it gives one core of your field or trash back to the void.
  'BS01-007': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'oneOf',
          options: [
            [
              {
                do: 'removeCores',
                n: 1,
                target: { side: 'own', what: 'spiritOrNexus', count: 1, minCores: 1 },
                to: 'void',
              },
            ],
            [{ do: 'sendCores', n: 1, side: 'own', from: 'trash', to: 'void' }],
          ],
        },
      ],
    },
  ],
  // ヴォルク・バブーン: at Lv1-2 it never blocks.
  'BS01-009': [noBlocking([1, 2])],
  // チャクラムバット: much stronger when it attacks.
  'BS01-010': [attackBonus([1, 2], 4000)],
  // ドラグサウルス: arriving, it must destroy a nexus, yours if only you have one.
  'BS01-011': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'destroy', target: { side: 'any', what: 'nexus', count: 1 } }],
    },
  ],
  // タウロスナイト: Awaken at every level.
  'BS01-013': [{ kind: 'keyword', keyword: 'awaken' }],
  // スピノアックス: Swift spirits cannot block it.
  'BS01-015': [
    {
      kind: 'constant',
      levels: [1, 2],
      during: 'whileAttacking',
      apply: [{ noBlockBy: { side: 'any', what: 'spirit', keyword: 'swift' }, to: { side: 'self' } }],
    },
  ],
  // スケルトン・ジョウ: never blocks; from Lv2 it grows with each refreshed opposing spirit as it attacks.
  'BS01-016': [
    noBlocking([1, 2, 3]),
    {
      kind: 'constant',
      levels: [2, 3],
      during: 'whileAttacking',
      apply: [
        {
          bp: 1000,
          per: { count: { side: 'opponent', what: 'spirit', exhausted: false, all: true } },
          to: { side: 'self' },
        },
      ],
    },
  ],
  // ランスラプトル: arriving, it may destroy a small spirit.
  'BS01-017': [summonedMayDestroy(2000)],
  // ジュラシックル: much stronger when it attacks.
  'BS01-019': [attackBonus([1, 2], 4000)],
  // 翼刃竜スティラノドン: Awaken.
  'BS01-020': [{ kind: 'keyword', keyword: 'awaken' }],
  // 焔竜魔人マ・グー: stronger for each 竜人 spirit of yours, itself included.
  'BS01-021': [
    {
      kind: 'constant',
      apply: [
        {
          bp: 1000,
          per: { count: { side: 'own', what: 'spirit', spiritType: '竜人', all: true } },
          to: { side: 'self' },
        },
      ],
    },
  ],
  // 大鎌フール・ジョーカー: at Lv2, attacking, it may destroy a small spirit before the block.
  'BS01-022': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      optional: true,
      effect: [{ do: 'destroy', target: { side: 'any', what: 'spirit', count: 1, maxBp: 3000 } }],
    },
  ],
  // 原始鳥フェニキオス: arriving, it sweeps away every small spirit; at Lv2, winning a battle outright
  // (the other spirit destroyed, not itself: in a tie it is gone and takes nothing) feeds it a core
  // from the void.
  'BS01-023': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [{ do: 'destroy', target: { side: 'any', what: 'spirit', all: true, maxBp: 3000 } }],
    },
    {
      kind: 'trigger',
      on: 'destroysInBattle',
      levels: [2],
      effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'self' } }],
    },
  ],
  // 晶輝龍ディアマット: arriving, it may destroy a Swift spirit.
  'BS01-024': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      optional: true,
      effect: [{ do: 'destroy', target: { side: 'any', what: 'spirit', count: 1, keyword: 'swift' } }],
    },
  ],
  // リーヴォルフ: Swift at Lv1 and Lv2 (summoned in a flash timing, paid from the reserve alone).
  'BS01-053': [{ kind: 'keyword', keyword: 'swift', levels: [1, 2] }],
};

export default abilities;
