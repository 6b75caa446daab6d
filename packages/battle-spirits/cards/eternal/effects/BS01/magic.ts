// Arbiter's own definitions of BS01's magic cards (Eternal format), by card id, in the effect
// vocabulary; the card text is generated from them. The comments say what each card does in our own
// words. A flash effect may be used in the main step too (manual E406, E539): its timing is both.
import type { Color } from '../../../../src/cards.ts';
import type { Ability, Target } from '../../../../src/vocab.ts';
import { anySpiritBp } from '../../../saga/effects/shared/helpers.ts';

/** The six colours, in the order BS01's card list gives them ("name a colour", BS01-140). */
const COLORS: Color[] = ['red', 'purple', 'green', 'white', 'yellow', 'blue'];

const ONE_SPIRIT: Target = { side: 'any', what: 'spirit', count: 1 };

/** Flash: one spirit of either side gets this much more BP until the end of the turn (as Saga's magic). */
const boost = anySpiritBp;

/** Main: these directives, in the main step only. */
function main(effect: Extract<Ability, { kind: 'magic' }>['effect']): Ability {
  return { kind: 'magic', timing: ['main'], effect };
}

/** Flash: these directives, in the main step or a flash timing. */
function flash(effect: Extract<Ability, { kind: 'magic' }>['effect']): Ability {
  return { kind: 'magic', timing: ['main', 'flash'], effect };
}

