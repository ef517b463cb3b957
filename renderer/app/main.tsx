import '@mantine/core/styles.css';
import '@mantine/spotlight/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CrashBoundary } from '../components/CrashBoundary';
import { getHostApi } from '../host';
import { Root } from './Root';
import { registerOfflineApp } from '../host/offline-app';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <CrashBoundary log={(line) => void getHostApi().writeLog(line).catch(() => undefined)}>
        <Root />
      </CrashBoundary>
    </StrictMode>,
  );
}

registerOfflineApp(window, import.meta.env.PROD);
