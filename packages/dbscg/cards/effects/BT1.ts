// BT1 (Galactic Battle): the project's own definitions of the cards' skills, in the effect
// vocabulary. The facts (name, cost, power, ...) come from BT1.json; the text players read is
// generated from these definitions. The set is written in two parts by colour (BT1/).
import type { SetSkills } from '../../src/pool/defs.ts';
import { BT1_GREEN_YELLOW } from './BT1/green-yellow.ts';
import { BT1_RED_BLUE } from './BT1/red-blue.ts';

export const BT1: SetSkills = { ...BT1_RED_BLUE, ...BT1_GREEN_YELLOW };
