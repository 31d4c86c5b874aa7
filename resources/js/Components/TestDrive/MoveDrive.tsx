import { router, useHttp } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';
import { moveDriveSchema, type SlotsResponse, type TestDriveResponse } from '@contracts/test-drives';
import FormStatus from '@/Components/Forms/FormStatus';
import SendOrClose from '@/Components/Forms/SendOrClose';
import FreeStarts from '@/Components/TestDrive/FreeStarts';
import SlotPicker from '@/Components/TestDrive/SlotPicker';
import { useJsonRead } from '@/hooks/useJsonRead';
import { useFormSend } from '@/hooks/useFormSend';
import { useI18n } from '@/lib/i18n';

const FIELD_ORDER = ['inicio'] as const;

/** The car's free slots, and the move to the one chosen: the page then shows the drive's new time. */
function MovePicker({ huecos, accion, onKeep, onMoved }: { huecos: string; accion: string; onKeep: () => void; onMoved: (message: string) => void }) {
  const { t, path } = useI18n();
  const { load, retry } = useJsonRead<SlotsResponse>(huecos);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the picker is gone: focus goes to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  const [taken, setTaken] = useState<string[]>([]);
  const [offered, setOffered] = useState<string[]>([]);
  const form = useHttp<{ inicio: string }, TestDriveResponse>(() => ({ inicio: '' }));
  const { formRef, status, submit } = useFormSend(form, {
    order: FIELD_ORDER,
    schema: moveDriveSchema,
    url: path(accion),
    sent: t('testdrive.moved'),
    failed: t('testdrive.move_failed'),
    onSent: (answer) => router.reload({ onSuccess: () => onMoved(answer.message) }),
    onRefused: (answer) => {
      setTaken((starts) => [...starts, form.data.inicio]);
      setOffered(answer.alternativas ?? []);
      form.setData('inicio', '');
    },
  });
  const choose = (inicio: string) => {
    form.setData('inicio', inicio);
    form.clearErrors('inicio');
  };
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="mt-4 space-y-5 rounded-2xl bg-white px-4 py-5 ring-1 ring-line sm:px-5">
      <h3 ref={heading} tabIndex={-1} className="font-semibold outline-none">
        {t('testdrive.move_title')}
      </h3>
      {offered.length > 0 && <FreeStarts starts={offered.filter((inicio) => !taken.includes(inicio))} onChoose={choose} />}
      <SlotPicker load={load} retry={retry} value={form.data.inicio} onChange={choose} taken={taken} error={form.errors.inicio} />
      <FormStatus status={status} />
      <SendOrClose processing={form.processing} send={t('testdrive.move_confirm')} close={t('testdrive.move_keep')} onClose={onKeep} />
    </form>
  );
}

/** 'Cambiar día u hora' on 'Mi prueba': the picker opens on demand; closing it gives focus back to the button, and a move closes it and says so, over the page's new time. */
export default function MoveDrive({ huecos, accion }: { huecos: string; accion: string }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [moved, setMoved] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  if (open) {
    return (
      <MovePicker
        huecos={huecos}
        accion={accion}
        onKeep={() => {
          setOpen(false);
          requestAnimationFrame(() => opener.current?.focus());
        }}
        onMoved={(message) => {
          setOpen(false);
          setMoved(message);
          requestAnimationFrame(() => done.current?.focus());
        }}
      />
    );
  }
  return (
    <>
      {moved && <FormStatus ref={done} status={{ kind: 'success', text: moved }} className="mt-4" />}
      <button ref={opener} type="button" onClick={() => setOpen(true)} className="mt-4 mr-3 rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white transition-colors hover:bg-ink-soft">
        {t('testdrive.move_button')}
      </button>
    </>
  );
}
