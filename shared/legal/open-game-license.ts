/**
 * The Open Game License 1.0a, word for word (a public licence text: never edit sections 1–14), and
 * the Section 15 notices of every source whose open rules Paravent's data draws on. Shown in
 * Aide › À propos (renderer/components/AboutDialog.tsx) and written to OGL.txt at the repository's
 * root (a test keeps both the same).
 */
import { OSE_SECTION_15 } from './ose-section-15';
import { PRD_SECTION_15 } from './prd-section-15';

/** Sections 1 to 14 and the head of Section 15, exactly as published. */
export const OPEN_GAME_LICENSE =
  'OPEN GAME LICENSE Version 1.0a\n\nThe following text is the property of Wizards of the Coast, Inc. and is Copyright 2000 Wizards of the Coast, Inc ("Wizards"). All Rights Reserved.\n\n1. Definitions: (a)"Contributors" means the copyright and/or trademark owners who have contributed Open Game Content; (b)"Derivative Material" means copyrighted material including derivative works and translations (including into other computer languages), potation, modification, correction, addition, extension, upgrade, improvement, compilation, abridgment or other form in which an existing work may be recast, transformed or adapted; (c) "Distribute" means to reproduce, license, rent, lease, sell, broadcast, publicly display, transmit or otherwise distribute; (d)"Open Game Content" means the game mechanic and includes the methods, procedures, processes and routines to the extent such content does not embody the Product Identity and is an enhancement over the prior art and any additional content clearly identified as Open Game Content by the Contributor, and means any work covered by this License, including translations and derivative works under copyright law, but specifically excludes Product Identity. (e) "Product Identity" means product and product line names, logos and identifying marks including trade dress; artifacts; creatures characters; stories, storylines, plots, thematic elements, dialogue, incidents, language, artwork, symbols, designs, depictions, likenesses, formats, poses, concepts, themes and graphic, photographic and other visual or audio representations; names and descriptions of characters, spells, enchantments, personalities, teams, personas, likenesses and special abilities; places, locations, environments, creatures, equipment, magical or supernatural abilities or effects, logos, symbols, or graphic designs; and any other trademark or registered trademark clearly identified as Product identity by the owner of the Product Identity, and which specifically excludes the Open Game Content; (f) "Trademark" means the logos, names, mark, sign, motto, designs that are used by a Contributor to identify itself or its products or the associated products contributed to the Open Game License by the Contributor (g) "Use", "Used" or "Using" means to use, Distribute, copy, edit, format, modify, translate and otherwise create Derivative Material of Open Game Content. (h) "You" or "Your" means the licensee in terms of this agreement.\n\n2. The License: This License applies to any Open Game Content that contains a notice indicating that the Open Game Content may only be Used under and in terms of this License. You must affix such a notice to any Open Game Content that you Use. No terms may be added to or subtracted from this License except as described by the License itself. No other terms or conditions may be applied to any Open Game Content distributed using this License.\n\n3.Offer and Acceptance: By Using the Open Game Content You indicate Your acceptance of the terms of this License.\n\n4. Grant and Consideration: In consideration for agreeing to use this License, the Contributors grant You a perpetual, worldwide, royalty-free, non-exclusive license with the exact terms of this License to Use, the Open Game Content.\n\n5.Representation of Authority to Contribute: If You are contributing original material as Open Game Content, You represent that Your Contributions are Your original creation and/or You have sufficient rights to grant the rights conveyed by this License.\n\n6.Notice of License Copyright: You must update the COPYRIGHT NOTICE portion of this License to include the exact text of the COPYRIGHT NOTICE of any Open Game Content You are copying, modifying or distributing, and You must add the title, the copyright date, and the copyright holder\'s name to the COPYRIGHT NOTICE of any original Open Game Content you Distribute.\n\n7. Use of Product Identity: You agree not to Use any Product Identity, including as an indication as to compatibility, except as expressly licensed in another, independent Agreement with the owner of each element of that Product Identity. You agree not to indicate compatibility or co-adaptability with any Trademark or Registered Trademark in conjunction with a work containing Open Game Content except as expressly licensed in another, independent Agreement with the owner of such Trademark or Registered Trademark. The use of any Product Identity in Open Game Content does not constitute a challenge to the ownership of that Product Identity. The owner of any Product Identity used in Open Game Content shall retain all rights, title and interest in and to that Product Identity.\n\n8. Identification: If you distribute Open Game Content You must clearly indicate which portions of the work that you are distributing are Open Game Content.\n\n9. Updating the License: Wizards or its designated Agents may publish updated versions of this License. You may use any authorized version of this License to copy, modify and distribute any Open Game Content originally distributed under any version of this License.\n\n10 Copy of this License: You MUST include a copy of this License with every copy of the Open Game Content You Distribute.\n\n11. Use of Contributor Credits: You may not market or advertise the Open Game Content using the name of any Contributor unless You have written permission from the Contributor to do so.\n\n12 Inability to Comply: If it is impossible for You to comply with any of the terms of this License with respect to some or all of the Open Game Content due to statute, judicial order, or governmental regulation then You may not Use any Open Game Material so affected.\n\n13 Termination: This License will terminate automatically if You fail to comply with all terms herein and fail to cure such breach within 30 days of becoming aware of the breach. All sublicenses shall survive the termination of this License.\n\n14 Reformation: If any provision of this License is held to be unenforceable, such provision shall be reformed only to the extent necessary to make it enforceable.\n\n15 COPYRIGHT NOTICE\nOpen Game License v 1.0a Copyright 2000, Wizards of the Coast, Inc.';

