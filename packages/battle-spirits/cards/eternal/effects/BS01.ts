// Arbiter's own definitions of the BS01 cards' abilities (Eternal format), by card id, in the effect
// vocabulary (docs/effects.md); the card text is generated from them. Card names are the data's
// Japanese names (facts); the comments say what each card does in our own words.
// "When this spirit attacks: it gets +N BP" is read as lasting while it attacks: the rulings on
// BS01-016 have such a bonus follow the count and vanish when the spirit drops below its level, which
// is a constant effect during the attack, not a one-off increase (the same reading as Saga's ST01-009).
// Cards left out for now, with what is missing: BS01-006 (a start-step core return and "cannot attack
// on a turn cores were put on it other than by an effect"), BS01-012 and 018 ("cannot block spirits
// with less BP than it"), BS01-025 (moving its cores onto other cards), BS01-014 (absent from the data).
import type { Ability, Target } from '../../../src/vocab.ts';

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

/** Must attack whenever it can, at these levels. */
function mustAttack(levels: number[]): Ability {
  return { kind: 'constant', levels, apply: [{ mustAttack: 'ifAble', to: { side: 'self' } }] };
}

/**
 * "When this spirit is destroyed, return it to its owner's hand", at these levels (it must): it
 * triggers on its own destruction and takes the card from the trash (the same shape as Saga's BSS04).
 */
function backToHand(levels: number[]): Ability {
  return {
    kind: 'trigger',
    on: 'spiritDestroyed',
    levels,
    filter: { side: 'self' },
    effect: [{ do: 'toHand', target: { side: 'subject', zone: 'trash' } }],
  };
}

/**
 * Attacking, it may name an opposing spirit matching `foe`, which then blocks it at once, refreshed or
 * exhausted (the rulings on BS01-037 and BS01-044).
 */
function aimedAttack(foe: Partial<Target>, levels?: number[]): Ability {
  return {
    kind: 'trigger',
    on: 'attacks',
    ...(levels ? { levels } : {}),
    optional: true,
    effect: [{ do: 'attackSpirit', target: { side: 'opponent', what: 'spirit', count: 1, ...foe } }],
  };
}

/** Destroyed, it gives each spirit of its owner `bp` more until the end of the turn (rulings on BS01-055, 060). */
function rallyOnDestroyed(bp: number, levels?: number[]): Ability {
  return {
    kind: 'trigger',
    on: 'destroyed',
    ...(levels ? { levels } : {}),
    effect: [{ do: 'bp', amount: bp, target: { side: 'own', what: 'spirit', all: true }, until: 'turn' }],
  };
}

