import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n';
import type { PlayersLinkApi, PlayersLinkPlaces, PlayersLinkStatus } from '../../../shared/players-link';
import { PlayersLinkDialog } from './PlayersLinkDialog';
import { createPlayersLinkStatusStore } from './players-link-status';

const URL_1 = 'http://192.168.1.20:5200/j/premier-jeton-aaaaaaaaaaaaaaaaaaaaaa/';
const URL_2 = 'http://192.168.1.20:5200/j/second-jeton-bbbbbbbbbbbbbbbbbbbbbbb/';
const on = (url: string, viewers = 0): PlayersLinkStatus => ({
  state: 'on',
  url,
  address: '192.168.1.20',
  port: 5200,
  viewers,
  maxViewers: 32,
});

function fakeApi(places: PlayersLinkPlaces) {
  let push: (s: PlayersLinkStatus) => void = () => undefined;
  const api: PlayersLinkApi = {
    interfaces: vi.fn(() => Promise.resolve(places)),
    start: vi.fn(() => Promise.resolve({ ok: true as const, status: on(URL_1) })),
    stop: vi.fn(() => Promise.resolve({ state: 'off' as const })),
    renew: vi.fn(() => Promise.resolve({ ok: true as const, status: on(URL_2) })),
    status: vi.fn(() => Promise.resolve({ state: 'off' as const })),
    onStatus: (listener) => {
      push = listener;
      return () => undefined;
    },
  };
  return { api, push: (s: PlayersLinkStatus) => push(s) };
}

function show(api: PlayersLinkApi, language: 'fr' | 'en' = 'fr') {
  const status = createPlayersLinkStatusStore(api);
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n(language)}>
        <PlayersLinkDialog opened onClose={() => undefined} api={api} status={status} language={language} />
      </I18nextProvider>
    </MantineProvider>,
  );
}

const NETWORKS: PlayersLinkPlaces = {
  ok: true,
  choices: [
    { name: 'wlan0', address: '192.168.1.20', loopback: false },
    { name: 'lo', address: '127.0.0.1', loopback: true },
  ],
};

describe('« Lien joueurs »', () => {
  it('turns the link on, on the network the GM picks, and shows its address, QR code and viewers', async () => {
    const { api, push } = fakeApi(NETWORKS);
    show(api);
    const network = await screen.findByLabelText(/Réseau/);
    expect(screen.getByRole('option', { name: 'wlan0 — 192.168.1.20' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Cet ordinateur seulement — 127.0.0.1' })).toBeInTheDocument();
    await userEvent.selectOptions(network, '192.168.1.20');
    await userEvent.click(screen.getByRole('button', { name: 'Activer le lien' }));
    expect(api.start).toHaveBeenCalledWith({ address: '192.168.1.20', language: 'fr' });
    expect(await screen.findByLabelText('Adresse à ouvrir sur les téléphones')).toHaveTextContent(URL_1);
    expect(screen.getByRole('img', { name: 'QR code de l’adresse du lien joueurs' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Téléphones connectés : 0 / 32');
    push(on(URL_1, 3));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Téléphones connectés : 3 / 32'),
    );
  });

  it('« Nouveau lien » shows the new address; « Désactiver » turns it off', async () => {
    const { api } = fakeApi(NETWORKS);
    show(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Activer le lien' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Nouveau lien' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Adresse à ouvrir sur les téléphones')).toHaveTextContent(URL_2),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByRole('button', { name: 'Activer le lien' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says why the link cannot be turned on here', async () => {
    show(fakeApi({ ok: false, reason: 'needs-host' }).api);
    expect(await screen.findByText(/npm run web -- --host/)).toBeInTheDocument();
  });

  it('names a refusal of the host, in English too', async () => {
    const { api } = fakeApi(NETWORKS);
    vi.mocked(api.start).mockResolvedValue({ ok: false, error: 'unknown-address' });
    show(api, 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Turn the link on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This address is no longer this computer’s');
  });
});