/**
 * How a notice was checked (issue 18): `published` — the same words as the source's own Section 15
 * or a reproduction of it found; `not-found` — no published text could be found to check it against
 * (`note` says what was looked for); it stays as the best reading until the source's text is at hand.
 */
export type NoticeCheck = { status: 'published'; note: string } | { status: 'not-found'; note: string };

/**
 * Section 15, one notice per source (SRD 3.5, PRD and its own Section 15 for the open bestiary, the
 * French PF1 reference, Starfinder SRD, Chroniques Oubliées, B/X).
 */
export const SECTION_15_NOTICES: readonly { source: string; notice: string; checked?: NoticeCheck }[] = [
  {
    source: 'SRD 3.5',
    notice:
      'System Reference Document Copyright 2000-2003, Wizards of the Coast, Inc.; Authors Jonathan Tweet, Monte Cook, Skip Williams, Rich Baker, Andy Collins, David Noonan, Rich Redman, Bruce R. Cordell, John D. Rateliff, Thomas Reid, James Wyatt, based on original material by E. Gary Gygax and Dave Arneson.',
    checked: {
      status: 'published',
      note: 'The SRD 3.5’s own Legal file (legal-information.html, Section 15 but the licence’s own line), word for word; the open 3.5 bestiary is built from its monster files (issue 31), and leaves out the Product Identity that file names.',
    },
  },
  {
    source: 'PRD (Pathfinder 1)',
    notice:
      'Pathfinder Roleplaying Game Core Rulebook. Copyright 2009, Paizo Publishing, LLC; Author: Jason Bulmahn, based on material by Jonathan Tweet, Monte Cook, and Skip Williams.',
  },
  {
    source: 'PRD (Pathfinder 1), its own Section 15: Bestiary 1–5 and the notices its creatures come with',
    notice: PRD_SECTION_15.join('\n'),
    checked: {
      status: 'published',
      note: 'The PRD’s openGameLicense.html, word for word (prd-section-15.ts); the open PF1 bestiary is built from its Bestiary 1–5 pages (issue 31).',
    },
  },
  {
    source: 'pathfinder-fr.org (Pathfinder 1 in French)',
    notice: [
      'System Reference Document. Copyright 2000. Wizards of the Coast, Inc; Authors Jonathan Tweet, Monte Cook, Skip Williams, based on material by E. Gary Gygax and Dave Arneson.',
      'Pathfinder Roleplaying Game Core Rulebook. Copyright 2009. Paizo Publishing; Authors Jason Bulmahn, Monte Cook, James Jacobs, Sean K Reynolds, F. Wesley Schneider, Tim Connors, Elizabeth Courts, Adam Daigle, David A. Eitelbach, Greg Oppedisano, Hank Woon.',
    ].join('\n'),
    checked: {
      status: 'published',
      note: 'The wiki’s own page « OGL » (pathfinder-fr/pf1-screwturnwiki, OGL.txt), word for word but its licence line; the open PF1 bestiary takes its French names and words from the wiki’s stat blocks. The French Bestiaires’ own Section 15 (Black Book Éditions) could not be found to add.',
    },
  },
  {
    source: 'Starfinder SRD',
    notice:
      'Starfinder Core Rulebook © 2017, Paizo Inc.; Authors: Logan Bonner, Jason Bulmahn, Amanda Hamon Kunz, Jason Keeley, Robert G. McCreary, Stephen Radney-MacFarland, Mark Seifter, Owen K.C. Stephens, and James L. Sutter, with Alexander Augunas, Judy Bauer, John Compton, Adam Daigle, Crystal Frasier, Lissa Guillet, Thurston Hillman, Erik Mona, Mark Moreland, Jessica Price, F. Wesley Schneider, Amber E. Scott, and Josh Vogt.',
  },
  {
    source: 'Chroniques Oubliées',
    notice:
      'Chroniques Oubliées Fantasy, Copyright Black Book Éditions; Auteur : Laurent Bernasconi, et al. (règles ouvertes de Chroniques Oubliées, sous Open Game License v1.0a).',
    checked: {
      status: 'not-found',
      note: 'No Section 15 of Black Book Éditions’ open rules could be found (searched: the OGL notice of Chroniques Oubliées Fantasy, BBE’s open-content terms). A fan site’s legal page credits « Laurent « Kegron » Bernasconi » for the Casus Belli texts and « CHRONIQUES OUBLIEES™ FANTASY, Black Book Editions/Casus Belli »; the exact words of BBE’s notice are still to be copied from the book.',
    },
  },
  {
    source: 'B/X (Old-School Essentials SRD), its own Section 15',
    notice: OSE_SECTION_15.join('\n'),
    checked: {
      status: 'published',
      note: 'The Section 15 of the OSE SRD’s licence as its open copy carries it (open-campaign-logger/compendium-generator, OSE-OGL.md: ose-section-15.ts), word for word; the open B/X bestiary is built from the same copy’s monsters (issue 31). The French OSE SRD’s licence page (jkowalsk/OSE-fr, SRD-md/src/Open_Game_License.md, whose French monster names the bestiary carries) has the same 23 notices word for word; the SRD site’s own page could not be reached.',
    },
  },
  {
    source: 'B/X (OSRIC)',
    notice:
      'OSRIC copyright 2006-08 by Stuart Marshall, adapting material prepared by Matthew J. Finch, based upon the System Reference Document, and inspired by the works of E. Gary Gygax, Dave Arneson, and many others.',
    checked: {
      status: 'published',
      note: 'The same words as OSRIC’s Section 15, as reproduced by a published OSRIC tool; OSRIC’s notice goes on with one line per chapter (below).',
    },
  },
  {
    source: 'B/X (OSRIC, chapters)',
    notice:
      'OSRIC Chapter I copyright 2006-08 by Stuart Marshall. OSRIC Chapter II copyright 2006-08 by Stuart Marshall. OSRIC Chapter III copyright 2006-08 by Stuart Marshall, Trent Foster, James Boney and Vincent Frugé. OSRIC Chapter IV copyright 2006-08 by Stuart Marshall, Trent Foster, James Boney and Vincent Frugé. OSRIC Chapter V copyright 2007-08 by Stuart Marshall, Chris Hopkins, James Boney, Robert Ross, Jeremy Goehring, Mike Davison, Daniel Proctor, B. Scot Hoover, Chris Cain, Bill Silvey, Floyd Canaday, Vincent Frugé and Matthew James Stanham. OSRIC Chapter VI copyright 2007-08 by Stuart Marshall, Daniel Proctor and Vincent Frugé. OSRIC appendices copyright 2006-08 by Stuart Marshall and James D. Kramer.',
    checked: {
      status: 'published',
      note: 'OSRIC’s Section 15, chapter by chapter, as reproduced by a published OSRIC tool.',
    },
  },
  {
    source: 'Paravent',
    notice: "Paravent, l'écran du MJ, Copyright 2026, Paravent contributors.",
  },
];

/** The full text: the licence, then each source's notice, one per line. */
export const OPEN_GAME_LICENSE_TEXT = [OPEN_GAME_LICENSE, ...SECTION_15_NOTICES.map((n) => n.notice)].join(
  '\n',
);
