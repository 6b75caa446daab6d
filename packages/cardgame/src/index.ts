export * from './catalog.ts';
export * from './effects.ts';
export * from './zones.ts';
