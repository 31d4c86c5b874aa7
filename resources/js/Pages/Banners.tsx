import { Head } from '@inertiajs/react';
import { useState } from 'react';
import { toast } from 'sonner';
import BannerFormModal from '@/Components/Banners/BannerFormModal';
import BannerTable from '@/Components/Banners/BannerTable';
import ConfirmModal from '@/Components/Staff/ConfirmModal';
import { ImageIcon, PlusIcon } from '@/Components/Staff/icons';
import StaffLayout from '@/Layouts/StaffLayout';
import { callJson } from '@/lib/json-call';
import { BANNER_MESSAGES } from '@contracts/banners';
import type { Banner } from '@contracts/pages';
import { route } from '@contracts/routes';
import type { PageProps } from '@contracts/page-registry';

/** Banners (back-office §2 "Banners", §4): the home hero's banners; create appends, edit replaces its row. */
export default function Banners(props: PageProps<'Banners'>) {
  const [banners, setBanners] = useState(props.banners);
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  const [removing, setRemoving] = useState(false);

  const saved = (banner: Banner) =>
    setBanners((current) => (current.some((b) => b.id === banner.id) ? current.map((b) => (b.id === banner.id ? banner : b)) : [...current, banner]));

  const destroy = async (banner: Banner) => {
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
        <button type="button" onClick={() => setEditing('new')} className="inline-flex items-center gap-2 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-ink-soft">
          <PlusIcon />
          Agregar Banner
        </button>
      </div>

      <div className="mt-8 overflow-hidden rounded-2xl border border-line/80 bg-white shadow-card">
        {banners.length > 0 ? (
          <BannerTable banners={banners} onEdit={setEditing} onDelete={setDeleting} />
        ) : (
          <div className="flex flex-col items-center px-6 py-16 text-center">
            <span className="grid size-12 place-items-center rounded-2xl bg-sand text-ink/70">
              <ImageIcon className="size-6" />
            </span>
            <p className="mt-4 max-w-sm text-sm text-muted">Todavía no hay banners. La portada muestra su fondo oscuro hasta que agregues uno.</p>
          </div>
        )}
      </div>

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
