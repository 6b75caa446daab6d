// Arbiter's own definitions of the BS01 cards' abilities (Eternal format), by card id, in the effect
// vocabulary (docs/effects.md); the card text is generated from them. Card names are the data's
// Japanese names (facts); the comments say what each card does in our own words.
// "When this spirit attacks: it gets +N BP" is read as lasting while it attacks: the rulings on
// BS01-016 have such a bonus follow the count and vanish when the spirit drops below its level, which
// is a constant effect during the attack, not a one-off increase (the same reading as Saga's ST01-009).
// "When this spirit blocks: +N BP" is read the same way, as a constant while it blocks.
// Cards left out for now, with what is missing: BS01-014 (absent from the data), and the magic cards
// listed in BS01/magic.ts.
import type { Ability, Directive, Target } from '../../../src/vocab.ts';
import { BS01_MAGIC } from './BS01/magic.ts';
import { BS01_NEXUSES } from './BS01/nexus.ts';

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

/**
 * In the opponent's attack step it cannot block spirits with less BP than its own, at these levels
 * (BS01-012, 018): the bound is the blocker's BP against the attacker's (the subject).
 */
function noBlockingWeaker(levels: number[]): Ability {
  return {
    kind: 'constant',
    levels,
    during: 'opponentAttackStep',
    apply: [
      {
        noBlockBy: { side: 'self', than: [{ what: 'bp', op: 'gt', amount: { of: 'subject', what: 'bp' } }] },
        to: { side: 'opponent', what: 'spirit', all: true },
      },
    ],
  };
}

