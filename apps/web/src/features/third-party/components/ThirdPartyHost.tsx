import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSignedInUserId } from '../../../app/session';
import { useAppConfig } from '../../app-config/queries';
import { CookieBanner } from './CookieBanner';
import { setErrorReportingUser, startErrorReporting } from '../error-reporting';
import { isTagManagerLoaded, loadTagManager } from '../tag-manager';
import { useConsent } from '../use-consent';

/** The tag manager once the visitor said yes; a later no reloads the page to unload it. */
function TagManager({ containerId }: { containerId: string }) {
  const { consent, bannerOpen } = useConsent();
  const reloaded = useRef(false);
  useEffect(() => {
    if (consent === 'yes') loadTagManager(containerId);
    else if (consent === 'no' && isTagManagerLoaded(containerId) && !reloaded.current) {
      reloaded.current = true;
      window.location.reload();
    }
  }, [consent, containerId]);
  return bannerOpen ? <CookieBanner /> : null;
}

function ErrorReporting() {
  const config = useAppConfig();
  const userId = useSignedInUserId();
  useEffect(() => {
    if (config) startErrorReporting(config);
  }, [config]);
  useEffect(() => setErrorReportingUser(userId), [userId]);
  return null;
}

/** Share links: their address carries the share token, which analytics would send to Google. */
const PUBLIC_PAGES = '/workspace/public/';

export function tagManagerAllowedOn(pathname: string): boolean {
  return !pathname.startsWith(PUBLIC_PAGES);
}

/**
 * Third parties the installation configured (a lazy chunk, mounted by the root route only when
 * there is one): the cookie banner and the tag manager (never on share links' pages), error
 * reporting (it strips query strings).
 */
export default function ThirdPartyHost() {
  const config = useAppConfig();
  const { pathname } = useLocation();
  if (!config) return null;
  return (
    <>
      {config.gtm_id && tagManagerAllowedOn(pathname) ? (
        <TagManager containerId={config.gtm_id} />
      ) : null}
      {config.sentry_dsn ? <ErrorReporting /> : null}
    </>
  );
}
