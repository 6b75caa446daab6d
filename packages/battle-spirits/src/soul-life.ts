// Eternal's life loss with the soul core in the life (E1128): when a player with both normal cores
// and the soul core in their life has their life reduced, they choose which cores leave. Saga's
// battle damage takes only normal cores from the life (7-1-5-3-1); this procedure is Eternal's.
import type { PlayerIndex, TypedProcedure } from '@arbiter/engine';
import { chosenOption, type SagaOption } from './asking.ts';
import { emit, moveCores } from './events.ts';
import type { SagaData } from './state.ts';

/** Locals of `soulLifeLoss`: player `p` loses `n` life cores to `to`, from a battle's damage. */
export interface SoulLifeLoss {
  p: PlayerIndex;
  n: number;
  to: 'reserve' | 'void';
}

/** Does reducing `p`'s life in this game go through `soulLifeLoss` (Eternal, soul core in the life)? */
export function soulLifeLossApplies(d: SagaData, p: PlayerIndex): boolean {
  return d.format === 'eternal' && d.players[p].life.soul;
}

/**
 * E1128: `n` cores leave `p`'s life. When all of them, the soul core included, or only the soul core
 * can go, nothing is asked; otherwise the player says whether the soul core is one of them.
 */
export function soulLifeLossProcedure(): TypedProcedure<SagaData, SoulLifeLoss> {
  return (ctx, f) => {
    const d = ctx.data;
    const { p, n, to } = f.locals;
    const life = d.players[p].life;
    const lose = Math.min(n, life.n + (life.soul ? 1 : 0));
    let soul: boolean;
    if (f.step === 0 && life.soul && lose > 0 && lose <= life.n) {
      f.step = 1;
      // Each option says which cores leave (`cores`): the procedure reads that, not the id.
      const options: SagaOption[] = [
        {
          id: 'normal',
          label: `${lose} normal core${lose === 1 ? '' : 's'} (the soul core stays)`,
          cores: 'some',
        },
        {
          id: 'soul',
          cores: 'soul',
          label: `The soul core${lose > 1 ? ` and ${lose - 1} normal core${lose === 2 ? '' : 's'}` : ''}`,
        },
      ];
      ctx.ask({
        player: p,
        kind: 'lifeCore',
        type: 'select',
        prompt: `Your life is reduced by ${lose}: which cores leave it (E1128)?`,
        options,
        min: 1,
        max: 1,
      });
      return;
    }
    if (f.step === 1) soul = chosenOption(ctx)?.cores === 'soul';
    else soul = life.soul && lose > life.n;
    moveCores(ctx, p, 'life', to, lose - (soul ? 1 : 0), soul, 'rule');
    emit(ctx, { t: 'battleResolved', outcome: `damage ${lose}`, damage: lose });
    ctx.pop();
  };
}
