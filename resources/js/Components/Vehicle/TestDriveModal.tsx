import { useHttp } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';
import { formatSlot } from '@contracts/format';
import type { VehicleDetail } from '@contracts/pages';
import { route as slotsRoute } from '@contracts/routes';
import { branchById } from '@contracts/site';
import { type SlotsResponse, testDriveSchema, type TestDriveResponse } from '@contracts/test-drives';
import { vehicleTitle } from '@contracts/vehicle';
import Modal from '@/Components/Modal';
import FormStatus from '@/Components/Forms/FormStatus';
import { CalendarIcon } from '@/Components/icons/site';
import HoneypotField from '@/Components/Forms/HoneypotField';
import LegalConsent from '@/Components/Forms/LegalConsent';
import SendOrClose from '@/Components/Forms/SendOrClose';
import BuyerFields from '@/Components/Vehicle/BuyerFields';
import FreeStarts from '@/Components/TestDrive/FreeStarts';
import SlotPicker from '@/Components/TestDrive/SlotPicker';
import { useJsonRead } from '@/hooks/useJsonRead';
import { useEmpresa } from '@/hooks/useEmpresa';
import { useFormSend } from '@/hooks/useFormSend';
import { useI18n } from '@/lib/i18n';

interface TestDriveData {
  nombre: string;
  apellidos: string;
  telefono: string;
  email: string;
  coche: number;
  inicio: string;
  legal: boolean;
  hp_gtcars: string;
}

const FIELD_ORDER = ['inicio', 'nombre', 'apellidos', 'telefono', 'email', 'legal'] as const;

/**
 * 'Reservar prueba': the car's free slots (day, then time), the visitor's contact and consent.
 * The drive is booked when the server answers 201, and the dialog then says when and where. A
 * slot taken meanwhile (409) is left out of the picker, and the next free ones are offered.
 */
export default function TestDriveModal({ open, onClose, coche }: { open: boolean; onClose: () => void; coche: VehicleDetail }) {
  const { t, locale, route } = useI18n();
  // The slots are the same in every language: one address, shared by caches.
  const { load, retry } = useJsonRead<SlotsResponse>(slotsRoute('vehiculo.huecos', { slug: coche.slug }));
  const [taken, setTaken] = useState<string[]>([]);
  const [offered, setOffered] = useState<string[]>([]);
  const [booked, setBooked] = useState<TestDriveResponse['prueba'] | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  // The form is gone once the drive is booked: focus goes to what replaced it, which says when.
  useEffect(() => {
    if (booked) confirmation.current?.focus();
  }, [booked]);
  const branch = branchById(coche.sede_id);
  const { pruebas } = useEmpresa();
  const form = useHttp<TestDriveData, TestDriveResponse>(() => ({
    nombre: '',
    apellidos: '',
    telefono: '',
    email: '',
    coche: coche.id,
    inicio: '',
    legal: false,
    hp_gtcars: '',
  }));
  const { formRef, status, submit, reset } = useFormSend(form, {
    order: FIELD_ORDER,
    schema: testDriveSchema,
    url: route('pruebas.store'),
    sent: t('vehicle.test_drive_booked'),
    failed: t('slots.send_error'),
    onSent: (answer) => {
      setBooked(answer.prueba ?? null);
      form.reset();
    },
    onRefused: (answer) => {
      setTaken((starts) => [...starts, form.data.inicio]);
      setOffered(answer.alternativas ?? []);
      form.setData('inicio', '');
    },
  });

  const close = () => {
    reset();
    setBooked(null);
    onClose();
  };

  const choose = (inicio: string) => {
    form.setData('inicio', inicio);
    form.clearErrors('inicio');
  };

  return (
    <Modal open={open} onClose={close} title={t('slots.book_title')} description={vehicleTitle(coche)} maxWidth="xl">
      {booked ? (
        <div role="status" className="space-y-5">
          <div ref={confirmation} tabIndex={-1} className="flex items-start gap-3 rounded-xl bg-emerald-50 px-4 py-4 text-emerald-950 ring-1 ring-emerald-200 outline-none">
            <CalendarIcon className="mt-0.5 size-5 shrink-0 text-emerald-700" />
            <div>
              <p className="font-semibold">{t('slots.booked_title')}</p>
              <p className="mt-1 text-sm leading-relaxed">{t('slots.booked_body', { when: formatSlot(booked.inicio, locale), branch: booked.sede })}</p>
            </div>
          </div>
          <button type="button" onClick={close} className="w-full rounded-full border border-line px-6 py-3 text-sm font-semibold transition-colors hover:border-ink/40 sm:w-auto">
            {t('slots.close')}
          </button>
        </div>
      ) : (
        <form ref={formRef} noValidate onSubmit={submit} className="space-y-6">
          {/* Focus starts here, before the slots come: the visitor reads what happens, then tabs to the days. */}
          <p data-autofocus tabIndex={-1} className="text-sm leading-relaxed text-muted outline-none">
            {t('slots.book_intro', { branch: branch.name, minutes: pruebas.minutos })}
          </p>
          {offered.length > 0 && <FreeStarts starts={offered.filter((inicio) => !taken.includes(inicio))} onChoose={choose} />}
          <SlotPicker load={load} retry={retry} value={form.data.inicio} onChange={choose} taken={taken} error={form.errors.inicio} />
          <fieldset className="border-t border-line pt-5">
            <legend className="float-left mb-4 w-full text-sm font-semibold">{t('slots.your_details')}</legend>
            <div className="clear-left grid gap-4 sm:grid-cols-2">
              <BuyerFields form={form} />
              <LegalConsent hint={t('forms.legal_required')} checked={form.data.legal} error={form.errors.legal} onChange={(value) => form.setData('legal', value)} />
              <HoneypotField value={form.data.hp_gtcars} onChange={(value) => form.setData('hp_gtcars', value)} />
            </div>
          </fieldset>
          {form.errors.coche && (
            <p role="alert" className="text-sm font-medium text-accent">
              {form.errors.coche}
            </p>
          )}
          <FormStatus status={status} />
          <SendOrClose processing={form.processing} send={t('slots.send')} close={t('vehicle.close')} onClose={close} />
        </form>
      )}
    </Modal>
  );
}
