export * from './ability.ts';
export * from './vocab.ts';
export { cardText, abilityText } from './text.ts';
export { VG_VERBS, type VgDirective } from './verbs/index.ts';
