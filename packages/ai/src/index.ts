export * from './types.ts';
export * from './answers.ts';
export * from './value.ts';
export * from './random.ts';
export * from './heuristic.ts';
export * from './ismcts.ts';
export * from './play.ts';
export * from './evaluators.ts';
