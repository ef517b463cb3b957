export { ReferencePage } from './ReferencePage';
export { ReferenceDrawer } from './ReferenceDrawer';
export { getReferenceIndex, type ReferenceHit } from './search';
export { targetKey, type ReferenceTarget } from './target';
