import { useState } from 'react';
import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSettings, writeSetting } from '../../db';
import { ReferenceBrowser } from './ReferenceBrowser';
import type { ReferenceTarget } from './target';

/** Props of the reference side panel. */
export interface ReferenceDrawerProps {
  /** Whether the panel shows. */
  opened: boolean;
  /** Called to close it. */
  onClose(): void;
}

/** The quick reference as a side panel, usable over any screen during a fight. */
export function ReferenceDrawer({ opened, onClose }: ReferenceDrawerProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [selected, setSelected] = useState<ReferenceTarget>();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={t('reference.panelTitle')}>
      {settings && (
        <ReferenceBrowser
          compact
          system={selected?.system ?? settings.referenceSystem}
          onSystemChange={(s) => {
            setSelected(undefined);
            void writeSetting('referenceSystem', s);
          }}
          selected={selected}
          onSelect={setSelected}
        />
      )}
    </Drawer>
  );
}
