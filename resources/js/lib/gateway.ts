import type { GatewayRedirect } from '@contracts/reservations';

/** Sends the browser to the payment gateway: its signed fields posted by a form, as the gateway requires (not a fetch: the buyer leaves for the bank's page). */
export function goToGateway({ action, fields }: GatewayRedirect): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
