import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPEN_GAME_LICENSE, OPEN_GAME_LICENSE_TEXT, SECTION_15_NOTICES } from './open-game-license';

describe('the Open Game License shown in À propos', () => {
  it('has its fifteen sections, in order', () => {
    const starts = [
      '1. Definitions',
      '2. The License',
      '3.Offer',
      '4. Grant',
      '5.Representation',
      '6.Notice',
      '7. Use of Product Identity',
      '8. Identification',
      '9. Updating',
      '10 Copy',
      '11. Use of Contributor',
      '12 Inability',
      '13 Termination',
      '14 Reformation',
      '15 COPYRIGHT NOTICE',
    ];
    const at = starts.map((s) => OPEN_GAME_LICENSE.indexOf(`\n${s}`));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it.each([
    'System Reference Document',
    'Pathfinder Roleplaying Game Core Rulebook',
    'Starfinder Core Rulebook',
    'Chroniques Oubliées',
    'Old-School Essentials',
    'OSRIC',
    // The open PF1 bestiary (issue 31): the PRD's Bestiary 1–5 and what their creatures come with.
    'Pathfinder Roleplaying Game Bestiary.',
    'Pathfinder Roleplaying Game Bestiary 5.',
    'Mobat from the Tome of Horrors',
    'Advanced Bestiary.',
    // The open B/X bestiary (issue 31): the OSE SRD's own Section 15.
    'Old-School Essentials System Reference Document © 2019 Gavin Norman.',
    'Labyrinth Lord™ © 2007-2009, Daniel Proctor.',
    'Rot Grub from the Tome of Horrors',
  ])('carries the notice of %s in Section 15', (title) => {
    expect(SECTION_15_NOTICES.some((n) => n.notice.includes(title))).toBe(true);
  });

  it('is the same text as OGL.txt at the repository’s root', () => {
    const file = readFileSync(join(import.meta.dirname, '../../OGL.txt'), 'utf8');
    expect(file.trimEnd()).toBe(OPEN_GAME_LICENSE_TEXT);
  });
});
