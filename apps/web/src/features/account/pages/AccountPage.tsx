import { useQueryClient } from '@tanstack/react-query';
import { useLiveChannel } from '../../../api/use-live-channel';
import { meQueryKey } from '../../auth/queries';
import { ProfileSettings } from '../components/ProfileSettings';

/**
 * /account: the Profile & security page (the form layout gives it its title). It listens to the
 * live channel as the signed-in shell does (the same channel, shared), so changes made in another
 * tab show here too; when the server refuses the channel, the profile is loaded again and a 401
 * there signs the tab out.
 */
export function AccountPage() {
  const queryClient = useQueryClient();
  useLiveChannel(true, () => void queryClient.invalidateQueries({ queryKey: meQueryKey }));
  return <ProfileSettings />;
}
