import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CrashBoundary } from '../components/CrashBoundary';
import { DisplayApp } from './DisplayApp';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <CrashBoundary canRestore={false}>
        <DisplayApp />
      </CrashBoundary>
    </StrictMode>,
  );
}
