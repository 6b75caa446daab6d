import { Game, seedRng } from '@arbiter/engine';
import { createDbsModule, DbsCatalog, TEST_CARDS, testSetup } from '@arbiter/dbscg';
const cat = new DbsCatalog(TEST_CARDS);
const mod = createDbsModule(cat);
const tally = new Map<string, number>();
const add = (k: string) => tally.set(k, (tally.get(k) ?? 0) + 1);
for (let seed = 1; seed <= 30; seed++) {
  const g = Game.create(mod, seed % 2 ? testSetup('red', 'blue') : testSetup('blue', 'red'), seed);
  const rng = seedRng(seed);
  let n = 0;
  while (!g.over && n++ < 50000) {
    const d = g.decision!;
    const a = g.randomAnswer(rng);
    if ('choose' in a)
      for (const id of a.choose) {
        const o = d.options.find((x) => x.id === id);
        if (o && /\[/.test(o.label)) add(o.label.replace(/ of .*| into .*|: play.*/, ''));
        if (o && d.kind === 'mainAction' && o.label.startsWith('Activate')) add('act:' + o.label);
      }
    g.respond(d.id, a);
  }
  for (const e of g.state.log) {
    const t = e.event.t as string;
    if (
      [
        'token',
        'control',
        'look',
        'unstack',
        'uncover',
        'revenge',
        'stack',
        'flip',
        'overRealm',
        'counter',
        'negateCounter',
        'dualAttack',
      ].includes(t)
    )
      add('ev:' + t);
    if (t === 'move' && e.event.to === 'removed') add('ev:removed');
  }
  add('reason:' + (g.state.result?.reason ?? 'none').replace(/.*(Victory|life|deck).*/, '$1'));
}
console.log(
  [...tally.entries()]
    .sort()
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n'),
);
