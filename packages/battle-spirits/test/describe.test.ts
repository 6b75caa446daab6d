import { Game, seedRng, viewLog, type Decision } from '@arbiter/engine';
import { describe, expect, it } from 'vitest';
import {
  CardRegistry,
  createSagaModule,
  describeAnswer,
  describeDecision,
  describeEvent,
  objectsFromView,
  trackEvent,
  VANILLA_CARDS,
  VANILLA_DECKS,
  type DescribableEvent,
} from '../src/index.ts';

const registry = new CardRegistry(VANILLA_CARDS);
const names = ['Ann', 'Bob'] as const;
const objects = new Map<number, string>([
  [7, 'ARB-R03'],
  [8, 'ARB-B02'],
]);

// A Record over the event type names, so a new event type without a sample fails to compile.
const SAMPLES: { [T in DescribableEvent['t']]: Extract<DescribableEvent, { t: T }> } = {
  first: { t: 'first', p: 0 },
  turn: { t: 'turn', turn: 3, p: 1 },
  step: { t: 'step', step: 'main', p: 0 },
  shuffle: { t: 'shuffle', p: 1 },
  mulligan: { t: 'mulligan', p: 0, mulligan: true },
  draw: { t: 'draw', p: 1 },
  move: { t: 'move', p: 0, id: 3, from: 'hand', to: 'field', newId: 7, card: 'ARB-R03' },
  cores: { t: 'cores', p: 0, from: 'reserve', to: 'c7', n: 2, soul: false, by: 'owner', toObj: 7 },
  exhaust: { t: 'exhaust', id: 7 },
  refresh: { t: 'refresh', id: 7 },
  refreshAll: { t: 'refreshAll', p: 0 },
  destroy: {
    t: 'destroy',
    p: 1,
    id: 8,
    newId: 9,
    card: 'ARB-B02',
    level: 1,
    cores: 1,
    bp: 2000,
    self: false,
    cause: 'battle',
    by: 0,
  },
  summoned: { t: 'summoned', p: 0, id: 7, card: 'ARB-R03' },
  placed: { t: 'placed', p: 1, id: 10, card: 'ARB-B10' },
  attack: { t: 'attack', p: 0, id: 7 },
  block: { t: 'block', p: 1, id: 8 },
  noBlock: { t: 'noBlock', p: 1 },
  battleResolved: { t: 'battleResolved', outcome: 'attacker' },
  battleEnd: { t: 'battleEnd' },
  endAttackStep: { t: 'endAttackStep' },
  endBattle: { t: 'endBattle' },
  bp: { t: 'bp', id: 7, amount: 3000, until: 'turn', by: 0 },
  expire: { t: 'expire', until: 'battle' },
  grant: { t: 'grant', id: 7, spec: { keyword: 'crush', value: 1 }, until: 'turn', by: 0 },
  ban: { t: 'ban', id: 8, action: 'block', until: 'turn', by: 0 },
  raid: { t: 'raid', id: 7 },
  symbols: { t: 'symbols', id: 7, symbols: [['red'], ['red']], until: 'turn' },
  crushed: { t: 'crushed', p: 0, id: 7, card: 'ARB-R03', ids: [11, 12] },
  used: { t: 'used', id: 7, ability: 1, card: 'ARB-R01' },
  loop: { t: 'loop', p: 0, n: 3 },
  soulPaid: { t: 'soulPaid', id: 7 },
  temp: { t: 'temp', id: 7, x: { blockExhausted: true }, until: 'turn', by: 0 },
  rule: {
    t: 'rule',
    x: { costDelta: -1, to: { side: 'own', what: 'magic' } },
    until: 'turn',
    by: 0,
    card: 'ARB-R03',
    key: 5,
  },
  ruleDone: { t: 'ruleDone', key: 5 },
  milled: { t: 'milled', p: 1, ids: [9], by: 0 },
  magicUsed: { t: 'magicUsed', p: 0, id: 9, card: 'ARB-R01' },
  drew: { t: 'drew', p: 0, n: 2, by: 0 },
  delayed: {
    t: 'delayed',
    rec: { key: 5, p: 0, card: 'ARB-R01', ability: 0, path: [0], source: 7, chosen: [], until: 'turn' },
  },
  delayedDone: { t: 'delayedDone', key: 5 },
  resolved: { t: 'resolved', p: 1, id: 7, card: 'ARB-R01', on: 'summoned' },
  link: { t: 'link', id: 8, to: 7 },
  token: { t: 'token', p: 0, newId: 40, card: 'ARB-R01', exhausted: false },
  look: { t: 'look', p: 0, ids: [1, 2], cards: ['ARB-R01', 'ARB-R02'], reveal: true },
  burst: { t: 'burst', p: 1, id: 30, card: 'ARB-R13' },
  pass: { t: 'pass', p: 0 },
  reveal: { t: 'reveal', p: 0, id: 4, card: 'ARB-R13' },
  setBurst: { t: 'setBurst', p: 1 },
  brave: { t: 'brave', p: 0, id: 8, spirit: 7, card: 'ARB-B02' },
  separate: { t: 'separate', p: 0, id: 8, spirit: 7, card: 'ARB-B02' },
  swapBrave: { t: 'swapBrave', p: 0, from: 8, spirit: 7, card: 'ARB-B02' },
  braveStays: { t: 'braveStays', p: 0, id: 8, spirit: 7, card: 'ARB-B02' },
  braveFollows: { t: 'braveFollows', p: 0, id: 8, card: 'ARB-B02', to: 'trash' },
  gameEnd: { t: 'gameEnd', winner: 0, reason: 'Bob has no life left (9-2-3)' },
};

