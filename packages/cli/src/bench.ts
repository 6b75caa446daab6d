// `npm run bench`: throughput and size figures on one core: the kernel with the Saga module and
// vanilla cards, DBSCG's random games (its built-in decks and its test decks), Vanguard's random
// games between the trial decks, and the real card
// pool's starter decks (issue 15). Rates are per second of this process's CPU time (bench/stats.ts:
// other work on a shared machine does not count), medians of several runs.
//   npm run bench                       readable lines, then one JSON object (medians)
//   npm run bench -- --runs N           N runs per figure (default 5)
//   npm run bench -- --json             only the JSON line (with each figure's spread)
//   npm run bench -- --compare REF      this tree against commit REF, measured alternately (compare.ts)
import { compareWith } from './bench/compare.ts';
import { dbscgBench } from './bench/dbscg.ts';
import { starterBench, STARTER_DEFAULTS } from './bench/starter.ts';
import { fmt, type Measured } from './bench/stats.ts';
import { vanillaBench } from './bench/vanilla.ts';
import { vanguardBench } from './bench/vanguard.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const compare = arg('--compare');
if (compare !== undefined) {
  await compareWith(compare, { rounds: Number(arg('--rounds') ?? 3), runs: Number(arg('--runs') ?? 1) });
} else {
  await bench(Number(arg('--runs') ?? 5), process.argv.includes('--json'));
}

async function bench(runs: number, jsonOnly: boolean): Promise<void> {
  const say = (line: string): void => void (jsonOnly || console.log(line));
  const noise = (m: Measured): string => (runs > 1 ? ` (runs ±${fmt((m.spread * 100) / 2)}%)` : '');
  say(`Arbiter bench: ${runs} runs per figure, per CPU second (medians; ± is half the spread between runs)`);

  const v = vanillaBench(runs);
  say(`vanilla decks, random players:`);
  say(`  games:   ${fmt(v.gamesPerSecond.value, 1)} complete games/s${noise(v.gamesPerSecond)}`);
  say(`  answers: ${fmt(v.answersPerSecond.value)} answers/s (${fmt(v.answersPerGame)} per game)`);
  say(`  clone:   ${fmt(v.cloneMicros.value, 1)} µs per mid-game state${noise(v.cloneMicros)}`);
  say(`  state:   ${fmt(v.stateBytes.value)} bytes serialized, mid-game`);
  say(
    `  ismcts:  ${fmt(v.ismctsIterationsPerSecond.value)} iterations/s; heuristic: ${fmt(v.heuristicDecisionsPerSecond.value)} decisions/s`,
  );

  const dbs = await dbscgBench(runs);
  if (dbs?.builtIn) {
    const b = dbs.builtIn;
    say(
      `dbscg:     ${fmt(b.gamesPerSecond.value, 1)} complete games/s, built-in decks (${b.pairs} ordered pairs, ${fmt(b.answersPerGame)} answers per game)${noise(b.gamesPerSecond)}`,
    );
  }
  if (dbs) {
    say(
      `dbscg:     ${fmt(dbs.test.gamesPerSecond.value, 1)} complete games/s, test decks (${fmt(dbs.test.answersPerGame)} answers per game)${noise(dbs.test.gamesPerSecond)}`,
    );
  }

  const vg = await vanguardBench(runs);
  if (vg)
    say(
      `vanguard:  ${fmt(vg.gamesPerSecond.value, 1)} complete games/s, trial decks (${vg.pairs} ordered pairs, ${fmt(vg.answersPerGame)} answers per game)${noise(vg.gamesPerSecond)}`,
    );

  const s = await starterBench({ ...STARTER_DEFAULTS, runs });
  say(`starter decks ST01-ST07, the real card pool:`);
  say(
    `  random games:   ${fmt(s.starterGamesPerSecond.value, 1)} games/s, ${fmt(s.starterAnswersPerSecond.value)} answers/s (every ordered pair, fixed seeds)${noise(s.starterGamesPerSecond)}`,
  );
  say(
    `  heuristic:      ${fmt(s.heuristicGamesPerSecond.value, 2)} heuristic-vs-heuristic games/s${noise(s.heuristicGamesPerSecond)}`,
  );
  say(
    `  ismcts:         ${fmt(s.starterIsmctsIterationsPerSecond.value)} iterations/s from mid-game main steps${noise(s.starterIsmctsIterationsPerSecond)}`,
  );
  say(
    `  clone:          ${fmt(s.starterCloneMicros.value, 1)} µs per mid-game state${noise(s.starterCloneMicros)}`,
  );
  say(`  state:          ${fmt(s.starterStateBytes.value)} bytes serialized, mid-game (median of 42 games)`);
  say(`  heap:           ${fmt(s.heapBytesPerGame.value)} bytes per live mid-game game`);

  const figures: Record<string, Measured> = {
    gamesPerSecond: v.gamesPerSecond,
    answersPerSecond: v.answersPerSecond,
    cloneMicros: v.cloneMicros,
    stateBytes: v.stateBytes,
    ismctsIterationsPerSecond: v.ismctsIterationsPerSecond,
    heuristicDecisionsPerSecond: v.heuristicDecisionsPerSecond,
    ...(dbs?.builtIn ? { dbscgGamesPerSecond: dbs.builtIn.gamesPerSecond } : {}),
    ...(dbs ? { dbscgTestGamesPerSecond: dbs.test.gamesPerSecond } : {}),
    ...(vg ? { vanguardGamesPerSecond: vg.gamesPerSecond } : {}),
    ...s,
  };
  const json: Record<string, number | Record<string, number>> = {};
  for (const [k, m] of Object.entries(figures)) json[k] = Number(m.value.toPrecision(6));
  if (jsonOnly) {
    const spreads: Record<string, number> = {};
    for (const [k, m] of Object.entries(figures)) spreads[k] = Number(m.spread.toFixed(3));
    json.spread = spreads;
  }
  console.log(JSON.stringify(json));
}
