import { usePage } from '@inertiajs/react';
import { allows, type RouteName } from '@contracts/routes';

/**
 * Whether the signed-in staff member's role may use a route, from the route table's `roles`:
 * pages hide what the server would refuse with 403 (the server checks it either way).
 */
export function useCan(): (name: RouteName) => boolean {
  const user = usePage().props.auth.user;
  return (name) => user !== null && allows(name, user.rol);
}