const say = (ev: DescribableEvent, viewer: 0 | 1 | 'spectator' = 'spectator'): string =>
  describeEvent(registry, ev, viewer, { names, objects });

/** The sample core move without its card (`toObj`), for moves between the reserve, life, trash and void. */
const BETWEEN_PILES: Extract<DescribableEvent, { t: 'cores' }> = (({ toObj: _onCard, ...rest }) => rest)(
  SAMPLES.cores,
);

describe('describeEvent', () => {
  it.each(Object.values(SAMPLES))('gives a sentence for $t', (ev) => {
    const s = say(ev);
    expect(s).toMatch(/^[A-Z0-9].*[.]$/);
    expect(s).not.toMatch(/undefined|NaN|\[object|Something happened|card #/);
  });

  it('names cards and players', () => {
    expect(say(SAMPLES.summoned)).toBe('Ann summons Flame Lancer.');
    expect(say(SAMPLES.attack)).toBe('Ann attacks with Flame Lancer.');
    expect(say(SAMPLES.block)).toBe('Bob blocks with Reef Guard.');
    expect(say(SAMPLES.cores)).toBe('Ann moves 2 cores from their reserve to Flame Lancer.');
    expect(say(SAMPLES.bp)).toBe('Flame Lancer gets +3000 BP until the end of the turn.');
    expect(say(SAMPLES.destroy)).toBe("Bob's Reef Guard (LV1) is destroyed in battle.");
    expect(say(SAMPLES.gameEnd)).toBe('Ann wins: Bob has no life left (9-2-3).');
    expect(say({ t: 'gameEnd', winner: null, reason: 'Both players reached zero life' })).toMatch(/draw/);
  });

  it('tells the terminal player about themselves in the second person (issue 20)', () => {
    const you = (ev: DescribableEvent, p: 0 | 1): string =>
      describeEvent(registry, ev, p, { names, objects, you: p });
    for (const ev of Object.values(SAMPLES)) {
      const s = you(ev, 0);
      // "You shuffles", "You's reserve", "You wins" were the sentences of a name, not of a person.
      expect(s, ev.t).not.toMatch(/\bYou's\b|\bYou (?!pass\b)\w+s\b|\bYou wins\b/);
      if ('p' in ev && ev.p === 0) expect(s, ev.t).not.toMatch(/\btheir\b|\bAnn\b/);
    }
    expect(you(SAMPLES.shuffle, 1)).toBe('You shuffle your deck.');
    expect(you(SAMPLES.shuffle, 0)).toBe('Bob shuffles their deck.');
    expect(you(SAMPLES.cores, 0)).toBe('You move 2 cores from your reserve to Flame Lancer.');
    expect(you({ ...BETWEEN_PILES, from: 'void', to: 'life', n: 5, by: 'rule' }, 0)).toBe(
      '5 cores go from the void to your life.',
    );
    expect(you(SAMPLES.turn, 1)).toBe('Turn 3 begins: it is your turn.');
    expect(you(SAMPLES.step, 0)).toBe('Your main step begins.');
    expect(you(SAMPLES.destroy, 1)).toBe('Your Reef Guard (LV1) is destroyed in battle.');
    expect(you(SAMPLES.gameEnd, 0)).toBe('You win: Bob has no life left (9-2-3).');
    expect(you(SAMPLES.gameEnd, 1)).toBe('Ann wins: Bob has no life left (9-2-3).');
    expect(you(SAMPLES.noBlock, 1)).toBe('You do not block.');
    expect(you(SAMPLES.drew, 0)).toBe('You have drawn 2 cards by an effect.');
    const decision = { id: 3, player: 1, kind: 'block', prompt: 'Block?', options: [] };
    expect(describeDecision(registry, decision, 1, { names: ['AI', 'Player 2'], you: 1 })).toBe(
      'You: Block?',
    );
  });

  it('describes the variants of core moves and battle outcomes', () => {
    const cores = BETWEEN_PILES;
    expect(say({ ...cores, from: 'void', to: 'life', n: 5, by: 'rule' })).toBe(
      "5 cores go from the void to Ann's life.",
    );
    expect(say({ ...cores, from: 'reserve', to: 'trash', n: 0, soul: true })).toBe(
      'Ann pays the soul core from their reserve.',
    );
    expect(say({ ...cores, p: 1, from: 'life', to: 'reserve', n: 1, by: 'rule' })).toBe(
      'Bob loses 1 life core, moved to their reserve.',
    );
    expect(say({ ...cores, from: 'void', to: 'reserve', n: 1, by: 'effect' })).toMatch(/by an effect/);
    for (const outcome of ['attacker', 'blocker', 'tie', 'none']) {
      expect(say({ t: 'battleResolved', outcome })).toMatch(/\.$/);
    }
    expect(say({ t: 'battleResolved', outcome: 'damage 2', damage: 2 })).toContain('2 life cores');
    // The card and the damage are read from the event's facts, never decoded from its words.
    expect(say({ ...cores, to: 'c8', toObj: 7 })).toContain('Flame Lancer');
    expect(say(SAMPLES.cores)).toContain('Flame Lancer');
    expect(say({ t: 'battleResolved', outcome: 'damage 9', damage: 2 })).toContain('2 life cores');
  });

  it('hides the card of a draw from everyone but the drawing player', () => {
    // The unfiltered event, secret merged in: the description must still hide it.
    const draw: DescribableEvent = { t: 'draw', p: 1, id: 20, card: 'ARB-B05' };
    expect(say(draw, 'spectator')).toBe('Bob draws a card.');
    expect(say(draw, 0)).toBe('Bob draws a card.');
    expect(say(draw, 1)).toBe('Bob draws Storm Serpent.');
    const known = new Map<number, string>();
    trackEvent(known, draw, 'spectator');
    expect(known.has(20)).toBe(false);
    trackEvent(known, draw, 1);
    expect(known.get(20)).toBe('ARB-B05');
  });

  it('hides cards moved between private areas, shows those moved to public ones', () => {
    const toDeck: DescribableEvent = {
      t: 'move',
      p: 0,
      id: 1,
      from: 'hand',
      to: 'deck',
      newId: 2,
      card: 'ARB-R01',
    };
    expect(say(toDeck)).not.toContain('Ember Whelp');
    expect(say(toDeck, 0)).toContain('Ember Whelp');
    const toTrash: DescribableEvent = {
      t: 'move',
      p: 0,
      id: 1,
      from: 'burst',
      to: 'trash',
      newId: 2,
      card: 'ARB-R01',
    };
    expect(say(toTrash)).toContain('Ember Whelp');
  });

  it('leaks no drawn card in a spectator narration of a whole game', () => {
    const module = createSagaModule(registry);
    const setup = {
      decks: [VANILLA_DECKS['vanilla-red']!.cards, VANILLA_DECKS['vanilla-blue']!.cards] as [
        string[],
        string[],
      ],
      names: ['Ann', 'Bob'] as [string, string],
    };
    const game = Game.create(module, setup, 99);
    const rng = seedRng(100);
    while (!game.over) game.respond(game.decision!.id, game.randomAnswer(rng));
    // Cores moved onto or off a card name its object, and an unblocked attack its damage.
    let onCards = 0;
    for (const { event: e } of game.state.log) {
      if (e.t === 'cores') {
        for (const [place, obj] of [
          [e.from, e.fromObj],
          [e.to, e.toObj],
        ]) {
          const card = typeof place === 'string' && /^c\d+$/.test(place);
          expect(obj, JSON.stringify(e)).toEqual(card ? Number(String(place).slice(1)) : undefined);
          if (card) onCards++;
        }
      }
      if (e.t === 'battleResolved' && String(e.outcome).startsWith('damage'))
        expect(e.damage, JSON.stringify(e)).toEqual(Number(String(e.outcome).split(' ')[1]));
    }
    expect(onCards).toBeGreaterThan(10);
    const spectator = viewLog(game.state.log, 'spectator');
    const seen = objectsFromView(Game.create(module, setup, 99).view('spectator').game);
    let draws = 0;
    game.state.log.forEach((entry, i) => {
      const ev = spectator[i] as unknown as DescribableEvent;
      trackEvent(seen, ev);
      const text = describeEvent(registry, ev, 'spectator', { names: setup.names, objects: seen });
      expect(text).not.toMatch(/undefined|Something happened|card #/);
      const secretCard = entry.secret?.data.card;
      if (ev.t === 'draw' && typeof secretCard === 'string') {
        draws++;
        expect(text).not.toContain(registry.get(secretCard).name);
        // Even given the unfiltered event, a spectator sentence keeps it hidden.
        const raw = { ...entry.event, ...entry.secret!.data } as unknown as DescribableEvent;
        expect(describeEvent(registry, raw, 'spectator', { names: setup.names })).toBe(text);
      }
    });
    expect(draws).toBeGreaterThan(8);
  });
});

describe('describeDecision', () => {
  const decision: Decision = {
    id: 4,
    player: 1,
    kind: 'block',
    type: 'select',
    prompt: 'Flame Lancer attacks you. Block?',
    options: [
      { id: 'block:8', label: 'Block with Reef Guard' },
      { id: 'noBlock', label: 'Do not block' },
    ],
    min: 1,
    max: 1,
    optional: false,
  };

  it('gives the deciding player the prompt and the others only what is being decided', () => {
    expect(describeDecision(registry, decision, 1, { names })).toBe('Bob: Flame Lancer attacks you. Block?');
    expect(describeDecision(registry, decision, 0, { names })).toBe(
      'Waiting for Bob to decide whether to block.',
    );
    const spectatorView = { id: 4, player: 1, kind: 'block', waiting: true };
    expect(describeDecision(registry, spectatorView, 'spectator', { names })).toBe(
      'Waiting for Bob to decide whether to block.',
    );
    expect(describeDecision(registry, { ...decision, kind: 'somethingNew' }, 0)).toBe(
      'Waiting for Player 2 to decide.',
    );
    expect(describeDecision(registry, null)).toBe('No decision is pending.');
  });

  it('describes answers with the option labels', () => {
    expect(describeAnswer(decision, { choose: ['block:8'] })).toBe('Block with Reef Guard');
    expect(describeAnswer({ ...decision, type: 'number' }, { number: 3 })).toBe('3');
    expect(describeAnswer(decision, { counts: { 'block:8': 2, noBlock: 0 } })).toBe(
      '2 from Block with Reef Guard',
    );
  });
});
