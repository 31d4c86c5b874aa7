import { usePage } from '@inertiajs/react';
import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import type { FlashToast } from '@contracts/pages';
import { useOptionalI18n } from '@/lib/i18n';

const show: Record<FlashToast['bg'], typeof toast.success> = {
  green: toast.success,
  red: toast.error,
  yellow: toast.warning,
  blue: toast.info,
};

/** Flash ids already shown in this browser tab: a flash restored from history never shows twice. */
const shown = new Set<string>();

/** The one toast system: shows the shared `flash` prop (message, bg, id) once per id. */
export default function FlashToaster() {
  const i18n = useOptionalI18n();
  const flash = usePage().props.flash;

  useEffect(() => {
    if (!flash || shown.has(flash.id)) return;
    shown.add(flash.id);
    (show[flash.bg] ?? toast)(flash.message, { id: flash.id });
  }, [flash]);

  return (
    <Toaster
      position="top-right"
      offset={{ top: 88 }}
      mobileOffset={{ top: 80 }}
      richColors
      closeButton
      duration={5000}
      dir="ltr"
      containerAriaLabel="Notificaciones"
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: i18n ? i18n.t('common.close_notice') : 'Cerrar aviso' }}
    />
  );
}
