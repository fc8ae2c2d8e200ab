import { Switch } from '@mantine/core';
import { SettingsSection } from '../../../ui/SettingsSection';
import { useAppConfig } from '../../app-config/queries';
import { writeConsent } from '../consent';
import { useConsent } from '../use-consent';

/**
 * Personal settings' 'Cookies': the cookie banner's answer, changed at any time. Shown only when
 * the installation has a tag manager (otherwise there is nothing to consent to).
 */
export function CookieSettingsSection() {
  const config = useAppConfig();
  const { consent } = useConsent();
  if (!config?.gtm_id) return null;
  return (
    <SettingsSection
      title="Cookies"
      description="This choice is kept in this browser for six months."
    >
      <Switch
        checked={consent === 'yes'}
        onChange={(event) => writeConsent(event.currentTarget.checked ? 'yes' : 'no')}
        label="Analytics cookies"
        description="Measure how Hangar is used, through Google Tag Manager."
        size="md"
      />
    </SettingsSection>
  );
}
