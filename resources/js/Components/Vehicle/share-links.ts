import type { Translator } from '@contracts/i18n';
import type { VehicleDetail } from '@contracts/pages';
import { vehicleTitle } from '@contracts/vehicle';

type Named = Pick<VehicleDetail, 'marca' | 'modelo' | 'nombre'>;

/**
 * A chat with the dealer's WhatsApp line, prefilled with the car and its page in the page's
 * language.
 */
export function whatsappContactHref(number: string, vehicle: Named, pageUrl: string, i18n: Translator): string {
  const text = i18n.t('vehicle.whatsapp_message', { title: vehicleTitle(vehicle), url: pageUrl });
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** WhatsApp's share sheet (the visitor picks the chat) with the car's page. */
export function whatsappShareHref(pageUrl: string): string {
  return `https://wa.me/?text=${encodeURIComponent(pageUrl)}`;
}

export function facebookShareHref(pageUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`;
}
