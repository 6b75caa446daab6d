export * from './answers.ts';
export * from './events.ts';
export * from './script.ts';
export * from './files.ts';
export * from './test-cards.ts';
export * from './defaults.ts';
export * from './expect.ts';
export * from './copies.ts';
