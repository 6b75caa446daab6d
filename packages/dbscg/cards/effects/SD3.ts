// SD3 (Starter Deck: Dark Invasion): the project's own definitions of the skills of the cards new in
// the starter deck, in the effect vocabulary. The facts come from SD3.json; the text players read is
// generated from these definitions. Cards left out are listed at the end with the reason.
import type { SetSkills } from '../../src/pool/defs.ts';

export const SD3: SetSkills = {
  // 10-15: [Over Realm 2], no other cost.
  'SD3-03': { skills: [{ kind: 'overRealm', n: 2, cost: [] }] },
};

// Not defined yet, each for want of vocabulary:
// - SD3-01 The Masked Saiyan (leader): a cost of the top 3 cards of the deck whose colours the effect
//   then reads ("if you placed a black card ... if a card of another colour ...").
// - SD3-02 Killer Sword Trunks: choosing a card in the Warp (no target area for the Warp).
// - SD3-04 Encroaching Threat Masked Saiyan: a count of the cards sent to the Warp so far, and a cost
//   change in the Warp.
// - SD3-05 Power Aura Mira: a condition on the number of cards in the Warp.
