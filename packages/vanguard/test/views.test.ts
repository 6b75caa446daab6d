// What each viewer sees of a Vanguard game (view.ts, zones.ts), at the first decisions of a real game.
import { describe, expect, it } from 'vitest';
import { seedRng, type JsonObject } from '@arbiter/engine';
import { pastMulligans, started } from './started-game.ts';

const playerOf = (v: JsonObject, p: number): JsonObject => (v.players as JsonObject[])[p]!;

describe('Vanguard views', () => {
  it("4.1.2, 4.2.2, 4.3.2: the deck is a count for everyone, the hand is its owner's, the opponent sees its size", () => {
    const g = started();
    const mine = playerOf(g.view(0).game, 0);
    const theirs = playerOf(g.view(0).game, 1);
    expect(mine.deck).toBe(44);
    expect(Array.isArray(mine.hand) && mine.hand.length).toBe(5);
    expect(theirs.hand).toBe(5);
    expect(playerOf(g.view('spectator').game, 0).hand).toBe(5);
  });

  it('5.4.3, 6.1.1: the first vanguard is face down and hidden from the opponent until stand up', () => {
    const g = started();
    const vc = (viewer: 0 | 1 | 'spectator', p: number): JsonObject =>
      (playerOf(g.view(viewer).game, p).field as Record<string, JsonObject>).VC!;
    expect(vc(0, 0).card).toBeDefined();
    expect(vc(1, 0)).toEqual({ id: vc(0, 0).id, faceDown: true, rested: false });
    expect(vc('spectator', 1).card).toBeUndefined();
    const rng = seedRng(3);
    while (g.decision?.kind === 'mulligan') g.respond(g.decision.id, g.randomAnswer(rng));
    expect(vc(1, 0).card).toBe(vc(0, 0).card);
    expect(vc(1, 0).faceDown).toBeUndefined();
  });

  it('4.9.1, 4.9.2, 4.12.1, 4.12.2: bound cards and removed cards are public, face up', () => {
    const g = pastMulligans();
    // A bound card and a removed card as a bind (10.19) and a removal (10.36) leave them.
    const them = g.state.data.players[1];
    const bound = them.hand.shift()!;
    const removed = them.hand.shift()!;
    them.bind.push(bound);
    them.removed.push(removed);
    for (const viewer of [0, 1, 'spectator'] as const) {
      const seen = playerOf(g.view(viewer).game, 1);
      expect((seen.bind as JsonObject[]).map((c) => [c.card, c.faceDown])).toEqual([[bound.def, undefined]]);
      expect((seen.removed as JsonObject[]).map((c) => c.card)).toEqual([removed.def]);
    }
  });

  it('4.6.8, 4.7.3, 4.8.2, 4.10.4: the field, soul, damage and trigger zones are public', () => {
    const g = started();
    const rng = seedRng(11);
    while (!g.over && g.state.data.players[1].damage.length === 0)
      g.respond(g.decision!.id, g.randomAnswer(rng));
    const d = g.state.data;
    const spectator = playerOf(g.view('spectator').game, 1);
    expect((spectator.damage as JsonObject[]).map((c) => c.card)).toEqual(
      d.players[1].damage.map((c) => c.def),
    );
    expect((spectator.soul as JsonObject[]).map((c) => c.card)).toEqual(d.players[1].soul.map((c) => c.def));
  });
});

describe('Vanguard views of face-down cards on circles', () => {
  it("4.6.8.1, 4.1.7, 10.22.2: a locked card on a rear-guard circle is face down yet public; only the face-down vanguard before stand up is its owner's (5.4.3)", () => {
    const g = pastMulligans();
    // A locked card as a lock effect leaves it (events.ts, 'lock'): face down and standing on p2's front left.
    const them = g.state.data.players[1];
    const locked = them.hand.shift()!;
    them.field.FL = { ...locked, faceDown: true, rested: false };
    const fl = (viewer: 0 | 1 | 'spectator'): JsonObject =>
      (playerOf(g.view(viewer).game, 1).field as Record<string, JsonObject>).FL!;
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(fl(viewer).card).toBe(locked.def);
      expect(fl(viewer).faceDown).toBe(true);
    }
  });

  it('10.26.6: a deleted vanguard is face down, yet everyone may check its face-up side', () => {
    const g = pastMulligans();
    // A deleted vanguard as a delete effect leaves it (events.ts, 'delete').
    const vanguard = g.state.data.players[1].field.VC!;
    vanguard.faceDown = true;
    vanguard.deleted = true;
    for (const viewer of [0, 1, 'spectator'] as const) {
      const vc = (playerOf(g.view(viewer).game, 1).field as Record<string, JsonObject>).VC!;
      expect(vc.card).toBe(vanguard.def);
      expect(vc.deleted).toBe(true);
      expect(vc.power).toBe(0);
    }
  });

  it("4.9.2.1: a face-down bound card is its owner's to see; the others see how many there are", () => {
    const g = pastMulligans();
    // A card bound face down as the bindFromHand effect leaves it (events.ts, 'move' with faceDown).
    const them = g.state.data.players[1];
    const down = them.hand.shift()!;
    them.bind.push({ ...down, faceDown: true });
    const bindOf = (viewer: 0 | 1 | 'spectator'): JsonObject => playerOf(g.view(viewer).game, 1);
    expect((bindOf(1).bind as JsonObject[]).map((c) => c.card)).toEqual([down.def]);
    for (const viewer of [0, 'spectator'] as const) {
      expect(bindOf(viewer).bind).toEqual([]);
      expect(bindOf(viewer).bindFaceDown).toBe(1);
    }
  });
});