/** Destroys one exhausted spirit of either side (it must, when there is one). */
function destroyExhausted(on: 'attacks' | 'summoned', levels?: number[]): Ability {
  return {
    kind: 'trigger',
    on,
    ...(levels ? { levels } : {}),
    effect: [{ do: 'destroy', target: { side: 'any', what: 'spirit', count: 1, exhausted: true } }],
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
  // ウィル・オーブ: at Lv1 it must attack whenever it can.
  'BS01-027': [mustAttack([1])],
  // リブ・リーパー: stronger while a red spirit or nexus is on its owner's field.
  'BS01-029': [
    {
      kind: 'constant',
      levels: [1, 2],
      if: { count: { side: 'own', what: 'spiritOrNexus', color: 'red', all: true }, atLeast: 1 },
      apply: [{ bp: 1000, to: { side: 'self' } }],
    },
  ],
  // グリプ・ハンズ: arriving, it draws a card.
  'BS01-030': [{ kind: 'trigger', on: 'summoned', effect: [{ do: 'draw', n: 1 }] }],
  // ガウルム: destroyed at Lv2, it goes back to its owner's hand.
  'BS01-032': [backToHand([2])],
  // ディザスター: at Lv2-3 it must attack whenever it can.
  'BS01-033': [mustAttack([2, 3])],
  // バイ・パイソン: attacking, it draws a card.
  'BS01-034': [{ kind: 'trigger', on: 'attacks', effect: [{ do: 'draw', n: 1 }] }],
  // ボーン・グラディエイター: green spirits cannot block it.
  'BS01-035': [
    {
      kind: 'constant',
      during: 'whileAttacking',
      apply: [{ noBlockBy: { side: 'any', what: 'spirit', color: 'green' }, to: { side: 'self' } }],
    },
  ],
  // シャ・ズー: destroyed, it exhausts up to two spirits of either side.
  'BS01-036': [
    {
      kind: 'trigger',
      on: 'destroyed',
      effect: [{ do: 'exhaust', target: { side: 'any', what: 'spirit', count: 2, upTo: true } }],
    },
  ],
  // イリュージョナ: at Lv2-3, attacking, it may aim at an exhausted opposing spirit, which must block it.
  'BS01-037': [aimedAttack({ exhausted: true }, [2, 3])],
  // スケル・バイパー: arriving, it draws a card.
  'BS01-038': [{ kind: 'trigger', on: 'summoned', effect: [{ do: 'draw', n: 1 }] }],
  // ダークウィッチ: at Lv2-3, attacking, it must destroy an exhausted spirit of either side.
  'BS01-040': [destroyExhausted('attacks', [2, 3])],
  // コブライガ: arriving, it strips one spirit of either side down to a single core.
  'BS01-041': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'removeCores',
          n: 'allButOne',
          target: { side: 'any', what: 'spirit', count: 1 },
          to: 'reserve',
        },
      ],
    },
  ],
  // ミストウィゼル: destroyed, it draws three cards.
  'BS01-042': [{ kind: 'trigger', on: 'destroyed', effect: [{ do: 'draw', n: 3 }] }],
  // 牛霊スモゥグ: attacking, it may aim at an opposing spirit holding a single core, which must block it.
  'BS01-044': [aimedAttack({ maxCores: 1 })],
  // 切り裂きヘディレス: destroyed, it goes back to its owner's hand.
  'BS01-045': [backToHand([1, 2])],
  // 幻龍シェイロン: arriving, every spirit is stripped down to a single core; at Lv2 spirits holding a
  // single core cannot block it.
  'BS01-046': [
    {
      kind: 'trigger',
      on: 'summoned',
      levels: [1, 2],
      effect: [
        {
          do: 'removeCores',
          n: 'allButOne',
          target: { side: 'any', what: 'spirit', all: true },
          to: 'reserve',
        },
      ],
    },
    {
      kind: 'constant',
      levels: [2],
      during: 'whileAttacking',
      apply: [{ noBlockBy: { side: 'any', what: 'spirit', maxCores: 1 }, to: { side: 'self' } }],
    },
  ],
  // 魔女ナージャ: winning a battle outright, it exhausts an opposing spirit.
  'BS01-047': [
    {
      kind: 'trigger',
      on: 'destroysInBattle',
      // Only when it is left standing: in a tie it is destroyed too and takes nothing.
      if: { count: { side: 'self', all: true }, atLeast: 1 },
      effect: [{ do: 'exhaust', target: { side: 'opponent', what: 'spirit', count: 1 } }],
    },
  ],
  // 吸血姫ヴァンピレス: arriving, it must destroy an exhausted spirit of either side.
  'BS01-048': [destroyExhausted('summoned')],
  // 幽騎士ナイトライダー: at Lv2-3, attacking, it must destroy an exhausted spirit of either side.
  'BS01-049': [destroyExhausted('attacks', [2, 3])],
  // ペリリィフ: at Lv2, stronger while its owner's reserve holds a core (one or more: the same +2000).
  'BS01-052': [
    {
      kind: 'constant',
      levels: [2],
      if: { amount: { player: 'own', what: 'reserve' }, atLeast: 1 },
      apply: [{ bp: 2000, to: { side: 'self' } }],
    },
  ],
  // リーヴォルフ: Swift at Lv1 and Lv2 (summoned in a flash timing, paid from the reserve alone).
  'BS01-053': [{ kind: 'keyword', keyword: 'swift', levels: [1, 2] }],
  // エメアント: destroyed, it makes its owner's spirits stronger for the rest of the turn.
  'BS01-055': [rallyOnDestroyed(1000)],
  // マッチュラ: arriving, it makes the opponent discard a card of their choice from their hand.
  'BS01-056': [
    { kind: 'trigger', on: 'summoned', effect: [{ do: 'discard', n: 1, side: 'opponent', from: 'hand' }] },
  ],
  // イーグラス: destroyed at Lv2, it makes its owner's spirits much stronger for the rest of the turn.
  'BS01-060': [rallyOnDestroyed(2000, [2])],
};

export default abilities;
