/**
 * The Section 15 of the Old-School Essentials SRD, word for word, as its open copy carries it
 * (open-campaign-logger/compendium-generator, src/CampaignKit.Compendium.OldSchoolEssentials/
 * SourceDataSets/OSE-OGL.md, commit e797b8da0b456646142214ac9858da513f99f6cc), but its first line
 * (the OGL's own, which the licence text carries): the open B/X bestiary is built from the same
 * copy's monsters (issue 31). osr.slow.test.ts compares it with the page when the copy is at hand.
 */
export const OSE_SECTION_15: readonly string[] = [
  'System Reference Document © 2000, Wizards of the Coast, Inc.; Authors Jonathan Tweet, Monte Cook, Skip Williams, based on original material by E. Gary Gygax and Dave Arneson.',
  'System Reference Document © 2000-2003, Wizards of the Coast, Inc.; Authors Jonathan Tweet, Monte Cook, Skip Williams, Rich Baker, Andy Collins, David Noonan, Rich Redman, Bruce R. Cordell, John D. Rateliff, Thomas Reid, James Wyatt, based on original material by E. Gary Gygax and Dave Arneson.',
  'Modern System Reference Document © 2002-2004, Wizards of the Coast, Inc.; Authors Bill Slavicsek, Jeff Grubb, Rich Redman, Charles Ryan, Eric Cagle, David Noonan, Stan!, Christopher Perkins, Rodney Thompson, and JD Wiker, based on material by Jonathan Tweet, Monte Cook, Skip Williams, Richard Baker, Peter Adkison, Bruce R. Cordell, John Tynes, Andy Collins, and JD Wiker.',
  'Castles & Crusades: Players Handbook, © 2004, Troll Lord Games; Authors Davis Chenault and Mac Golden.',
  'Cave Cricket from the Tome of Horrors, © 2002, Necromancer Games, Inc.; Authors Scott Greene and Clark Peterson, based on original material by Gary Gygax.',
  'Crab, Monstrous from the Tome of Horrors, © 2002, Necromancer Games, Inc.; Author Scott Greene, based on original material by Gary Gygax.',
  'Fly, Giant from the Tome of Horrors, © 2002, Necromancer Games, Inc.; Author Scott Greene, based on original material by Gary Gygax.',
  'Golem, Wood from the Tome of Horrors, © 2002, Necromancer Games, Inc.; Authors Scott Greene and Patrick Lawinger.',
  'Kamadan from the Tome of Horrors, © 2002, Necromancer Games, Inc.; Author Scott Greene, based on original material by Nick Louth.',
  'Rot Grub from the Tome of Horrors, © 2002, Necromancer Games, Inc.; Authors Scott Greene and Clark Peterson, based on original material by Gary Gygax.',
  'Labyrinth Lord™ © 2007-2009, Daniel Proctor. Author Daniel Proctor.',
  'B/X Essentials: Core Rules © 2017 Gavin Norman. Author Gavin Norman.',
  'B/X Essentials: Classes and Equipment © 2017 Gavin Norman. Author Gavin Norman.',
  'B/X Essentials: Cleric and Magic-User Spells © 2017 Gavin Norman. Author Gavin Norman.',
  'B/X Essentials: Monsters © 2017 Gavin Norman. Author Gavin Norman.',
  'B/X Essentials: Adventures and Treasures © 2018 Gavin Norman. Author Gavin Norman.',
  'Old-School Essentials Core Rules © 2018 Gavin Norman.',
  'Old-School Essentials Classic Fantasy: Genre Rules © 2018 Gavin Norman.',
  'Old-School Essentials Classic Fantasy: Cleric and Magic-User Spells © 2018 Gavin Norman.',
  'Old-School Essentials Classic Fantasy: Monsters © 2018 Gavin Norman.',
  'Old-School Essentials Classic Fantasy: Treasures © 2018 Gavin Norman.',
  'Old-School Essentials Classic Fantasy: Rules Tome © 2019 Gavin Norman.',
  'Old-School Essentials System Reference Document © 2019 Gavin Norman. Author Gavin Norman.',
];
