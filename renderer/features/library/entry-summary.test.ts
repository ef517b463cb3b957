/**
 * Stat blocks show the manoeuvre figures the wizard computes (issue 26): the 3.5 grapple modifier
 * (DRS › Lutte: BBA + For + special size) and the PF1 CMB (Aide de jeu PF1 › BMO), equal to the
 * figures printed in the starter bestiary's sources (SRD 3.5 / PRD Bestiary).
 */
import { describe, expect, it } from 'vitest';
import { STARTER_BESTIARY } from '../../../shared/bestiary';
import { maneuverSummary } from './entry-summary';
import { starterRow } from './starter';

const signed = (n: number) => (n >= 0 ? `+${n}` : String(n));

describe('manoeuvre figures in a Library entry', () => {
  it.each(
    STARTER_BESTIARY.dnd35
      .filter((c) => c.grapple !== undefined && c.bab !== undefined)
      .map((c) => [c.en, c]),
  )('3.5 %s: « Lutte » as printed', (_, c) => {
    expect(maneuverSummary(starterRow('dnd35', c, 0), 'fr')).toBe(`Lutte ${signed(c.grapple!)}`);
  });

  it.each(STARTER_BESTIARY.pf1.filter((c) => c.bab !== undefined).map((c) => [c.en, c]))(
    'PF1 %s: « BMO » as printed (the printed DMD is shown with the defences)',
    (_, c) => {
      expect(maneuverSummary(starterRow('pf1', c, 0), 'fr')).toBe(`BMO ${signed(c.cmb!)}`);
    },
  );

  it('the ogre: grapple +12 (3.5), CMB +9 and, without a printed CMD, the computed one (PF1), in English too', () => {
    const ogre35 = STARTER_BESTIARY.dnd35.find((c) => c.slug === 'ogre')!;
    expect(maneuverSummary(starterRow('dnd35', ogre35, 0), 'en')).toBe('Grapple +12');
    const ogre = starterRow(
      'pf1',
      STARTER_BESTIARY.pf1.find((c) => c.slug === 'ogre')!,
      0,
    );
    const { cmd: _cmd, ...defences } = ogre.combatant.defences ?? {};
    const unprinted = { ...ogre, combatant: { ...ogre.combatant, defences } };
    expect(maneuverSummary(unprinted, 'fr')).toBe('BMO +9 · DMD 18');
  });

  it('nothing without a BBA, nor in a system without manoeuvres', () => {
    const goblin = starterRow('osr', STARTER_BESTIARY.osr[0], 0);
    expect(maneuverSummary(goblin, 'fr')).toBe('');
  });
});
