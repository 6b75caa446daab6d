// The project's ability definitions by set (section 8); a set without a file has none defined yet.
import type { VgAbility } from '../../src/abilities/ability.ts';
import { TD01 } from './TD01.ts';
import { TD05 } from './TD05.ts';
import { TD06 } from './TD06.ts';

export const VG_EFFECTS: Record<string, Record<string, VgAbility[]>> = { TD01, TD05, TD06 };
