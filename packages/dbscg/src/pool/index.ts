export * from './defs.ts';
export * from './facts.ts';
export * from './generate.ts';
export * from './load.ts';
export * from './paths.ts';
export * from './coverage.ts';
