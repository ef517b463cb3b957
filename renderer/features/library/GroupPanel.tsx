import { phraseRefusal } from '../../log';
import { memo, useEffect, useRef, useState, type RefObject } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  EngineError,
  groupMode,
  parseHpEntry,
  type Combatant,
  type CombatantId,
  type Encounter,
  type GroupInitiative,
} from '../../../shared/combat';
import { getSystem } from '../../../shared/rules';
import type { GestureStep } from '../../fight';
import { setTicked } from '../../combatant';
import {
  groupCardView,
  groupsOf,
  sameGroupCard,
  toggleGroupFold,
  useUnfoldedGroups,
  type GroupCardView,
} from './group-view';
import { languageOf } from '../../i18n/language';

/** Props of the groups panel. */
export interface GroupPanelProps {
  encounter: Encounter;
  run(steps: GestureStep[]): boolean;
}

/** Beyond this many members a card lists them only on demand (2,000 checkboxes took a second). */
const MEMBERS_SHOWN = 12;

type CardProps = {
  g: GroupCardView;
  run: GroupPanelProps['run'];
  unfolded: boolean;
  /** The fight's combatants, for « -6 de Lidda » (a ref: the card does not render again for it). */
  named: RefObject<readonly Combatant[]>;
};

/** A card renders again only when what it shows of its group changed. */
function sameCard(a: CardProps, b: CardProps): boolean {
  return a.run === b.run && a.unfolded === b.unfolded && a.named === b.named && sameGroupCard(a.g, b.g);
}

const GroupCard = memo(function GroupCard({ g, run, unfolded, named }: CardProps) {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState<ReadonlySet<CombatantId>>(new Set());
  const [listed, setListed] = useState(g.members.length <= MEMBERS_SHOWN);
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosen = g.members.filter((m) => selected.has(m.id));
  // The ticks are also where a group save starts (J): kept while the card shows, let go with it.
  useEffect(() => {
    setTicked(g.name, selected);
    return () => setTicked(g.name, new Set());
  }, [g.name, selected]);
  const toggle = (id: CombatantId) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const apply = () => {
    if (chosen.length === 0) {
      setError(t('libraryScreen.groups.noneSelected'));
      return;
    }
    try {
      // One gesture for every selected member: one undo takes it all back.
      if (run(chosen.map((m) => parseHpEntry(m.id, entry, named.current)))) {
        setEntry('');
        setError(null);
      }
    } catch (e) {
      if (e instanceof EngineError) setError(phraseRefusal(e, t, languageOf(i18n.language)));
      else throw e;
    }
  };
  return (
    <Paper withBorder p="xs" aria-label={t('libraryScreen.groups.label', { name: g.name })} role="group">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} truncate>
          {g.name} ×{g.members.length}
        </Text>
        <Group gap={4} wrap="nowrap">
          {(g.shared || g.oneTurn) && (
            <Button size="compact-xs" variant="subtle" onClick={() => toggleGroupFold(g.name)}>
              {unfolded ? t('libraryScreen.groups.fold') : t('libraryScreen.groups.unfold')}
            </Button>
          )}
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => run([{ type: 'group-split', group: g.name }])}
          >
            {t('libraryScreen.groups.split')}
          </Button>
        </Group>
      </Group>
      {(g.shared || g.oneTurn) && (
        // On a line of their own: beside the name and the buttons, at 300 px, they broke in two.
        <Group gap={4}>
          {g.shared && (
            <Badge variant="light">
              {t('libraryScreen.groups.sharedInit', { value: g.sharedInit ?? '–' })}
            </Badge>
          )}
          {g.oneTurn && <Badge variant="light">{t('libraryScreen.groups.oneTurnBadge')}</Badge>}
        </Group>
      )}
      {listed ? (
        <Group gap="xs" mt={4}>
          {g.members.map((m) => (
            <Checkbox
              key={m.id}
              size="xs"
              checked={selected.has(m.id)}
              onChange={() => toggle(m.id)}
              label={`${m.name} ${m.hp}/${m.max}`}
            />
          ))}
        </Group>
      ) : (
        <Button size="compact-xs" variant="subtle" mt={4} onClick={() => setListed(true)}>
          {t('largeFight.listMembers', { count: g.members.length })}
        </Button>
      )}
      <Group gap={4} mt={4} wrap="nowrap">
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => setSelected(new Set(g.members.map((m) => m.id)))}
        >
          {t('libraryScreen.groups.all')}
        </Button>
        <TextInput
          size="xs"
          w={110}
          aria-label={t('libraryScreen.groups.hpEntry', { name: g.name })}
          placeholder="-6"
          value={entry}
          error={error}
          onChange={(e) => {
            setEntry(e.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply();
          }}
        />
        <Text size="xs" c="dimmed">
          {t('libraryScreen.groups.selected', { count: chosen.length })}
        </Text>
      </Group>
    </Paper>
  );
}, sameCard);

/**
 * Les groupes du combat: each group of identical monsters, its shared initiative, fold/unfold in
 * the order, split, and one HP entry (« -6 ») for the members ticked — one gesture, one undo.
 */
export function GroupPanel({ encounter, run }: GroupPanelProps) {
  const { t, i18n } = useTranslation();
  const unfolded = useUnfoldedGroups();
  const named = useRef<readonly Combatant[]>(encounter.combatants);
  useEffect(() => {
    named.current = encounter.combatants;
  }, [encounter.combatants]);
  const groups = groupsOf(encounter);
  if (groups.length === 0) return null;
  const mode = groupMode(encounter);
  // The ways this system offers (rules › initiative.groupTurns), named in its own terms.
  const modes = getSystem(encounter.system).initiative.groupTurns?.modes ?? [];
  const lang = i18n.language.startsWith('en') ? 'en' : 'fr';
  return (
    <Stack gap={6}>
      {modes.length > 1 && (
        <Stack gap={2}>
          <Text size="sm">{t('libraryScreen.groups.initiative')}</Text>
          {/* The side panel is narrow at 1366×768: the ways stack, each named in full. */}
          <SegmentedControl
            size="xs"
            orientation="vertical"
            fullWidth
            value={mode}
            aria-label={t('libraryScreen.groups.initiative')}
            onChange={(v) => {
              const next = modes.find((m) => m.id === v);
              if (next) run([{ type: 'options-changed', options: { groupInitiative: next.id } }]);
            }}
            data={modes.map((m) => ({ value: m.id satisfies GroupInitiative, label: m.name[lang] }))}
          />
        </Stack>
      )}
      {groups.map((g) => (
        <GroupCard
          key={g.name}
          g={groupCardView(g)}
          run={run}
          unfolded={unfolded.has(g.name)}
          named={named}
        />
      ))}
    </Stack>
  );
}
