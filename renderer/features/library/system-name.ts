import { getSystem, type SystemId } from '../../../shared/rules';

/** A system's name in the GM's language (« Donjons & Dragons 3.5 (DRS) » / « Dungeons & Dragons 3.5 (SRD) »). */
export function systemName(system: SystemId, language: string): string {
  const name = getSystem(system).name;
  return language.startsWith('en') ? name.en : name.fr;
}
