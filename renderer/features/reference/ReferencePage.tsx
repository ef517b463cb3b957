import { ComingSoon } from '../../components/ComingSoon';

/** The reference area of the GM window. */
export function ReferencePage() {
  return <ComingSoon titleKey="nav.reference" textKey="coming.reference" />;
}
