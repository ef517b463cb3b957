import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { combatantId, opportunitiesOf, type Encounter } from '../../../shared/combat';
import { getDatabase } from '../../db';
import { pageRng } from '../dice';
import { openManeuver } from '../maneuvers';
import { getProcedures } from '../../../shared/rules';
import type { GestureStep } from '../../fight';
import { BLANK_ATTACK, choiceOf, libraryAttacksFor } from './attack-sources';
import { attackView, startAttack, withChange, type AttackState } from './attack-state';
import { outcomeEvents, rollDamage } from './attack-outcome';
import { AttackModifiers } from './AttackModifiers';
import { D20Field, IntField } from './AttackDice';
import type { AttackOpen } from './open-attack';
import { textLimitProps } from '../../components/text-limit';
import { languageOf } from '../../i18n/language';

/** Props of the attack dialog. */
export interface AttackDialogProps {
  encounter: Encounter;
  request: AttackOpen;
  run(steps: GestureStep[]): boolean;
  onClose(): void;
}

/**
 * « Attaquer »: one attacker, one target, one attack — the roll needed from the target's effective
 * defence, the d20 (and the confirmation), the damage, applied as one undoable gesture.
 */
export function AttackDialog({ encounter, request, run, onClose }: AttackDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const [chosen, setChosen] = useState<AttackState>(() =>
    startAttack(encounter, request.attackerId, request.targetId),
  );
  const [damageError, setDamageError] = useState<string | null>(null);
  // null until the GM picks an attack: the stat block's first one is shown meanwhile.
  const [picked, setPicked] = useState<string | null>(null);
  const rows = useLiveQuery(() => getDatabase().library.toArray(), []);
  const attacker = encounter.combatants.find((c) => c.id === chosen.attackerId)!;
  const libraryAttacks = libraryAttacksFor(rows ?? [], attacker, encounter.system);
  const s: AttackState =
    picked === null && libraryAttacks[0] ? { ...chosen, attack: choiceOf(libraryAttacks[0]) } : chosen;
  const shownPick = picked ?? (libraryAttacks.length > 0 ? '0' : 'typed');
  const view = attackView(encounter, s);
  const p = view.procedure;
  const setS = (next: AttackState) => {
    setPicked(shownPick);
    setChosen(next);
  };
  const set = (patch: Partial<AttackState>) => setS(withChange(s, patch));
  const setAttack = (patch: Partial<AttackState['attack']>) => set({ attack: { ...s.attack, ...patch } });
  const pick = (value: string) => {
    const a = libraryAttacks[Number(value)];
    setChosen(withChange(s, { attack: a ? choiceOf(a) : BLANK_ATTACK }));
    setPicked(value);
  };
  const r = view.result;
  // An attack of opportunity (or, in SF, a reaction) takes one of the attacker's this round (issue 28).
  const [asOpportunity, setAsOpportunity] = useState(false);
  const reactions = getProcedures(encounter.system).reactions;
  const count = encounter.phase === 'running' ? opportunitiesOf(encounter, attacker) : null;
  const noneLeft = count !== null && count.used >= count.max;
  const outcome = outcomeEvents(s, view);
  const events =
    outcome && asOpportunity && !noneLeft
      ? [{ type: 'reaction-used' as const, id: attacker.id, kind: 'opportunity' as const }, ...outcome]
      : outcome;
  const canCrit = p.critical.kind !== 'none';
  // A natural 1 that always misses makes 2 the lowest roll worth asking for.
  const lowest = p.naturalOneMisses ? 2 : 1;
  const settled = r !== null && r.hit && (!r.threat || s.confirm !== null);
  const roll = () => {
    if (!r) return;
    const out = rollDamage(view, s.attack.damage, r, pageRng());
    // The dice module's words are French: in English, the kind of refusal says why.
    if (!out.ok)
      return setDamageError(
        lang === 'fr' ? out.error : t('engine.text.rules', { reason: t(`engine.rulesReason.${out.code}`) }),
      );
    setDamageError(null);
    set({ damage: { kind: 'rolled', total: out.total, text: out.text } });
  };
  const apply = () => {
    if (events && run(events)) onClose();
  };
  // A hit with an attack whose stat block carries a free trip or grab: apply, then open that manoeuvre.
  const free =
    r?.hit && s.attack.freeManeuver && view.target && getProcedures(encounter.system).maneuvers
      ? s.attack.freeManeuver
      : null;
  const applyThenManeuver = () => {
    if (!events || !free || !view.target || !run(events)) return;
    onClose();
    openManeuver({ attackerId: s.attackerId, targetId: view.target.id, maneuver: free, special: true });
  };
  const others = encounter.combatants.filter((c) => c.id !== s.attackerId && !c.hazard);
  // Enter in a field (issue 27): applies once the attack is settled, else goes to the blank field
  // the result still needs (the confirmation, then the damage) — an attack without the mouse.
  const onKeyDown = (e: React.KeyboardEvent) => {
    const field = e.target as HTMLInputElement;
    if (e.key !== 'Enter' || e.defaultPrevented || field.tagName !== 'INPUT') return;
    if (field.getAttribute('aria-expanded') === 'true') return;
    e.preventDefault();
    if (events !== null) return apply();
    const blank = [...e.currentTarget.querySelectorAll<HTMLInputElement>('[data-attack-step] input')].find(
      (input) => input.value === '',
    );
    blank?.focus();
  };
  const defenceName = p.defences.find((d) => d.field === s.defence)?.name[lang] ?? '';
  return (
    <Modal opened onClose={onClose} title={t('attack.title', { name: view.attacker.name })} size={1040}>
      <Grid gap="md" onKeyDown={onKeyDown}>
        <Grid.Col span={6}>
          <Stack gap="xs">
            <Group grow>
              <Select
                label={t('attack.attacker')}
                data={encounter.combatants.map((c) => ({ value: c.id, label: c.name }))}
                value={s.attackerId}
                allowDeselect={false}
                onChange={(v) => {
                  if (!v) return;
                  setChosen(startAttack(encounter, combatantId(v), s.targetId));
                  setPicked(null);
                }}
              />
              <Select
                label={t('attack.target')}
                placeholder={t('attack.chooseTarget')}
                data-autofocus={request.targetId === null || undefined}
                data={others.map((c) => ({ value: c.id, label: c.name }))}
                value={s.targetId}
                onChange={(v) => set({ targetId: v ? combatantId(v) : null, defenceTyped: null })}
              />
            </Group>
            {count && reactions && reactions.kind !== 'none' && (
              <Checkbox
                label={t(reactions.kind === 'reaction' ? 'attack.asReaction' : 'attack.asOpportunity', {
                  left: count.max - count.used,
                  max: count.max,
                })}
                description={noneLeft ? t('attack.noneLeft', { name: attacker.name }) : undefined}
                disabled={noneLeft}
                checked={asOpportunity && !noneLeft}
                onChange={(e) => setAsOpportunity(e.currentTarget.checked)}
              />
            )}
            {libraryAttacks.length > 0 && (
              <SegmentedControl
                size="xs"
                aria-label={t('attack.attacks')}
                value={shownPick}
                onChange={pick}
                data={[
                  ...libraryAttacks.map((a, i) => ({
                    value: String(i),
                    label: `${a.name} ${a.bonus !== undefined ? (a.bonus < 0 ? a.bonus : `+${a.bonus}`) : ''}`,
                  })),
                  { value: 'typed', label: t('attack.typed') },
                ]}
              />
            )}
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                w={150}
                label={t('attack.name')}
                value={s.attack.name}
                {...textLimitProps(s.attack.name, 'statText', t)}
                onChange={(e) => setAttack({ name: e.currentTarget.value })}
              />
              {p.thac0 && (
                <IntField
                  label={t('attack.thac0')}
                  w={80}
                  value={s.thac0}
                  onChange={(v) => set({ thac0: v })}
                />
              )}
              <IntField
                label={t(p.thac0 ? 'attack.rollModifiers' : 'attack.bonus')}
                w={p.thac0 ? 120 : 90}
                value={s.attack.bonus}
                onChange={(v) => setAttack({ bonus: v })}
              />
              <TextInput
                w={110}
                label={t('attack.damage')}
                value={s.attack.damage}
                {...textLimitProps(s.attack.damage, 'statText', t)}
                onChange={(e) => setAttack({ damage: e.currentTarget.value })}
              />
              {canCrit && (
                <IntField
                  label={t('attack.critFrom')}
                  w={90}
                  min={2}
                  max={20}
                  value={s.attack.critFrom}
                  onChange={(v) => setAttack({ critFrom: v ?? 20 })}
                />
              )}
              {p.critical.kind === 'confirm' && (
                <IntField
                  label={t('attack.multiplier')}
                  w={70}
                  min={2}
                  max={6}
                  value={s.attack.multiplier}
                  onChange={(v) => setAttack({ multiplier: v ?? 2 })}
                />
              )}
            </Group>
            <SegmentedControl
              size="xs"
              aria-label={t('attack.kind')}
              value={s.range}
              onChange={(v) => set({ range: v === 'ranged' ? 'ranged' : 'melee' })}
              data={[
                { value: 'melee', label: t('attack.melee') },
                { value: 'ranged', label: t('attack.ranged') },
              ]}
            />
            {p.defences.length > 1 && (
              <SegmentedControl
                size="xs"
                aria-label={t('attack.defence')}
                value={s.defence}
                onChange={(v) => {
                  const d = p.defences.find((x) => x.field === v);
                  if (d) set({ defence: d.field, defenceTyped: null });
                }}
                data={p.defences.map((d) => ({ value: d.field, label: d.name[lang] }))}
              />
            )}
            <Text size="xs" c="dimmed">
              {p.defences.find((d) => d.field === s.defence)?.when[lang]}
            </Text>
            <Group gap="md" align="flex-end" wrap="nowrap">
              <IntField
                label={t('attack.defenceOf', { defence: defenceName, name: view.target?.name ?? '…' })}
                w={170}
                value={s.defenceTyped ?? view.trackerValue}
                onChange={(v) => set({ defenceTyped: v })}
              />
              {view.target && view.trackerValue === null && s.defenceTyped === null && (
                <Text size="xs" c="orange">
                  {t('attack.noDefence', { defence: defenceName })}
                </Text>
              )}
              {view.needed !== null && (
                <Text fw={700} pb={6} data-testid="attack-needed">
                  {view.needed > 20
                    ? t(p.naturalTwentyHits ? 'attack.neededNat20' : 'attack.impossible', {
                        value: view.needed,
                      })
                    : t('attack.needed', { value: Math.max(view.needed, lowest), defence: view.defence })}
                </Text>
              )}
            </Group>
            {view.error && <Alert color="red">{view.error}</Alert>}
            <Group align="flex-end" gap="sm">
              <D20Field
                label={t('attack.d20')}
                value={s.natural}
                onChange={(v) => set({ natural: v })}
                autoFocus={request.targetId !== null}
              />
              {r?.threat && (
                <D20Field
                  step
                  label={t('attack.confirm')}
                  description={t('attack.confirmNeeded', {
                    value: Math.max(r.confirmNeeded ?? lowest, lowest),
                  })}
                  value={s.confirm}
                  onChange={(v) => set({ confirm: v })}
                />
              )}
              {settled && (
                <Group align="flex-end" gap="xs" wrap="nowrap" data-attack-step>
                  <IntField
                    label={t('attack.damageTyped')}
                    w={150}
                    value={s.damage.kind === 'typed' ? s.damage.value : null}
                    min={0}
                    onChange={(v) => set({ damage: { kind: 'typed', value: v } })}
                  />
                  <Button variant="default" onClick={roll} disabled={s.attack.damage.trim() === ''}>
                    {t('attack.rollDamage')}
                  </Button>
                </Group>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={6}>
          <AttackModifiers s={s} view={view} onChange={setS} />
        </Grid.Col>
      </Grid>
      <Stack gap="xs" mt="sm">
        {damageError && <Alert color="red">{damageError}</Alert>}
        {r && (
          <Alert
            color={
              !r.hit ? 'red' : r.critical ? 'grape' : r.threat && s.confirm === null ? 'yellow' : 'green'
            }
            data-testid="attack-verdict"
          >
            {!r.hit
              ? t('attack.miss', { total: r.total })
              : r.threat && s.confirm === null
                ? t('attack.threat', { total: r.total })
                : r.critical
                  ? t('attack.critical', { total: r.total, multiplier: r.damageMultiplier })
                  : t('attack.hit', { total: r.total })}
            {view.damage !== null &&
              ` ${t('attack.damageResult', { damage: view.damage, name: view.target?.name ?? '' })}${view.damageText ? ` (${lang === 'fr' ? view.damageText : view.damageText.replace(' : ', ': ')})` : ''}`}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('attack.cancel')}
          </Button>
          <Button disabled={events === null} onClick={apply} variant={free ? 'default' : 'filled'}>
            {r && !r.hit ? t('attack.logMiss') : t('attack.apply')}
          </Button>
          {free && (
            <Button disabled={events === null} onClick={applyThenManeuver}>
              {t(`attack.thenManeuver.${free}`)}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
