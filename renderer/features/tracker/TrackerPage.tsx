import { Center, Loader, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../db';
import { FightWriterBanner } from '../../fight/FightWriterBanner';
import { mayReplaceFight } from '../files';
import { firstScreenShown } from '../../components/first-screen';
import { NewEncounterForm } from './NewEncounterForm';
import { Tracker } from './Tracker';
import { showError, useTrackerSession, type NewEncounterChoice } from './use-tracker-session';

/**
 * The Combat screen: the current encounter from IndexedDB, or the "Nouvelle rencontre" form when
 * there is none yet.
 */
export function TrackerPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const [state, create] = useTrackerSession();
  const [newOpen, newForm] = useDisclosure(false);
  const onCreate = (choice: NewEncounterChoice) => {
    create(choice)
      .then(newForm.close)
      .catch((e: unknown) => showError(e, t('tracker.errors.save')));
  };
  // The fight (or the form for a new one) is what the GM came for: once it is painted, what waited
  // for it loads (components/first-screen.ts).
  const loading = state.status === 'loading' || !settings;
  useEffect(() => {
    if (!loading) firstScreenShown();
  }, [loading]);
  if (loading) {
    return (
      <Center h={200}>
        <Loader aria-label={t('tracker.loading')} />
      </Center>
    );
  }
  if (state.status === 'none') {
    return <NewEncounterForm defaultSystem={settings.referenceSystem} onCreate={onCreate} />;
  }
  return (
    <>
      <FightWriterBanner />
      <Tracker
        api={state.api}
        newcomers={settings.newcomers}
        // Like Ouvrir: unsaved changes are asked about before the fight is dropped.
        onNewEncounter={() => void mayReplaceFight().then((ok) => ok && newForm.open())}
      />
      {newOpen && (
        <Modal opened onClose={newForm.close} withCloseButton={false} size="lg">
          <NewEncounterForm
            defaultSystem={state.api.encounter.system}
            onCreate={onCreate}
            onCancel={newForm.close}
          />
        </Modal>
      )}
    </>
  );
}
