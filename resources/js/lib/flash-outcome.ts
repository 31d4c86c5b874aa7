import type { FlashToast } from '@contracts/pages';

/** Whether a staff change the server answered with a toast was made: a refusal comes back red, and a dialog that sent it stays open. */
export function madeIt(page: { props: { flash?: FlashToast | null } }): boolean {
  return page.props.flash?.bg !== 'red';
}
