import { ComingSoon } from '../../components/ComingSoon';

/** The combat area of the GM window. */
export function CombatPage() {
  return <ComingSoon titleKey="nav.combat" textKey="coming.combat" />;
}
