import { useEffect, useState, useSyncExternalStore } from 'react';
import { Grid } from '@mantine/core';
import { useSettings, writeSetting } from '../../db';
import { DicePanel } from '../dice';
import { getFightStore } from '../../fight';
import { hashDetail } from '../../commands/use-area';
import { ReferenceBrowser } from './ReferenceBrowser';
import { parseTargetKey, targetKey, type ReferenceTarget } from './target';

function targetFromHash(): ReferenceTarget | undefined {
  const detail = hashDetail();
  const [key, row] = detail.split('@');
  const target = key ? parseTargetKey(key) : undefined;
  return target?.kind === 'table' && row ? { ...target, row: Number(row) } : target;
}

/** The Référence screen: search, the tables of every system, conditions, rule summaries, and the dice. */
export function ReferencePage() {
  const settings = useSettings();
  const store = getFightStore();
  const fight = useSyncExternalStore(store.subscribe, store.getSnapshot).encounter;
  const [selected, setSelected] = useState<ReferenceTarget | undefined>(targetFromHash);
  useEffect(() => {
    const onHash = () => setSelected(targetFromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  if (!settings) return null;
  const referenceSystem = selected?.system ?? settings.referenceSystem;
  const select = (target: ReferenceTarget) => {
    setSelected(target);
    const row = target.kind === 'table' && target.row !== undefined ? `@${target.row}` : '';
    history.replaceState(null, '', `#/reference/${encodeURIComponent(targetKey(target) + row)}`);
  };
  return (
    <Grid>
      <Grid.Col span={{ base: 12, lg: 9 }}>
        <ReferenceBrowser
          system={referenceSystem}
          onSystemChange={(s) => {
            setSelected(undefined);
            void writeSetting('referenceSystem', s);
          }}
          selected={selected}
          onSelect={select}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 3 }}>
        <DicePanel system={fight?.phase === 'running' ? fight.system : referenceSystem} />
      </Grid.Col>
    </Grid>
  );
}
