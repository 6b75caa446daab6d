export * from './paths.ts';
export * from './generate.ts';
export * from './load.ts';
export * from './coverage.ts';
