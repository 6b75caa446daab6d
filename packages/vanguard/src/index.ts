export * from './cards.ts';
export * from './pool/index.ts';
export * from './state.ts';
export * from './module.ts';
export * from './view.ts';
