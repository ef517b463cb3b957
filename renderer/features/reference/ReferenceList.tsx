import { Badge, NavLink, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getSystem, type SystemId } from '../../../shared/rules';
import type { Language } from '../../i18n';
import type { ReferenceHit } from './search';
import { Highlighted } from './Highlighted';
import { systemShortName } from './labels';
import { parseTargetKey, targetKey, targetTitle, type ReferenceTarget } from './target';
import { languageOf } from '../../i18n/language';

/** Props of the list beside the reference view. */
export interface ReferenceListProps {
  /** The system whose tables are listed when nothing is searched. */
  system: SystemId;
  /** Search results, or `undefined` when nothing is searched. */
  hits: ReferenceHit[] | undefined;
  /** Pinned keys. */
  pins: readonly string[];
  /** Recently opened keys. */
  recent: readonly string[];
  /** The key shown now, marked in the list. */
  selectedKey: string | undefined;
  /** Opens a target. */
  onSelect(target: ReferenceTarget, terms?: readonly string[]): void;
}

function hitTarget(hit: ReferenceHit): ReferenceTarget {
  const { doc } = hit;
  return doc.kind === 'table'
    ? { kind: 'table', system: doc.system, id: doc.targetId, row: doc.row }
    : { kind: doc.kind, system: doc.system, id: doc.targetId };
}

function KeyLinks({
  keys,
  selectedKey,
  onSelect,
  lang,
  badges = true,
}: {
  keys: readonly string[];
  selectedKey?: string;
  onSelect: ReferenceListProps['onSelect'];
  lang: Language;
  badges?: boolean;
}) {
  return keys.flatMap((key) => {
    const target = parseTargetKey(key);
    const title = target && targetTitle(target);
    if (!target || !title) return [];
    return [
      <NavLink
        key={key}
        component="button"
        active={key === selectedKey}
        label={title[lang]}
        rightSection={
          badges ? (
            <Badge size="xs" variant="outline">
              {systemShortName(target.system)}
            </Badge>
          ) : undefined
        }
        onClick={() => onSelect(target)}
      />,
    ];
  });
}

/** Pinned and recent items, then the system's tables, conditions and rule summaries — or the search results. */
export function ReferenceList({ system, hits, pins, recent, selectedKey, onSelect }: ReferenceListProps) {
  const { t, i18n } = useTranslation();
  const lang: Language = languageOf(i18n.language);
  if (hits) {
    if (hits.length === 0) return <Text c="dimmed">{t('reference.noResult')}</Text>;
    return (
      <Stack gap={0} role="list" aria-label={t('reference.results')}>
        {hits.map((hit) => {
          const target = hitTarget(hit);
          return (
            <NavLink
              key={hit.doc.id}
              role="listitem"
              component="button"
              active={targetKey(target) === selectedKey}
              label={<Highlighted text={hit.doc.title[lang]} terms={hit.terms} />}
              description={t(`reference.kind.${hit.doc.kind}`)}
              rightSection={
                <Badge size="xs" variant="outline">
                  {systemShortName(hit.doc.system)}
                </Badge>
              }
              onClick={() => onSelect(target, hit.terms)}
            />
          );
        })}
      </Stack>
    );
  }
  const def = getSystem(system);
  const recentOnly = recent.filter((k) => !pins.includes(k)).slice(0, 6);
  return (
    <Stack gap="xs">
      {pins.length > 0 && (
        <div>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {t('reference.pinned')}
          </Text>
          <KeyLinks keys={pins} selectedKey={selectedKey} onSelect={onSelect} lang={lang} />
        </div>
      )}
      {recentOnly.length > 0 && (
        <div>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {t('reference.recent')}
          </Text>
          <KeyLinks keys={recentOnly} selectedKey={selectedKey} onSelect={onSelect} lang={lang} />
        </div>
      )}
      <Tabs defaultValue="tables" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="tables">
            {t('reference.tables')} ({def.tables.length})
          </Tabs.Tab>
          <Tabs.Tab value="conditions">
            {t('reference.conditions')} ({def.conditions.length})
          </Tabs.Tab>
          <Tabs.Tab value="summaries">
            {t('reference.summaries')} ({def.summaries.length})
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tables">
          <KeyLinks
            keys={def.tables.map((x) => `table:${x.id}`)}
            selectedKey={selectedKey}
            onSelect={onSelect}
            lang={lang}
            badges={false}
          />
        </Tabs.Panel>
        <Tabs.Panel value="conditions">
          <KeyLinks
            keys={def.conditions.map((x) => `condition:${system}:${x.id}`)}
            selectedKey={selectedKey}
            onSelect={onSelect}
            lang={lang}
            badges={false}
          />
        </Tabs.Panel>
        <Tabs.Panel value="summaries">
          <KeyLinks
            keys={def.summaries.map((x) => `summary:${system}:${x.id}`)}
            selectedKey={selectedKey}
            onSelect={onSelect}
            lang={lang}
            badges={false}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
