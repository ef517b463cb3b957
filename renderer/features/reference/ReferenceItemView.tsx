import {
  ActionIcon,
  Badge,
  Button,
  Group,
  List,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  formatModifier,
  type ConditionDef,
  type Modifier,
  type QuickTable,
  type RuleSummary,
} from '../../../shared/rules';
import type { Language } from '../../i18n';
import { Highlighted } from './Highlighted';
import { CONDITION_FLAG_NAMES, MODIFIER_TARGET_NAMES, systemShortName } from './labels';
import { cellText } from './text';
import { findCondition, findSummary, findTable, type ReferenceTarget } from './target';
import { languageOf } from '../../i18n/language';

/** Props of the view of one reference item. */
export interface ReferenceItemViewProps {
  /** What to show. */
  target: ReferenceTarget;
  /** Whether it is pinned on top. */
  pinned: boolean;
  /** Pins or unpins it. */
  onTogglePin(): void;
  /** Folded words to highlight. Default: none. */
  terms?: readonly string[];
  /** Whether this table is on the player display. Default false. */
  onDisplay?: boolean;
  /** Puts this table on the player display, or takes it off. Absent: no button. */
  onToggleDisplay?: () => void;
}

function Source({ source, openRules }: { source: string; openRules: boolean }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {t('reference.source')} : {source}
      {openRules && (
        <Badge ml="xs" size="xs" variant="light" color="gray">
          {t('reference.openRules')}
        </Badge>
      )}
    </Text>
  );
}

function TableBody({
  table,
  row,
  terms,
  lang,
}: {
  table: QuickTable;
  row?: number;
  terms: readonly string[];
  lang: Language;
}) {
  return (
    <ScrollArea.Autosize mah="65vh">
      <Table striped highlightOnHover withTableBorder stickyHeader aria-label={table.title[lang]}>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((c, i) => (
              <Table.Th key={i}>{c[lang]}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((cells, i) => (
            <Table.Tr key={i} bg={i === row ? 'var(--mantine-primary-color-light)' : undefined} data-row={i}>
              {cells.map((c, j) => (
                <Table.Td key={j}>
                  <Highlighted text={cellText(c, lang)} terms={terms} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

function modifierText(m: Modifier, lang: Language): string {
  const note = m.note ? ` — ${m.note[lang]}` : '';
  return `${MODIFIER_TARGET_NAMES[m.target][lang]} ${formatModifier(m, lang)}${note}`;
}

function ConditionBody({ condition, lang }: { condition: ConditionDef; lang: Language }) {
  const effects = [
    ...condition.modifiers.map((m) => modifierText(m, lang)),
    ...condition.flags.map((f) => CONDITION_FLAG_NAMES[f][lang]),
  ];
  return (
    <Stack gap="xs">
      <Text>{condition.summary[lang]}</Text>
      {effects.length > 0 && (
        <List size="sm">
          {effects.map((e) => (
            <List.Item key={e}>{e}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function content(target: ReferenceTarget) {
  if (target.kind === 'table') {
    const table = findTable(target.system, target.id);
    return table && { title: table.title, source: table.source, origin: table.origin, table };
  }
  if (target.kind === 'condition') {
    const condition = findCondition(target.system, target.id);
    return (
      condition && { title: condition.name, source: condition.source, origin: condition.origin, condition }
    );
  }
  const summary: RuleSummary | undefined = findSummary(target.system, target.id);
  return summary && { title: summary.title, source: summary.source, origin: undefined, summary };
}

/** One table, condition or rule summary, readable at a glance, with its notes and its source. */
export function ReferenceItemView({
  target,
  pinned,
  onTogglePin,
  terms = [],
  onDisplay = false,
  onToggleDisplay,
}: ReferenceItemViewProps) {
  const { t, i18n } = useTranslation();
  const lang: Language = languageOf(i18n.language);
  const item = content(target);
  if (!item) return <Text c="red">{t('reference.notFound')}</Text>;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Title order={3}>{item.title[lang]}</Title>
          <Badge variant="outline">{systemShortName(target.system)}</Badge>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {target.kind === 'table' && onToggleDisplay && (
            <Button
              size="xs"
              variant={onDisplay ? 'filled' : 'default'}
              aria-pressed={onDisplay}
              onClick={onToggleDisplay}
            >
              {onDisplay ? t('reference.hideFromPlayers') : t('reference.showToPlayers')}
            </Button>
          )}
          <Tooltip label={pinned ? t('reference.unpin') : t('reference.pin')}>
            <ActionIcon
              variant={pinned ? 'filled' : 'default'}
              aria-label={pinned ? t('reference.unpin') : t('reference.pin')}
              aria-pressed={pinned}
              onClick={onTogglePin}
            >
              ★
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {'table' in item && item.table && (
        <>
          <TableBody
            table={item.table}
            row={target.kind === 'table' ? target.row : undefined}
            terms={terms}
            lang={lang}
          />
          {(item.table.notes ?? []).map((n, i) => (
            <Text key={i} size="sm">
              {n[lang]}
            </Text>
          ))}
        </>
      )}
      {'condition' in item && item.condition && <ConditionBody condition={item.condition} lang={lang} />}
      {'summary' in item && item.summary && (
        <Text style={{ whiteSpace: 'pre-line' }}>{item.summary.text[lang]}</Text>
      )}
      <Source source={item.source} openRules={item.origin === 'open-rules'} />
    </Stack>
  );
}
