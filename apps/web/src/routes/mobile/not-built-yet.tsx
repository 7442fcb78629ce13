import { paths } from '@souq/domain/paths';
import { NotBuiltYetScreen } from '../../components/ui/not-built-yet-screen';
import { useRouteHandle } from '../../lib/route-handle';

/** Every mobile screen of a later issue; its title comes from the route's handle. */
export function Component() {
  return <NotBuiltYetScreen title={useRouteHandle()?.title ?? ''} backTo={paths.mobile.home()} />;
}
