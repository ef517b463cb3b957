import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Encounter } from '../../../shared/combat';
import type { GestureStep } from '../../fight';
import type { ManeuverRequestOpen } from './open-request';
import { openManeuver } from './open-request';
import { isBlocked } from './wizard-prerequisites';
import { currentStep, goTo, resolution, startWizard, wizardSteps, type ManeuverWizardState } from './wizard';
import { counterOffer, outcomeEvents } from './wizard-outcome';
import { AooStep, ChooseStep, PrerequisitesStep } from './WizardChoose';
import { ModifiersStep } from './WizardModifiers';
import { RollStep } from './WizardRolls';
import { OutcomeStep } from './WizardOutcome';
import { languageOf } from '../../i18n/language';

/** Props of the manoeuvre wizard. */
export interface ManeuverWizardProps {
  encounter: Encounter;
  request: ManeuverRequestOpen;
  run(steps: GestureStep[]): boolean;
  onClose(): void;
}

function canGoOn(w: ManeuverWizardState): boolean {
  const step = currentStep(w);
  if (step.kind === 'choose') return w.maneuver !== null && w.defender !== null && !isBlocked(w);
  if (step.kind === 'prerequisites') return !isBlocked(w);
  return true;
}

/**
 * The manoeuvre wizard: a Mantine Stepper over the steps the rules give the chosen manoeuvre
 * (`wizardSteps`), from the choice of manoeuvre and target to the outcome applied to the tracker
 * as one undoable gesture.
 */
export function ManeuverWizard({ encounter, request, run, onClose }: ManeuverWizardProps) {
  const { t, i18n } = useTranslation();
  const [w, setW] = useState(() => startWizard(encounter, request.attackerId, request));
  const steps = wizardSteps(w);
  const step = currentStep(w);
  const active = Math.min(w.step, steps.length - 1);
  const r = resolution(w);
  const apply = (thenCounter: boolean) => {
    if (r.status !== 'done') return;
    if (!run(outcomeEvents(encounter, w, r.outcome, languageOf(i18n.language)))) return;
    const counter = thenCounter ? counterOffer(w, r.outcome) : null;
    if (counter) openManeuver(counter);
    else onClose();
  };
  // Keys (issue 27): Enter in a field goes on to the next step (applies at the outcome), and each
  // new step opens on its first field, else on its first button — a manoeuvre without the mouse.
  const stepGroup = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const group = stepGroup.current;
    const first =
      group?.querySelector<HTMLElement>(
        'input:not([disabled]):not([type=hidden]):not([type=checkbox]):not([type=radio])',
      ) ??
      group?.querySelector<HTMLElement>('input:not([disabled]):not([type=hidden])') ??
      group?.querySelector<HTMLElement>('button:not([disabled])') ??
      group?.parentElement?.querySelector<HTMLElement>('[data-next]:not([disabled])');
    if (active > 0) first?.focus();
  }, [active]);
  const onKeyDown = (e: React.KeyboardEvent) => {
    const field = e.target as HTMLInputElement;
    if (e.key !== 'Enter' || e.defaultPrevented || field.tagName !== 'INPUT') return;
    if (field.getAttribute('aria-expanded') === 'true') return;
    e.preventDefault();
    if (step.kind === 'outcome') apply(false);
    else if (canGoOn(w)) setW(goTo(w, active + 1));
  };
  const title = request.grapple
    ? t('maneuvers.grappleTitle', { name: w.attacker.name })
    : t('maneuvers.title', { name: w.attacker.name });
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      <Stepper
        active={active}
        onStepClick={(i) => setW(goTo(w, i))}
        size="xs"
        allowNextStepsSelect={false}
        aria-label={t('maneuvers.steps')}
      >
        {steps.map((s) => (
          <Stepper.Step key={s.kind} label={t(`maneuvers.step.${s.kind}`)} />
        ))}
      </Stepper>
      <div
        ref={stepGroup}
        role="group"
        aria-label={t(`maneuvers.step.${step.kind}`)}
        style={{ marginTop: 16 }}
        onKeyDown={onKeyDown}
      >
        {step.kind === 'choose' && <ChooseStep encounter={encounter} w={w} onChange={setW} />}
        {step.kind === 'prerequisites' && <PrerequisitesStep w={w} />}
        {step.kind === 'attack-of-opportunity' && <AooStep encounter={encounter} w={w} onChange={setW} />}
        {step.kind === 'modifiers' && <ModifiersStep w={w} onChange={setW} />}
        {(step.kind === 'touch-attack' ||
          step.kind === 'opposed-check' ||
          step.kind === 'combat-maneuver-check' ||
          step.kind === 'kac-attack') && <RollStep kind={step.kind} w={w} onChange={setW} />}
        {step.kind === 'outcome' && (
          <OutcomeStep encounter={encounter} w={w} onChange={setW} onApply={apply} />
        )}
      </div>
      <Group justify="space-between" mt="lg">
        <Button variant="default" onClick={() => (active === 0 ? onClose() : setW(goTo(w, active - 1)))}>
          {active === 0 ? t('maneuvers.cancel') : t('maneuvers.back')}
        </Button>
        {step.kind !== 'outcome' && (
          <Button data-next onClick={() => setW(goTo(w, active + 1))} disabled={!canGoOn(w)}>
            {t('maneuvers.next')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
