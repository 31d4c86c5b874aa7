import { useId, useRef, useState, type ReactNode } from 'react';
import Modal from '@/Components/Modal';
import SocialIcon from '@/Components/SocialIcon';
import { CheckIcon } from '@/Components/icons/site';
import { LinkIcon, ShareIcon, WhatsAppIcon } from '@/Components/icons/vehicle';
import { facebookShareHref, whatsappShareHref } from '@/Components/Vehicle/share-links';
import { useHydrated } from '@/hooks/useHydrated';
import { useI18n } from '@/lib/i18n';

interface Props {
  open: boolean;
  onClose: () => void;
  url: string;
  title: string;
  /** The copy field's label: the car's advert by default, or a comparison. */
  linkLabel?: string;
}

const option =
  'flex w-full items-center gap-4 rounded-2xl border border-line px-4 py-3.5 text-left text-sm font-semibold transition-colors hover:border-ink/30 hover:bg-sand/40';

/** Whether the device has a share sheet; false on the server and during hydration. */
const useCanShare = () => useHydrated() && typeof navigator.share === 'function';

function Badge({ className, children }: { className: string; children: ReactNode }) {
  return <span className={`grid size-10 shrink-0 place-items-center rounded-full text-white ${className}`}>{children}</span>;
}

/**
 * 'Compartir' (spec §2): WhatsApp, Facebook, copy the link and, where the device has one, its
 * own share sheet. Instagram has no web address that shares a link (its posts and stories are
 * made in the app), so on phones it is reached through the share sheet (navigator.share).
 */
export default function ShareModal({ open, onClose, url, title, linkLabel }: Props) {
  const { t } = useI18n();
  const [copied, setCopied] = useState<'yes' | 'manual' | null>(null);
  const canShare = useCanShare();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const close = () => {
    setCopied(null);
    onClose();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard access (an old browser, an insecure origin): select the link to copy by hand.
      input.current?.select();
      setCopied('manual');
    }
  };

  const nativeShare = () => navigator.share({ title, url }).catch(() => undefined);

  return (
    <Modal open={open} onClose={close} title={t('vehicle.share')} description={title} maxWidth="md">
      <ul className="space-y-2.5">
        <li>
          <a href={whatsappShareHref(url)} target="_blank" rel="noopener noreferrer" className={option}>
            <Badge className="bg-[#25d366]">
              <WhatsAppIcon className="size-5" />
            </Badge>
            WhatsApp
            <span className="sr-only"> {t('vehicle.opens_new_tab')}</span>
          </a>
        </li>
        <li>
          <a href={facebookShareHref(url)} target="_blank" rel="noopener noreferrer" className={option}>
            <Badge className="bg-[#1877f2]">
              <SocialIcon network="facebook" />
            </Badge>
            Facebook
            <span className="sr-only"> {t('vehicle.opens_new_tab')}</span>
          </a>
        </li>
        {canShare && (
          <li>
            <button type="button" onClick={nativeShare} className={option}>
              <Badge className="bg-gradient-to-br from-[#f58529] via-[#dd2a7b] to-[#8134af]">
                <ShareIcon className="size-5" />
              </Badge>
              {t('vehicle.share_other_apps')}
            </button>
          </li>
        )}
      </ul>

      <div className="mt-6">
        <label htmlFor={inputId} className="text-sm font-semibold">
          {linkLabel ?? t('vehicle.share_link')}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            ref={input}
            id={inputId}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded-full border border-line bg-sand/40 px-4 py-2.5 text-sm text-ink/80"
          />
          <button
            type="button"
            onClick={copy}
            className="flex shrink-0 items-center gap-2 rounded-full bg-ink px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-ink-soft"
          >
            {copied === 'yes' ? <CheckIcon className="size-4" /> : <LinkIcon className="size-4" />}
            {t('vehicle.copy_link')}
          </button>
        </div>
        <p role="status" className="mt-2 min-h-5 text-sm font-medium text-emerald-700">
          {copied === 'yes' && t('vehicle.link_copied')}
          {copied === 'manual' && <span className="text-muted">{t('vehicle.link_selected')}</span>}
        </p>
      </div>
    </Modal>
  );
}
