import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavingStore } from '../../fight';
import classes from './SavingIndicator.module.css';

/** Props of the saving indicator. */
export interface SavingIndicatorProps {
  /** The tracker session's writes under way. */
  store: SavingStore;
}

/**
 * A small "saving" mark beside the round: it appears in the very frame after the GM's key or click
 * (the entry was taken) and goes when IndexedDB has committed the change and the screen shows it.
 * Its slot keeps its size, so nothing around it moves; it does not animate (no frame is spent on it).
 */
export function SavingIndicator({ store }: SavingIndicatorProps) {
  const { t } = useTranslation();
  const pending = useSyncExternalStore(store.subscribe, store.pending) > 0;
  return (
    <span className={classes.slot} data-pending={pending || undefined} data-testid="saving">
      {pending && (
        <span
          className={classes.mark}
          role="img"
          aria-label={t('orderList.saving')}
          title={t('orderList.saving')}
        >
          ●
        </span>
      )}
    </span>
  );
}
