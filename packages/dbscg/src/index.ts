export * from './cards.ts';
export * from './vocab.ts';
export * from './state.ts';
export * from './module.ts';
export * from './view.ts';
export type { DbsEvent } from './events.ts';
export * from './test-cards.ts';
export * from './zones.ts';
