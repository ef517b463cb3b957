/** Observable module state for every room of the renderer (see value-store.ts). */
export { createValueStore, lazyValue, useValue, type ValueStore } from './value-store';
export { afterNextPaint, afterNextPaintTask, whenIdle } from './frames';
