import { stubModule } from '../stub';
export const co = stubModule('co');
