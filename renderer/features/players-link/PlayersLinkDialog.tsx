import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert, Button, Code, CopyButton, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n';
import type {
  NetworkChoice,
  PlayersLinkApi,
  PlayersLinkError,
  PlayersLinkPlaces,
} from '../../../shared/players-link';
import type { PlayersLinkStatusStore } from './players-link-status';
import { QrCode } from './QrCode';

/** Props of the « Lien joueurs » dialog. */
export interface PlayersLinkDialogProps {
  /** Whether the dialog shows. */
  opened: boolean;
  /** Called to close it. */
  onClose(): void;
  /** The host's link. */
  api: PlayersLinkApi;
  /** Its status, shared with the navigation's viewer count. */
  status: PlayersLinkStatusStore;
  /** The GM's language: the phones' page starts in it. */
  language: Language;
}

function choiceLabel(choice: NetworkChoice, loopback: string): string {
  return choice.loopback ? `${loopback} — ${choice.address}` : `${choice.name} — ${choice.address}`;
}

/**
 * « Lien joueurs » (issue 29): the GM picks the network, turns the link on, and shows the phones its
 * address and QR code; the count of phones following, « Nouveau lien » (the old address stops
 * working) and « Désactiver » (every phone is told). Off by default, and off again at each start.
 */
export function PlayersLinkDialog({ opened, onClose, api, status, language }: PlayersLinkDialogProps) {
  const { t } = useTranslation();
  const current = useSyncExternalStore(status.subscribe, status.getSnapshot);
  const [places, setPlaces] = useState<PlayersLinkPlaces | null>(null);
  const [address, setAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PlayersLinkError | null>(null);

  useEffect(() => {
    if (!opened) return;
    let live = true;
    api.interfaces().then(
      (found) => {
        if (!live) return;
        setPlaces(found);
        if (found.ok)
          setAddress((a) =>
            found.choices.some((c) => c.address === a) ? a : (found.choices[0]?.address ?? ''),
          );
      },
      () => live && setPlaces({ ok: false, reason: 'needs-host' }),
    );
    return () => {
      live = false;
    };
  }, [opened, api]);

  const act = async (run: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch {
      setError('failed');
    } finally {
      setBusy(false);
    }
  };
  const turnOn = () =>
    act(async () => {
      const answer = await api.start({ address, language });
      if (answer.ok) status.set(answer.status);
      else setError(answer.error);
    });
  const renew = () =>
    act(async () => {
      const answer = await api.renew();
      if (answer.ok) status.set(answer.status);
      else setError(answer.error);
    });
  const turnOff = () => act(async () => status.set(await api.stop()));

  return (
    <Modal opened={opened} onClose={onClose} title={t('playersLink.title')} size="lg">
      <Stack>
        <Text size="sm">{t('playersLink.intro')}</Text>
        {current.state === 'on' ? (
          <>
            <Group align="flex-start" wrap="nowrap" gap="lg">
              <QrCode text={current.url} label={t('playersLink.qr')} />
              <Stack gap="xs" style={{ minWidth: 0 }}>
                <Text fw={700}>{t('playersLink.address')}</Text>
                <Code
                  block
                  aria-label={t('playersLink.address')}
                  style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
                >
                  {current.url}
                </Code>
                <CopyButton value={current.url}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="default" onClick={copy}>
                      {copied ? t('playersLink.copied') : t('playersLink.copy')}
                    </Button>
                  )}
                </CopyButton>
                <Text fz="lg" fw={700} role="status">
                  {t('playersLink.viewers', { count: current.viewers, max: current.maxViewers })}
                </Text>
              </Stack>
            </Group>
            <Text size="sm" c="dimmed">
              {t('playersLink.renewHint')}
            </Text>
            <Group>
              <Button variant="default" onClick={() => void renew()} loading={busy}>
                {t('playersLink.renew')}
              </Button>
              <Button color="red" variant="light" onClick={() => void turnOff()} loading={busy}>
                {t('playersLink.turnOff')}
              </Button>
            </Group>
          </>
        ) : places === null ? (
          <Loader size="sm" aria-label={t('playersLink.searching')} />
        ) : !places.ok ? (
          <Alert color="yellow">{t(`playersLink.unavailable.${places.reason}`)}</Alert>
        ) : places.choices.length === 0 ? (
          <Alert color="yellow">{t('playersLink.noNetwork')}</Alert>
        ) : (
          <>
            <NativeSelect
              label={t('playersLink.network')}
              description={t('playersLink.networkHint')}
              value={address}
              onChange={(e) => setAddress(e.currentTarget.value)}
              data={places.choices.map((c) => ({
                value: c.address,
                label: choiceLabel(c, t('playersLink.loopback')),
              }))}
            />
            <Group>
              <Button onClick={() => void turnOn()} loading={busy} disabled={address === ''}>
                {t('playersLink.turnOn')}
              </Button>
            </Group>
          </>
        )}
        {error && (
          <Alert color="red" role="alert">
            {t(`playersLink.errors.${error}`)}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
