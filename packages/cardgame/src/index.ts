export * from './catalog.ts';
export * from './effects.ts';
export * from './zones.ts';
export * from './properties.ts';
export * from './scenario/index.ts';
export * from './coverage/index.ts';
export * from './descriptor.ts';
export * from './replacement.ts';
