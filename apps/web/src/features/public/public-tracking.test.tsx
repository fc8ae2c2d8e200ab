import { appConfigEndpoints } from '@hangar/contracts/endpoints/app-config';
import { publicEndpoints } from '@hangar/contracts/endpoints/public';
import { act, screen, waitFor } from '@testing-library/react';
import { COOKIE_CONSENT } from '@hangar/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeConsent } from '../third-party/consent';
import { tagManagerAllowedOn } from '../third-party/components/ThirdPartyHost';
import { createFakeApi, TEST_CONFIG } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const TOKEN = 'tok_1234567890abcdefghij';
const PUBLIC_PAGE = `/workspace/public/project/31?publicMode=project&publicToken=${TOKEN}`;
const GTM_ID = 'GTM-TEST01';

function trackedApi() {
  return createFakeApi()
    .on(appConfigEndpoints.read, { ...TEST_CONFIG, gtm_id: GTM_ID })
    .on(publicEndpoints.project, {
      id: 31,
      name: 'Moon landing',
      emoji: null,
      mode: 'project',
      doc_id: null,
      planning: { phases: [], milestones: [] },
    })
    .on(publicEndpoints.docs, [])
    .on(publicEndpoints.logs, [])
    .on(publicEndpoints.importantLinks, { groups: [] });
}

const tagManagerScripts = () =>
  document.head.querySelectorAll('script[src*="googletagmanager.com/gtm.js"]');
const cookieBanner = () => screen.queryByRole('region', { name: 'Cookie consent' });

beforeEach(() => vi.stubGlobal('EventSource', undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${COOKIE_CONSENT.name}=; Max-Age=0; Path=/`;
});

describe('the tag manager on share links', () => {
  it.each([
    ['/workspace/public/project/31', false],
    ['/workspace/public/project/31/doc/5', false],
    ['/signin', true],
    ['/workspace/4/project/31', true],
  ])('is allowed everywhere but on public pages: %s → %s', (path, allowed) => {
    expect(tagManagerAllowedOn(path)).toBe(allowed);
  });

  it('asks for no consent on a public page: the cookie banner leaves with the visitor', async () => {
    const { router } = renderApp('/signin', trackedApi());
    await waitFor(() => expect(cookieBanner()).not.toBeNull());
    await act(() => router.navigate(PUBLIC_PAGE));
    expect(await screen.findByRole('heading', { name: 'Moon landing', level: 1 })).toBeTruthy();
    await waitFor(() => expect(cookieBanner()).toBeNull());
  });

  it('never loads on a public page, even after consent; it does on the other pages', async () => {
    writeConsent('no');
    const { router } = renderApp('/signin', trackedApi());
    await act(() => router.navigate(PUBLIC_PAGE));
    expect(await screen.findByRole('heading', { name: 'Moon landing', level: 1 })).toBeTruthy();
    act(() => writeConsent('yes'));
    expect(tagManagerScripts()).toHaveLength(0);
    await act(() => router.navigate('/signin'));
    await waitFor(() => expect(tagManagerScripts()).toHaveLength(1));
  });
});
