export * from './report.ts';
export * from './rulebook.ts';
export * from './sources.ts';
export * from './game.ts';
export * from './cards.ts';