export const BS01_MAGIC: Record<string, Ability[]> = {
  // アウェイクン: up to three cores of your reserve onto one of your spirits (none at all allowed, the
  // rulings), and a card drawn.
  'BS01-115': [
    flash([
      {
        do: 'placeCores',
        n: 'any',
        most: 3,
        from: 'reserve',
        target: { side: 'own', what: 'spirit', count: 1 },
      },
      { do: 'draw', n: 1 },
    ]),
  ],
  // オフェンシブオーラ: for the rest of the turn, every spirit of yours that attacks is stronger, those
  // that attack later included (the ruling on the card): a rule for the turn, not a boost of the
  // spirits attacking now.
  'BS01-116': [
    flash([
      {
        do: 'rule',
        apply: { bp: 2000, to: { side: 'own', what: 'spirit', all: true, battle: 'attacking' } },
        until: 'turn',
      },
    ]),
  ],
  // ダブルドロー: two cards in the main step, or a boost.
  'BS01-117': [main([{ do: 'draw', n: 2 }]), boost(2000)],
  // コールオブロスト: a spirit card of your trash back to your hand, or a boost.
  'BS01-118': [
    main([{ do: 'toHand', target: { side: 'own', what: 'spirit', zone: 'trash', count: 1 } }]),
    boost(2000),
  ],
  // バスタースピア: one nexus of either side destroyed; a card drawn only if it was the opponent's
  // (its own nexus may be picked and draws nothing: the rulings).
  'BS01-114': [
    flash([
      { do: 'destroy', target: { side: 'any', what: 'nexus', count: 1 } },
      {
        do: 'if',
        cond: { amount: { destroyedByThis: 'opponent', what: 'nexus' }, atLeast: 1 },
        then: [{ do: 'draw', n: 1 }],
      },
    ]),
  ],
  // バスターファランクス: every nexus on the field destroyed, or a big boost.
  'BS01-120': [main([{ do: 'destroy', target: { side: 'any', what: 'nexus', all: true } }]), boost(4000)],
  // バーストファイア: one "cannot block" effect of one of your spirits, its own, is negated, so it may
  // block (the ruling: used after the opponent's attack declaration). The text gives no duration: read
  // as for the turn.
  'BS01-119': [flash([{ do: 'negateBlockBan', target: { side: 'own', what: 'spirit', count: 1 } }])],
  // フレイムダンス: one spirit with 4000 BP or less destroyed.
  'BS01-121': [flash([{ do: 'destroy', target: { ...ONE_SPIRIT, maxBp: 4000 } }])],
  // フレイムテンペスト: every spirit with 3000 BP or less destroyed.
  'BS01-122': [flash([{ do: 'destroy', target: { side: 'any', what: 'spirit', all: true, maxBp: 3000 } }])],
  // シャドウエリクサー: a core from your reserve to your life.
  'BS01-126': [flash([{ do: 'sendCores', n: 1, side: 'own', from: 'reserve', to: 'life' }])],
  // リターンドロー: for the rest of the turn, each spirit of yours that goes back from the field to the
  // hand draws you a card (the rulings: a spirit card taken from the trash is no spirit and draws
  // nothing); or a small boost.
  'BS01-123': [
    main([
      {
        do: 'delayed',
        on: 'returned',
        returnedTo: 'hand',
        filter: { side: 'own', what: 'spirit' },
        until: 'turn',
        effect: [{ do: 'draw', n: 1 }],
      },
    ]),
    boost(1000),
  ],
  // デッドリィバランス: each player picks one spirit of their own, and both are destroyed at once (the
  // rulings: each picks on their own field; the destructions are simultaneous).
  'BS01-125': [
    flash([
      { do: 'select', target: { side: 'own', what: 'spirit', count: 1 } },
      {
        do: 'select',
        target: { side: 'opponent', what: 'spirit', count: 1, chooser: 'opponent' },
        add: true,
      },
      { do: 'destroy', target: { side: 'chosen' } },
    ]),
  ],
  // イビルオーラ: four cores from the void onto a spirit of either side; as the end step begins, its
  // user sends four cores of their own to the void, any they like (the ruling: from their spirits,
  // nexuses, reserve or trash, not only those it brought).
  'BS01-124': [
    flash([
      { do: 'placeCores', n: 4, from: 'void', target: ONE_SPIRIT },
      { do: 'delayed', on: 'turnEnd', until: 'turn', once: true, effect: [{ do: 'voidCores', n: 4 }] },
    ]),
  ],
  // キラーテレスコープ: for the turn, each attack of yours may first designate an exhausted spirit of the
  // opponent, which must then block it (the rulings: one battle each; destroyed before the block, any
  // spirit may block); or a boost.
  'BS01-127': [main([{ do: 'rule', apply: { attackExhausted: true }, until: 'turn' }]), boost(2000)],
  // カオスドロー: a card for each exhausted opposing spirit, or a boost.
  'BS01-128': [
    main([{ do: 'draw', n: { count: { side: 'opponent', what: 'spirit', exhausted: true, all: true } } }]),
    boost(3000),
  ],
  // チェンジングコア: one spirit of either side keeps a single core, the user moving the others onto
  // the other spirits of that spirit's field, split as they like (the rulings: all onto one or spread;
  // a spirit short of its Lv1 cores afterwards is depleted, E635); or a boost.
  'BS01-130': [
    main([{ do: 'spreadCores', target: ONE_SPIRIT, onto: 'spirit', keep: 1, all: true }]),
    boost(3000),
  ],
  // フェザーバリア: for the rest of the turn, one of its user's blocking spirits is unaffected by the
  // opponent's effects (the ruling: those of their spirits, nexuses and magic cards); read as every
  // protection an effect works through but selection: chosen, nothing happens to it (the manual's
  // "unaffected": cannot be destroyed by such an effect, E865).
  'BS01-139': [
    flash([
      {
        do: 'apply',
        effect: { protect: 'effects', from: 'opponent' },
        target: { side: 'own', what: 'spirit', count: 1, battle: 'blocking' },
        until: 'turn',
      },
    ]),
  ],
  // ポイズンシュート: one core of a spirit to its owner's reserve.
  'BS01-129': [flash([{ do: 'removeCores', n: 1, target: ONE_SPIRIT, to: 'reserve' }])],
  // ダークコフィン: an exhausted spirit destroyed, or a big boost.
  'BS01-131': [main([{ do: 'destroy', target: { ...ONE_SPIRIT, exhausted: true } }]), boost(4000)],
  // ストームドロー: three cards drawn, then two of the hand discarded; or a boost.
  'BS01-132': [
    main([
      { do: 'draw', n: 3 },
      { do: 'discard', n: 2, side: 'own', from: 'hand' },
    ]),
    boost(3000),
  ],
  // ワイルドパワー: a boost.
  'BS01-133': [boost(2000)],
  // バインディングソーン: one opposing spirit exhausted.
  'BS01-134': [flash([{ do: 'exhaust', target: { side: 'opponent', what: 'spirit', count: 1 } }])],
  // パワーオーラ: a card drawn, and your spirits stronger for the rest of the turn.
  'BS01-135': [
    flash([
      { do: 'draw', n: 1 },
      { do: 'bp', amount: 1000, target: { side: 'own', what: 'spirit', all: true }, until: 'turn' },
    ]),
  ],
  // ギャザーフォース: a core from the void into your reserve, or a small boost.
  'BS01-136': [main([{ do: 'gainCore', n: 1, to: 'reserve' }]), boost(1000)],
  // リレイションソウル: a spirit stronger for each exhausted opposing spirit, for the rest of the turn.
  'BS01-137': [
    flash([
      {
        do: 'bp',
        amount: 1000,
        per: { count: { side: 'opponent', what: 'spirit', exhausted: true, all: true } },
        target: ONE_SPIRIT,
        until: 'turn',
      },
    ]),
  ],
  // ハンドリバース: your whole hand discarded, then cards drawn up to the size of the opponent's hand; or
  // a boost.
  'BS01-138': [
    main([
      { do: 'discard', n: { player: 'own', what: 'hand' }, side: 'own', from: 'hand' },
      { do: 'draw', n: { player: 'opponent', what: 'hand' } },
    ]),
    boost(3000),
  ],
  // バインディングウッズ: its user names a colour, and every spirit of that colour is exhausted; or a big
  // boost.
  'BS01-140': [
    main([
      {
        do: 'oneOf',
        options: COLORS.map((color) => [
          { do: 'exhaust', target: { side: 'any', what: 'spirit', all: true, color } },
        ]),
      },
    ]),
    boost(5000),
  ],
  // インビジブルクローク: one spirit cannot be blocked for the rest of the turn.
  'BS01-141': [
    flash([
      {
        do: 'apply',
        effect: { noBlockBy: { side: 'any', what: 'spirit' } },
        target: ONE_SPIRIT,
        until: 'turn',
      },
    ]),
  ],
  // ピュアエリクサー: your exhausted spirits refresh, and those cannot attack this turn.
  'BS01-142': [
    flash([
      { do: 'refresh', target: { side: 'own', what: 'spirit', all: true, exhausted: true } },
      { do: 'cannot', action: 'attack', target: { side: 'chosen' }, until: 'turn' },
    ]),
  ],
  // ディバインチェイン: until the battle ends, the opponent uses no card of their hand at a flash timing
  // (the rulings: used in the main step, outside a battle, it does nothing; once the battle is over
  // the opponent may use them again, the same turn included).
  'BS01-143': [
    flash([
      {
        do: 'if',
        cond: { step: 'attack' },
        then: [{ do: 'rule', apply: { noHandAtFlash: 'opponent' }, until: 'battle' }],
      },
    ]),
  ],
  // サイレントウォール: the attack step ends with the current battle.
  'BS01-144': [flash([{ do: 'endAttackStep' }])],
  // ディフェンシブオーラ: for the rest of the turn, every spirit of yours that blocks is stronger, those
  // that block later included (the ruling on the card).
  'BS01-145': [
    flash([
      {
        do: 'rule',
        apply: { bp: 3000, to: { side: 'own', what: 'spirit', all: true, battle: 'blocking' } },
        until: 'turn',
      },
    ]),
  ],
  // ドリームリボン: an opposing spirit back to its owner's hand.
  'BS01-146': [flash([{ do: 'toHand', target: { side: 'opponent', what: 'spirit', count: 1 } }])],
  // ドリームチェスト: a spirit of either side onto the top of its owner's deck.
  'BS01-147': [flash([{ do: 'toDeck', target: ONE_SPIRIT }])],
  // ラークドライブ: the current battle ends at once.
  'BS01-148': [flash([{ do: 'endBattle' }])],
  // アタックシフト: for the rest of the turn every spirit's block effects work when it attacks too, both
  // sides' (the rulings: they still work on blocks; BS01's are "while blocking" bonuses, held while
  // it attacks); or a boost.
  'BS01-149': [
    main([
      {
        do: 'rule',
        apply: { blocksOnAttack: true, whileBlocking: true, to: { side: 'any', what: 'spirit', all: true } },
        until: 'turn',
      },
    ]),
    boost(3000),
  ],
};
