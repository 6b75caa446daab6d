// The project's ability definitions by set (section 8); a set without a file has none defined yet.
import type { VgAbility } from '../../src/abilities/ability.ts';
import { BT01 } from './BT01.ts';
import { BT02 } from './BT02.ts';
import { TD01 } from './TD01.ts';
import { TD02 } from './TD02.ts';
import { TD03 } from './TD03.ts';
import { TD04 } from './TD04.ts';
import { TD05 } from './TD05.ts';
import { TD06 } from './TD06.ts';
import { TD07 } from './TD07.ts';
import { TD08 } from './TD08.ts';

export const VG_EFFECTS: Record<string, Record<string, VgAbility[]>> = {
  BT01,
  BT02,
  TD01,
  TD02,
  TD03,
  TD04,
  TD05,
  TD06,
  TD07,
  TD08,
};
