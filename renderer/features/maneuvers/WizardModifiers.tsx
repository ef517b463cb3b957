import { Checkbox, Grid, List, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { IntegerInput } from '../../components/IntegerInput';
import { useTranslation } from 'react-i18next';
import {
  dirtyTrickConditions,
  getSystem,
  SIZES,
  SIZE_NAMES,
  type ManeuverRollPlan,
} from '../../../shared/rules';
import type { Messages } from '../../i18n';
import { maneuverRules, type FighterSheet } from './wizard-fighter';
import { modifierLines } from './wizard-dice';
import {
  definitionOf,
  isFreeManeuver,
  provokesByRules,
  resolution,
  setSpecial,
  type ManeuverWizardState,
} from './wizard';
import type { StepProps } from './WizardChoose';
import { RefusalAlert } from './RefusalAlert';
import { languageOf } from '../../i18n/language';

type Side = 'attacker' | 'defender';

function featsFor(w: ManeuverWizardState, side: Side): string[] {
  const m = w.maneuver;
  if (!m) return [];
  const rules = maneuverRules(w.system);
  if (side === 'defender') return rules.defenderFeats(m);
  return [`improved-${m}`, ...rules.attackerFeats(m)];
}

/** The i18n key of a feat's label under `maneuvers.feat`. */
function featKey(feat: string): keyof Messages['maneuvers']['feat'] {
  if (feat === 'agile-maneuvers') return 'agile';
  if (feat === 'improved-unarmed-strike') return 'unarmedStrike';
  return feat.startsWith('greater-') ? 'greater' : 'improved';
}

function update(w: ManeuverWizardState, side: Side, patch: Partial<FighterSheet>): ManeuverWizardState {
  const sheet = side === 'attacker' ? w.attacker : w.defender;
  if (!sheet) return w;
  const next = { ...w, [side]: { ...sheet, ...patch } };
  return 'feats' in patch ? { ...next, provoked: provokesByRules(next) } : next;
}

function Num({
  label,
  value,
  onChange,
  min,
}: {
  label: string;
  value: number | null;
  onChange(v: number | null): void;
  min?: number;
}) {
  return (
    <IntegerInput
      size="xs"
      label={label}
      value={value ?? ''}
      min={min}
      max={99}
      onChange={(v) => onChange(typeof v === 'number' ? v : null)}
    />
  );
}

/**
 * The one figure of each side that depends on how the system rolls a manoeuvre: the defence the
 * attack meets, or the attacker's extra bonus. `nullable`: empty means « let the rules compute it ».
 */
const PLAN_NUMBER: Record<
  ManeuverRollPlan,
  Record<
    Side,
    { field: 'touchAc' | 'grappleMisc' | 'cmd' | 'cmbMisc' | 'kac' | 'attackBonus'; nullable: boolean }
  >
> = {
  'opposed-grapple': {
    attacker: { field: 'grappleMisc', nullable: false },
    defender: { field: 'touchAc', nullable: true },
  },
  'combat-maneuver': {
    attacker: { field: 'cmbMisc', nullable: false },
    defender: { field: 'cmd', nullable: true },
  },
  'kac-attack': {
    attacker: { field: 'attackBonus', nullable: true },
    defender: { field: 'kac', nullable: true },
  },
};

function SystemNumber({
  w,
  side,
  sheet,
  set,
}: {
  w: ManeuverWizardState;
  side: Side;
  sheet: FighterSheet;
  set(patch: Partial<FighterSheet>): void;
}) {
  const { t } = useTranslation();
  const { field, nullable } = PLAN_NUMBER[maneuverRules(w.system).rollPlan][side];
  return (
    <Num
      label={t(`maneuvers.stat.${field}`)}
      value={sheet[field]}
      onChange={(v) => set({ [field]: nullable ? v : (v ?? 0) })}
    />
  );
}

function SideColumn({ w, side, onChange }: StepProps & { side: Side }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const s = side === 'attacker' ? w.attacker : w.defender;
  if (!s) return null;
  const set = (patch: Partial<FighterSheet>) => onChange(update(w, side, patch));
  const def = definitionOf(w);
  const name = def?.name[lang].toLowerCase() ?? '';
  const catalogue = getSystem(w.system).conditions;
  return (
    <Stack gap={6} role="group" aria-label={t(`maneuvers.side.${side}`, { name: s.name })}>
      <Title order={5}>{t(`maneuvers.side.${side}`, { name: s.name })}</Title>
      <Grid gap={6}>
        <Grid.Col span={4}>
          <Num label={t('maneuvers.stat.bab')} value={s.bab} min={0} onChange={(v) => set({ bab: v ?? 0 })} />
        </Grid.Col>
        <Grid.Col span={4}>
          <Num
            label={t('maneuvers.stat.str')}
            value={s.str}
            min={0}
            onChange={(v) => set({ str: v ?? 10 })}
          />
        </Grid.Col>
        <Grid.Col span={4}>
          <Num
            label={t('maneuvers.stat.dex')}
            value={s.dex}
            min={0}
            onChange={(v) => set({ dex: v ?? 10 })}
          />
        </Grid.Col>
        <Grid.Col span={6}>
          <Select
            size="xs"
            label={t('maneuvers.stat.size')}
            data={SIZES.map((z) => ({ value: z, label: SIZE_NAMES[z][lang] }))}
            value={s.size}
            allowDeselect={false}
            onChange={(v) => {
              const size = SIZES.find((z) => z === v);
              if (size) set({ size });
            }}
          />
        </Grid.Col>
        <Grid.Col span={6}>
          <SystemNumber w={w} side={side} sheet={s} set={set} />
        </Grid.Col>
        {side === 'defender' && maneuverRules(w.system).defenderLegsAndStability && (
          <Grid.Col span={6}>
            <Num
              label={t('maneuvers.stat.legs')}
              value={s.legs}
              min={0}
              onChange={(v) => set({ legs: v ?? 2 })}
            />
          </Grid.Col>
        )}
        {(w.maneuver === 'disarm' || w.maneuver === 'sunder') &&
          maneuverRules(w.system).weaponSizeMatters && (
            <Grid.Col span={6}>
              <Select
                size="xs"
                label={t('maneuvers.stat.weapon')}
                data={(['unarmed', 'light', 'one-handed', 'two-handed'] as const).map((k) => ({
                  value: k,
                  label: t(`maneuvers.weapon.${k}`),
                }))}
                value={s.weapon}
                allowDeselect={false}
                onChange={(v) => {
                  if (v === 'unarmed' || v === 'light' || v === 'one-handed' || v === 'two-handed')
                    set({ weapon: v });
                }}
              />
            </Grid.Col>
          )}
      </Grid>
      {side === 'defender' && maneuverRules(w.system).defenderLegsAndStability && (
        <Checkbox
          size="xs"
          label={t('maneuvers.stat.stable')}
          checked={s.stable}
          onChange={(e) => set({ stable: e.currentTarget.checked })}
        />
      )}
      {featsFor(w, side).map((f) => (
        <Checkbox
          key={f}
          size="xs"
          label={t(`maneuvers.feat.${featKey(f)}`, { name })}
          checked={s.feats.includes(f)}
          onChange={(e) =>
            set({ feats: e.currentTarget.checked ? [...s.feats, f] : s.feats.filter((x) => x !== f) })
          }
        />
      ))}
      <Text size="xs" fw={600} mt={4}>
        {t('maneuvers.conditionsFromTracker')}
      </Text>
      {s.conditions.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('maneuvers.noCondition')}
        </Text>
      )}
      {s.conditions.map((id) => (
        <Checkbox
          key={id}
          size="xs"
          label={catalogue.find((c) => c.id === id)?.name[lang] ?? id}
          checked={!s.conditionsOff.includes(id)}
          onChange={(e) =>
            set({
              conditionsOff: e.currentTarget.checked
                ? s.conditionsOff.filter((x) => x !== id)
                : [...s.conditionsOff, id],
            })
          }
        />
      ))}
    </Stack>
  );
}

