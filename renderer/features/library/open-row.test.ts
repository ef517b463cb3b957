/**
 * The open PF1 bestiary's rows in the GM's language (open-row.ts): in French the open French text's
 * words (the English name beside), in English the PRD's own — name, attacks, tags, saves, speed, note,
 * damage defences — with the French name and tags as hidden search words; each language's row of its
 * own id, sorted by its name in that language.
 */
import { describe, expect, it } from 'vitest';
import { loadOpenBestiary } from '../../../shared/bestiary/open';
import { foldText, LibraryIndex } from '../../../shared/library';
import { parseDamageDefences } from '../../../shared/rules';
import type { LibraryRow } from '../../db';
import { combatantOfRow } from './fight-additions';
import { openRow, openRowId, openRowsOf } from './open-row';

const creatures = (await loadOpenBestiary('pf1'))?.creatures ?? [];
const fr = openRowsOf('pf1', creatures, 'fr');
const en = openRowsOf('pf1', creatures, 'en');
const enById = new Map(en.map((r) => [r.id, r]));
const bySlug = (slug: string) => {
  const c = creatures.find((x) => x.slug === slug);
  if (!c) throw new Error(slug);
  return { fr: openRow('pf1', c, 'fr'), en: openRow('pf1', c, 'en') };
};

/** What a GM sees of a row in the list, the entry form and the fight (ids and source aside). */
function shown(r: LibraryRow): string[] {
  const c = combatantOfRow(r);
  return [
    r.name,
    c.name,
    c.notes ?? '',
    c.damageDefences ?? '',
    c.saves ?? '',
    r.stats?.speed ?? '',
    ...(r.stats?.tags ?? []),
    ...(r.stats?.attacks ?? []).map((a) => a.name),
  ];
}

describe('an open creature in each language', () => {
  it.each([
    {
      slug: 'ogre',
      language: 'fr',
      name: 'Ogre',
      attack: 'Massue',
      tags: ['humanoïde', 'géant'],
      saves: 'Vig +6, Réf +0, Vol +3',
      speed: '9 m (12 m de base)',
      note: 'allonge 3 m',
    },
    {
      slug: 'ogre',
      language: 'en',
      name: 'Ogre',
      attack: 'Greatclub',
      tags: ['humanoid', 'giant'],
      saves: 'Fort +6, Ref +0, Will +3',
      speed: '9 m (12 m base)',
      note: 'reach 3 m',
    },
    {
      slug: 'giant-bee',
      language: 'fr',
      name: 'Abeille géante',
      attack: 'Dard (poison)',
      tags: ['vermine'],
      saves: 'Vig +4, Réf +3, Vol +2',
      speed: '6 m, vol 18 m (bonne)',
      note: '',
    },
    {
      slug: 'giant-bee',
      language: 'en',
      name: 'Giant Bee',
      attack: 'Sting (poison)',
      tags: ['vermin'],
      saves: 'Fort +4, Ref +3, Will +2',
      speed: '6 m, fly 18 m (good)',
      note: '',
    },
    {
      slug: 'troll',
      language: 'fr',
      name: 'Troll',
      attack: 'Morsure',
      tags: ['humanoïde', 'géant'],
      saves: 'Vig +11, Réf +4, Vol +3',
      speed: '9 m',
      note: 'allonge 3 m ; régénération 5 (acide ou feu)',
    },
    {
      slug: 'troll',
      language: 'en',
      name: 'Troll',
      attack: 'Bite',
      tags: ['humanoid', 'giant'],
      saves: 'Fort +11, Ref +4, Will +3',
      speed: '9 m',
      note: 'reach 3 m; regeneration 5 (acid or fire)',
    },
  ] as const)(
    '$slug in $language: $name, $attack…',
    ({ slug, language, name, attack, tags, saves, speed, note }) => {
      const r = bySlug(slug)[language];
      expect(r.id).toBe(openRowId('pf1', slug, language));
      expect(r.name).toBe(name);
      expect(combatantOfRow(r).name).toBe(name);
      expect(r.stats?.attacks?.[0]?.name).toBe(attack);
      expect(r.stats?.tags?.slice(0, tags.length)).toEqual(tags);
      expect(r.stats?.saves).toBe(saves);
      expect(r.stats?.speed).toBe(speed);
      expect(r.combatant.notes).toBe(note);
      // The figures are the same in both languages.
      expect(r.combatant.hpMax).toBe(bySlug(slug).fr.combatant.hpMax);
      expect(r.stats?.attacks?.map((a) => [a.bonus, a.damage])).toEqual(
        bySlug(slug).fr.stats?.attacks?.map((a) => [a.bonus, a.damage]),
      );
    },
  );

  it('the ids differ by language (a fight keeps the row it was made from); the English name is kept in both', () => {
    const bee = bySlug('giant-bee');
    expect([bee.fr.id, bee.en.id]).toEqual(['open:pf1:giant-bee', 'open:pf1:giant-bee:en']);
    expect(bee.fr.stats?.nameEn).toBe('Giant Bee');
    expect(bee.en.stats?.nameEn).toBe('Giant Bee');
  });

  it('the French source page is named in French only', () => {
    const ogre = bySlug('ogre');
    expect(ogre.fr.stats?.source).toBe(
      'PRD › Bestiary › Ogre (bestiary/ogre.html#ogre) ; Bestiaire (VF) p. 230',
    );
    expect(ogre.en.stats?.source).toBe('PRD › Bestiary › Ogre (bestiary/ogre.html#ogre)');
  });

  it('a free manoeuvre stays on its attack, named in the row’s language', () => {
    const wolf = bySlug('wolf');
    expect(wolf.fr.stats?.attacks?.[0]).toMatchObject({
      name: 'Morsure (croc-en-jambe)',
      freeManeuver: 'trip',
    });
    expect(wolf.en.stats?.attacks?.[0]).toMatchObject({ name: 'Bite (trip)', freeManeuver: 'trip' });
  });

  it('damage defences in English read as the French ones do', () => {
    const dragon = bySlug('adult-red-dragon');
    expect(dragon.fr.combatant.damageDefences).toBe('RD 5/magie ; immunité feu ; vulnérabilité froid');
    expect(dragon.en.combatant.damageDefences).toBe('DR 5/magic; immunity fire; vulnerability cold');
    for (const r of fr) {
      const [a, b] = [r.combatant.damageDefences, enById.get(`${r.id}:en`)?.combatant.damageDefences];
      if (!a) continue;
      expect(b, r.name).toMatch(/^(DR|immunity|vulnerability|acid|cold|electricity|fire|sonic)\b/);
      expect(parseDamageDefences(b ?? ''), r.name).toEqual(parseDamageDefences(a));
    }
  });
});

