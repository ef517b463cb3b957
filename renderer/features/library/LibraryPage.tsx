import { ComingSoon } from '../../components/ComingSoon';

/** The library area of the GM window. */
export function LibraryPage() {
  return <ComingSoon titleKey="nav.library" textKey="coming.library" />;
}
