import { Head } from '@inertiajs/react';
import { useState } from 'react';
import { toast } from 'sonner';
import BannerFormModal from '@/Components/Banners/BannerFormModal';
import BannerTable, { BannerCards } from '@/Components/Banners/BannerTable';
import ConfirmModal from '@/Components/Staff/ConfirmModal';
import { ImageIcon, PlusIcon } from '@/Components/icons/staff';
import Button from '@/Components/ui/Button';
import ListPanel, { EmptyState } from '@/Components/ui/ListPanel';
import { useProcessingPoll } from '@/hooks/useProcessingPoll';
import StaffLayout from '@/Layouts/StaffLayout';
import { callJson } from '@/lib/json-call';
import { BANNER_MESSAGES, type StaffBanner } from '@contracts/banners';
import { route } from '@contracts/routes';
import type { PageProps } from '@contracts/page-registry';

/**
 * Banners (back-office §2 "Banners", §4): the home hero's banners; create appends, edit replaces
 * its row. While an uploaded image is processing, the page asks for the banners' state until it
 * is ready (or could not be processed).
 */
export default function Banners(props: PageProps<'Banners'>) {
  const [banners, setBanners] = useState(props.banners);
  const [editing, setEditing] = useState<StaffBanner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StaffBanner | null>(null);
  const [removing, setRemoving] = useState(false);
  // A poll's answer replaces what this page knew (React's "adjusting state when a prop changes").
  const [shown, setShown] = useState(props.banners);
  if (shown !== props.banners) {
    setShown(props.banners);
    setBanners(props.banners);
  }
  useProcessingPoll(
    banners.some((banner) => banner.imageProcessing),
    ['banners'],
  );

  const saved = (banner: StaffBanner) =>
    setBanners((current) => (current.some((b) => b.id === banner.id) ? current.map((b) => (b.id === banner.id ? banner : b)) : [...current, banner]));

  const destroy = async (banner: StaffBanner) => {
    setRemoving(true);
    const answer = await callJson('delete', route('banners.destroy', { id: banner.id }));
    setRemoving(false);
    setDeleting(null);
    if (!answer.ok) return toast.error(BANNER_MESSAGES.deleteFailed);
    setBanners((current) => current.filter((b) => b.id !== banner.id));
    toast.success(BANNER_MESSAGES.deleted);
  };

  return (
    <>
      <Head title="Banners" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow text-accent">Portada</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">Banners</h1>
          <p className="mt-2 text-sm text-muted">Las diapositivas de la portada; en la web se muestran de menor a mayor orden.</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <PlusIcon />
          Agregar Banner
        </Button>
      </div>

      <ListPanel
        className="mt-8"
        isEmpty={banners.length === 0}
        empty={<EmptyState icon={<ImageIcon className="size-6" />}>Todavía no hay banners. La portada muestra su fondo oscuro hasta que agregues uno.</EmptyState>}
        table={<BannerTable banners={banners} onEdit={setEditing} onDelete={setDeleting} />}
        cards={<BannerCards banners={banners} onEdit={setEditing} onDelete={setDeleting} />}
      />

      {editing && <BannerFormModal key={editing === 'new' ? 'new' : editing.id} banner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={saved} />}
      <ConfirmModal
        open={deleting !== null}
        title="Eliminar banner"
        message={BANNER_MESSAGES.confirm}
        confirmLabel="Eliminar"
        cancelLabel="Cancelar"
        processing={removing}
        onConfirm={() => deleting && void destroy(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

Banners.layout = StaffLayout;