/** The chosen spirits keep a single core; the others go to their owner's reserve (BS01-041, 046, X02). */
function allButOneCore(target: Target): Directive {
  return { do: 'removeCores', n: 'allButOne', target, to: 'reserve' };
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

/** Stronger by `bp` while it blocks, at these levels. */
function blockBonus(levels: number[], bp: number): Ability {
  return { kind: 'constant', levels, during: 'whileBlocking', apply: [{ bp, to: { side: 'self' } }] };
}

/** 1000 BP stronger while its owner has a spirit matching `like` (itself included). */
function strongerWith(like: Partial<Target>): Ability {
  return {
    kind: 'constant',
    if: { count: { side: 'own', what: 'spirit', all: true, ...like }, atLeast: 1 },
    apply: [{ bp: 1000, to: { side: 'self' } }],
  };
}

/** Arriving, it puts a core from the void onto one of its owner's spirits (itself allowed). */
function voidCoreToOwnSpirit(): Ability {
  return {
    kind: 'trigger',
    on: 'summoned',
    effect: [{ do: 'placeCores', n: 1, from: 'void', target: { side: 'own', what: 'spirit', count: 1 } }],
  };
}

const abilities: Record<string, Ability[]> = {
  // テラノセイバー: at Lv1 it never blocks.
  'BS01-003': [noBlocking([1])],
  // ドラグノ偵察兵: hits harder when it attacks.
  'BS01-004': [attackBonus([1, 2], 2000)],
  // ハンマドレイク: arriving, it gives one core of your field or trash back to the void.
  // メラット: at the start of its owner's start step one of its cores goes to the reserve (it must: the
  // rulings; its last one depletes it, E635), and for that turn, cores put on it by no effect (the main
  // step's core move) keep it from attacking. The rulings read both as its start-step effect: on the
  // turn it is summoned nothing applies, whatever cores are moved onto it; only it cannot attack.
  'BS01-006': [
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'start',
      yours: true,
      levels: [1, 2],
      effect: [
        { do: 'removeCores', n: 1, target: { side: 'self' }, to: 'reserve' },
        { do: 'select', target: { side: 'self' } },
        {
          do: 'delayed',
          on: 'coresPlaced',
          filter: { side: 'chosen' },
          noEffect: true,
          until: 'turn',
          effect: [{ do: 'cannot', action: 'attack', target: { side: 'chosen' }, until: 'turn' }],
        },
      ],
    },
  ],
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
  // トライソードン: at Lv2 it never blocks a spirit weaker than itself.
  'BS01-012': [noBlockingWeaker([2])],
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
  // リザードマン: it never blocks a spirit weaker than itself.
  'BS01-018': [noBlockingWeaker([1, 2, 3])],
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
  // 要塞龍ギガ: arriving, it may destroy a spirit of either side with 6000 BP or less (the ruling: its
  // owner's too); at Lv2, winning a battle outright (as BS01-023: the other spirit destroyed, not
  // itself), its owner may move any of its cores onto their other spirits and nexuses, split as they
  // like: emptied, it is depleted (the ruling says destroyed; Eternal's word, E635).
  'BS01-025': [
    summonedMayDestroy(6000),
    {
      kind: 'trigger',
      on: 'destroysInBattle',
      levels: [2],
      effect: [{ do: 'spreadCores', target: { side: 'self' }, onto: 'spiritOrNexus' }],
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
      effect: [allButOneCore({ side: 'any', what: 'spirit', count: 1 })],
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
      effect: [allButOneCore({ side: 'any', what: 'spirit', all: true })],
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
  // グラーバ: whenever an effect puts cores onto it, one more comes, from the same place (the ruling).
  'BS01-057': [{ kind: 'constant', apply: [{ morePlaced: 1, to: { side: 'self' } }] }],
  // シダフクロウ: it refreshes whenever the opponent draws (the ruling: in their draw step, and each
  // time an effect of theirs draws). The draw step's draw is read at the start of that step, where it
  // is sure to come (with no deck the opponent has lost already, E201); effect draws by the trigger.
  'BS01-059': [
    {
      kind: 'trigger',
      on: 'stepStart',
      step: 'draw',
      yours: false,
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
    { kind: 'trigger', on: 'draws', who: 'opponent', effect: [{ do: 'refresh', target: { side: 'self' } }] },
  ],
  // イーグラス: destroyed at Lv2, it makes its owner's spirits much stronger for the rest of the turn.
  'BS01-060': [rallyOnDestroyed(2000, [2])],
  // エイプウィップ: arriving, it brings a core out of the void into its owner's reserve.
  'BS01-061': [{ kind: 'trigger', on: 'summoned', effect: [{ do: 'gainCore', n: 1, to: 'reserve' }] }],
  // ハングリートゥリー: destroyed, it makes the opponent discard a card of their choice from their hand.
  'BS01-062': [
    { kind: 'trigger', on: 'destroyed', effect: [{ do: 'discard', n: 1, side: 'opponent', from: 'hand' }] },
  ],
  // エメラルドシーザー: arriving, it exhausts one opposing spirit.
  'BS01-063': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'exhaust', target: { side: 'opponent', what: 'spirit', count: 1 } }],
    },
  ],
  // ジガ・ワスプ: Swift at Lv1 and Lv2.
  'BS01-064': [{ kind: 'keyword', keyword: 'swift', levels: [1, 2] }],
  // キリカブト: arriving, it feeds one of its owner's spirits a core from the void (itself allowed).
  'BS01-065': [voidCoreToOwnSpirit()],
  // スタッグローブ: at Lv2, attacking, it feeds a core from the void to another spirit, an opposing one
  // when its owner has no other (the ruling on the card).
  'BS01-066': [
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      effect: [
        {
          do: 'placeCores',
          n: 1,
          from: 'void',
          target: { side: 'any', what: 'spirit', count: 1, other: true },
        },
      ],
    },
  ],
  // スワロウアイヴィー: arriving, it shows the top five of its owner's deck; a nexus among them may go to
  // the hand, the others to the bottom in the order its owner likes.
  'BS01-067': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'reveal', n: 5, pick: { side: 'own', what: 'nexus', count: 1 }, rest: 'bottom' }],
    },
  ],
  // 風虎ティガルド: Swift at Lv2 only (summoned at once with Lv2's cores, all from the reserve).
  'BS01-068': [{ kind: 'keyword', keyword: 'swift', levels: [2] }],
  // 征空の翼アクィリーズ: arriving, it feeds one of its owner's spirits a core from the void.
  'BS01-069': [voidCoreToOwnSpirit()],
  // 月甲モノケイロス: arriving, its owner's spirits are stronger for the rest of the turn.
  'BS01-070': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'bp', amount: 2000, target: { side: 'own', what: 'spirit', all: true }, until: 'turn' }],
    },
  ],
  // 爆進獣ブランボアー: at Lv2, winning a battle outright (attacking or blocking), it refreshes.
  'BS01-071': [
    {
      kind: 'trigger',
      on: 'destroysInBattle',
      levels: [2],
      // Only when it is left standing: in a tie it is destroyed too.
      if: { count: { side: 'self', all: true }, atLeast: 1 },
      effect: [{ do: 'refresh', target: { side: 'self' } }],
    },
  ],
  // ガウシルヴィア: at Lv2-3, stronger for each core in its owner's reserve.
  'BS01-072': [
    {
      kind: 'constant',
      levels: [2, 3],
      apply: [{ bp: 1000, per: { player: 'own', what: 'reserve' }, to: { side: 'self' } }],
    },
  ],
  // 極彩鳥ヴァルペルチャー: Swift at Lv1 and Lv2.
  'BS01-073': [{ kind: 'keyword', keyword: 'swift', levels: [1, 2] }],
  // レイ・ブレット: stronger while its owner has a 甲竜 spirit.
  'BS01-076': [strongerWith({ spiritType: '甲竜' })],
  // ベビー・ロキ: at Lv2, stronger while it blocks.
  'BS01-077': [blockBonus([2], 1000)],
  // 姫械マーニ: attacking, it takes a core from its owner's trash back into the reserve.
  'BS01-078': [
    {
      kind: 'trigger',
      on: 'attacks',
      effect: [{ do: 'sendCores', n: 1, side: 'own', from: 'trash', to: 'reserve' }],
    },
  ],
  // レインボウパピヨン: stronger while its owner has a green spirit.
  'BS01-079': [strongerWith({ color: 'green' })],
  // フェンリルキャノン: stronger while it blocks.
  'BS01-080': [blockBonus([1, 2], 1000)],
  // 銀燐竜ニーズホッグ: much stronger while it blocks.
  'BS01-081': [blockBonus([1, 2], 4000)],
  // ウル・ディーネ: attacking, it brings a core out of the void into its owner's reserve.
  'BS01-082': [{ kind: 'trigger', on: 'attacks', effect: [{ do: 'gainCore', n: 1, to: 'reserve' }] }],
  // ラビクリスタ: red spirits cannot block it.
  'BS01-083': [
    {
      kind: 'constant',
      during: 'whileAttacking',
      apply: [{ noBlockBy: { side: 'any', what: 'spirit', color: 'red' }, to: { side: 'self' } }],
    },
  ],
  // エレファンタイト: stronger while it blocks.
  'BS01-085': [blockBonus([1, 2], 2000)],
  // クイーン・ワルキューレ: the opponent's spirit and magic effects cannot pick it.
  'BS01-086': [
    {
      kind: 'constant',
      apply: [
        {
          protect: 'select',
          from: 'opponent',
          source: { side: 'any', what: 'spiritOrMagic' },
          to: { side: 'self' },
        },
      ],
    },
  ],
  // メタルディー・バグ: arriving, its owner names one spirit on each side; each loses a core to its
  // owner's trash (a spirit left without cores leaves the field, the second ruling).
  'BS01-087': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        { do: 'removeCores', n: 1, target: { side: 'own', what: 'spirit', count: 1 }, to: 'trash' },
        { do: 'removeCores', n: 1, target: { side: 'opponent', what: 'spirit', count: 1 }, to: 'trash' },
      ],
    },
  ],
  // タワーミットクラブ: stronger for each nexus of its owner.
  'BS01-088': [
    {
      kind: 'constant',
      apply: [{ bp: 1000, per: { count: { side: 'own', what: 'nexus', all: true } }, to: { side: 'self' } }],
    },
  ],
  // ヘル・ブリンディ: arriving, it sends a spirit of either side back to its owner's hand.
  'BS01-090': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [{ do: 'toHand', target: { side: 'any', what: 'spirit', count: 1 } }],
    },
  ],
  // 機人ラグーナ: at Lv2, its owner's white spirits are stronger (itself included).
  'BS01-091': [
    {
      kind: 'constant',
      levels: [2],
      apply: [{ bp: 1000, to: { side: 'own', what: 'spirit', color: 'white', all: true } }],
    },
  ],
  // 甲精ディース: attacking, once the opponent declares a block it exhausts a spirit other than the
  // blocker (at the same time as the blocker's own block effects, the ruling on the card; the
  // attacker, exhausted already, is left out with it); at Lv2,
  // destroyed, it refreshes one of its owner's spirits.
  'BS01-093': [
    {
      kind: 'trigger',
      on: 'blocked',
      levels: [1, 2],
      effect: [{ do: 'exhaust', target: { side: 'any', what: 'spirit', count: 1, battle: 'none' } }],
    },
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [2],
      effect: [{ do: 'refresh', target: { side: 'own', what: 'spirit', count: 1 } }],
    },
  ],
  // グラン・ドルバルカン: in a flash timing of its own battle (attacking or blocking), its owner may put
  // a core of their reserve into their trash to end the battle at once (E723, E729). The core is
  // paid as the effect's first step; the ability is offered only while the reserve holds one.
  'BS01-094': [
    {
      kind: 'activated',
      timing: ['flash'],
      during: 'whileAttackingOrBlocking',
      if: { amount: { player: 'own', what: 'reserve' }, atLeast: 1 },
      effect: [{ do: 'sendCores', n: 1, side: 'own', from: 'reserve', to: 'trash' }, { do: 'endBattle' }],
    },
  ],
  // 鎧装獣ベア・ゲルミル: it cannot attack while the opponent has no red spirit (it may still block); at
  // Lv2 its owner's green spirits are stronger.
  'BS01-095': [
    {
      kind: 'constant',
      if: { count: { side: 'opponent', what: 'spirit', color: 'red', all: true }, atMost: 0 },
      apply: [{ cannot: 'attack', to: { side: 'self' } }],
    },
    {
      kind: 'constant',
      levels: [2],
      apply: [{ bp: 1000, to: { side: 'own', what: 'spirit', color: 'green', all: true } }],
    },
  ],
  // 妖機妃ソール: destroyed at Lv1 in the opponent's turn, it takes that turn's attack step away: in their
  // main step there will be none; in the attack step it ends at once (the rulings: the current
  // battle ends too, and the step is over); in its owner's own turn nothing happens.
  'BS01-096': [
    {
      kind: 'trigger',
      on: 'destroyed',
      levels: [1],
      effect: [
        {
          do: 'if',
          cond: { turn: 'opponents' },
          then: [{ do: 'endBattle' }, { do: 'rule', apply: { noAttackStep: true }, until: 'turn' }],
        },
      ],
    },
  ],
  // 飛龍ヴァルキュリウス: far stronger while it blocks.
  'BS01-097': [blockBonus([1, 2, 3], 6000)],
  // 龍皇ジークフリード: Awaken; destroyed at Lv3, it puts a core from the void into its owner's life (on
  // either player's turn, the ruling; emptied of cores it is depleted and loses the effect first).
  'BS01-X01': [
    { kind: 'keyword', keyword: 'awaken' },
    { kind: 'trigger', on: 'destroyed', levels: [3], effect: [{ do: 'gainCore', n: 1, to: 'life' }] },
  ],
  // キングタウロス大公: arriving, it takes a core from the void for each other spirit of its owner's; at
  // Lv2-3, attacking (not blocking, the ruling) and winning its battle outright, it sends a core of the
  // opponent's life to their reserve.
  'BS01-X03': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'placeCores',
          n: { count: { side: 'own', what: 'spirit', all: true, other: true } },
          from: 'void',
          target: { side: 'self' },
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'destroysInBattle',
      levels: [2, 3],
      during: 'whileAttacking',
      // Only when it is left standing: in a tie it is destroyed too.
      if: { count: { side: 'self', all: true }, atLeast: 1 },
      effect: [{ do: 'sendCores', n: 1, side: 'opponent', from: 'life', to: 'reserve' }],
    },
  ],
  // 魔界七将デスペラード: arriving, every other spirit (either side's) loses a core to its owner's
  // reserve, and it takes a core from the void for each spirit that emptied (the rulings: they are
  // depleted, and they count). The emptied ones are those that held a single core; they are depleted
  // as soon as the removal is done, so they are counted first and the void cores put on before the
  // removal: the same end state (no BS01 spirit is protected from core removal). At Lv2, attacking,
  // it strips one spirit of either side down to a single core, the rest to its owner's reserve.
  'BS01-X02': [
    {
      kind: 'trigger',
      on: 'summoned',
      effect: [
        {
          do: 'placeCores',
          n: { count: { side: 'any', what: 'spirit', all: true, other: true, maxCores: 1 } },
          from: 'void',
          target: { side: 'self' },
        },
        {
          do: 'removeCores',
          n: 1,
          target: { side: 'any', what: 'spirit', all: true, other: true },
          to: 'reserve',
        },
      ],
    },
    {
      kind: 'trigger',
      on: 'attacks',
      levels: [2],
      effect: [allButOneCore({ side: 'any', what: 'spirit', count: 1 })],
    },
  ],
  // 要塞皇オーディーン: stronger for each nexus on the field, either side's (counted again at once when
  // one leaves, the ruling); at Lv2-3 no nexus on the field can be destroyed.
  'BS01-X04': [
    {
      kind: 'constant',
      apply: [{ bp: 1000, per: { count: { side: 'any', what: 'nexus', all: true } }, to: { side: 'self' } }],
    },
    {
      kind: 'constant',
      levels: [2, 3],
      apply: [{ protect: 'destroy', to: { side: 'any', what: 'nexus', all: true } }],
    },
  ],
  ...BS01_MAGIC,
  ...BS01_NEXUSES,
};

export default abilities;
