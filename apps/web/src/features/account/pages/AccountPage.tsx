import { ProfileSettings } from '../components/ProfileSettings';

/** /account: the Profile & security page (the form layout gives it its title). */
export function AccountPage() {
  return <ProfileSettings />;
}