describe('the whole bestiary in English', () => {
  it('shows no French word a GM would see (no accented letter, none of the French words the data uses)', () => {
    const french =
      /[éèêàùçœâîôû]|\b(allonge|régénération|vol|nage|escalade|creusement|Vig|Réf|Vol|RD|immunité)\b/;
    const found = en.flatMap((r) =>
      shown(r)
        .filter((t) => french.test(t))
        .map((t) => `${r.id}: ${t}`),
    );
    expect(found).toEqual([]);
  });

  it('has every creature once, as the French rows', () => {
    expect(en.map((r) => r.id).sort()).toEqual(fr.map((r) => `${r.id}:en`).sort());
  });

  it('is sorted by English name, as the French rows by French name', () => {
    const key = (r: LibraryRow) =>
      foldText(r.name)
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    expect(en.map(key)).toEqual(en.map(key).sort());
    expect(fr.map(key)).toEqual(fr.map(key).sort());
    expect(en.slice(0, 3).map((r) => r.name)).toEqual(['Aasimar', 'Aatheriexa', 'Abaia']);
  });

  it.each([
    ['gobelin', 'Goblin'],
    ['goblin', 'Goblin'],
    ['abeille geante', 'Giant Bee'],
    ['dragon rouge adulte', 'Adult Red Dragon'],
    ['adult red dragon', 'Adult Red Dragon'],
    ['élémentaire de la terre de taille g', 'Large Earth Elemental'],
    ['mort-vivant', 'Ghoul'],
    ['undead', 'Ghoul'],
  ])('in English « %s » finds %s', (query, name) => {
    const index = new LibraryIndex(en);
    expect(index.filter({ query }).map((r) => r.name)).toContain(name);
  });

  it.each([
    ['giant bee', 'Abeille géante'],
    ['abeille geante', 'Abeille géante'],
    ['undead', 'Goule'],
  ])('in French « %s » finds %s', (query, name) => {
    const index = new LibraryIndex(fr);
    expect(index.filter({ query }).map((r) => r.name)).toContain(name);
  });
});
