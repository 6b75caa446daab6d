export * from './demo.ts';
export * from './errors.ts';
export * from './narrate.ts';
export * from './program.ts';
export * from './replay.ts';
export * from './scenario.ts';
