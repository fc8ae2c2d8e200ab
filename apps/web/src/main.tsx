import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { listenForChunkPreloadErrors } from './app/chunk-reload';
import { createQueryClient } from './app/query-client';
import { disableTransitionsWhileResizing } from './app/resize-transitions';
import { createAppRouter } from './app/router';
import { installSession } from './features/auth/install-session';

listenForChunkPreloadErrors();
disableTransitionsWhileResizing();
installSession();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
