export * from './types.ts';
export * from './rng.ts';
export * from './clone.ts';
export * from './decision.ts';
export * from './engine.ts';
export * from './game.ts';
export * from './checkpoint.ts';
export * from './hidden.ts';