/** Both sides' figures, feats and conditions, the situational options, and the rules' breakdown. */
export function ModifiersStep({ w, onChange }: StepProps) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const m = w.maneuver;
  const rules = maneuverRules(w.system);
  const chargeable = m === 'bull-rush' || m === 'overrun' || (rules.chargeAny && !w.grapple);
  const tricks = m === 'dirty-trick' ? dirtyTrickConditions(w.system) : [];
  const catalogue = getSystem(w.system).conditions;
  const lines = modifierLines(w, lang);
  const r = resolution(w);
  return (
    <Stack gap="md">
      <Grid gap="lg">
        <Grid.Col span={6}>
          <SideColumn w={w} side="attacker" onChange={onChange} />
        </Grid.Col>
        <Grid.Col span={6}>
          <SideColumn w={w} side="defender" onChange={onChange} />
        </Grid.Col>
      </Grid>
      <Stack gap={6} role="group" aria-label={t('maneuvers.options')}>
        <Title order={5}>{t('maneuvers.options')}</Title>
        {chargeable && (
          <Switch
            label={t('maneuvers.charging')}
            checked={w.charging}
            onChange={(e) => onChange({ ...w, charging: e.currentTarget.checked })}
          />
        )}
        <Switch
          label={maneuverRules(w.system).flanking[lang]}
          checked={w.flanking}
          onChange={(e) => onChange({ ...w, flanking: e.currentTarget.checked })}
        />
        {isFreeManeuver(m) && !w.counter && !w.grapple && (
          <Switch
            label={t('maneuvers.specialAttack')}
            checked={w.special}
            onChange={(e) => onChange(setSpecial(w, e.currentTarget.checked))}
          />
        )}
        {rules.tripWithWeapon && m === 'trip' && !w.counter && !w.special && (
          <Switch
            label={t('maneuvers.withWeapon')}
            checked={w.withWeapon}
            onChange={(e) => onChange({ ...w, withWeapon: e.currentTarget.checked })}
          />
        )}
        {rules.tripZeroGravity && m === 'trip' && (
          <Switch
            label={t('maneuvers.zeroGravity')}
            checked={w.condition === 'off-kilter'}
            onChange={(e) => onChange({ ...w, condition: e.currentTarget.checked ? 'off-kilter' : null })}
          />
        )}
        {tricks.length > 0 && (
          <Select
            w={280}
            label={t('maneuvers.trickCondition')}
            data={tricks.map((id) => ({
              value: id,
              label: catalogue.find((c) => c.id === id)?.name[lang] ?? id,
            }))}
            value={w.condition}
            onChange={(v) => onChange({ ...w, condition: v })}
          />
        )}
        {w.grapple?.action === 'escape' && w.grapple.escapeArtist !== undefined && (
          <IntegerInput
            w={220}
            label={t('maneuvers.escapeArtistBonus')}
            value={w.grapple.escapeArtist}
            onChange={(v) =>
              onChange({ ...w, grapple: { ...w.grapple!, escapeArtist: typeof v === 'number' ? v : 0 } })
            }
          />
        )}
        <IntegerInput
          w={220}
          label={t('maneuvers.situational')}
          value={w.situational}
          min={-50}
          max={50}
          onChange={(v) => onChange({ ...w, situational: typeof v === 'number' ? v : 0 })}
        />
      </Stack>
      {r.status === 'refused' && <RefusalAlert message={r.message} code={r.code} en={r.en} />}
      {lines.length > 0 && (
        <Stack gap={2} role="group" aria-label={t('maneuvers.breakdown')}>
          <Title order={5}>{t('maneuvers.breakdown')}</Title>
          <List size="sm" spacing={2}>
            {lines.map((l) => (
              <List.Item key={l}>{l}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
