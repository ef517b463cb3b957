// TEMPORARY scaffolding while the system folders are written; removed once every system is complete.
import type { SystemDefinition, SystemId, SystemModule } from './types';

export function stubModule(id: SystemId): SystemModule {
  const text: SystemDefinition['initiative']['tieBreakText'] = { fr: 'à venir', en: 'coming' };
  const definition: SystemDefinition = {
    id,
    name: { fr: id, en: id },
    sourceText: '',
    initiative: {
      mode: 'individual',
      tieBreak: [],
      tieBreakText: text,
      surprise: text,
      flatFootedUntilFirstAction: false,
      delay: text,
      ready: text,
      newCountHolds: true,
      source: '',
    },
    actions: { types: [], perTurn: text, source: '' },
    health: { thresholds: [], notes: [], source: '' },
    conditions: [],
    maneuvers: [],
    tables: [],
    summaries: [],
  };
  return { definition, sortInitiative: (e) => [...e], healthState: () => 'ok' };
}
