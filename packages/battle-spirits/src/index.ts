export * from './cards.ts';
export * from './state.ts';
export * from './events.ts';
export * from './module.ts';
export * from './start.ts';
export * from './view.ts';
export * from './decks.ts';
