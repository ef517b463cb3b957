import { stubModule } from '../stub';
export const sf1 = stubModule('sf1');
