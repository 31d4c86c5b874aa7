import type { AlertaProps } from './alerts.ts';
import type { LoginProps, RegisterProps, ResetPasswordProps } from './auth.ts';
import type { BannersProps } from './banners.ts';
import type { EditarMarcaProps, EditarModeloProps, MarcasModelosProps } from './brands.ts';
import type { EmpresaPageProps } from './company-form.ts';
import type { FinanciacionPageProps } from './finance-form.ts';
import type { ContactIndexProps } from './contacts.ts';
import type { AboutProps, ContactoProps, EquipoProps, LegalProps } from './content.ts';
import type { DashboardProps } from './dashboard.ts';
import type { Landing2Props, LandingProps } from './landing.ts';
import type { EditarListaProps, ListaProps } from './lookups.ts';
import type { BuscarProps, CompararProps, ErrorPageProps, FavoritosProps, HomeProps, MarcaProps, SegundaManoProps, SharedProps, VehicleProps, Welcome2Props } from './pages.ts';
import type { SolicitudesProps, SolicitudProps } from './lead-inbox.ts';
import type { PagosProps } from './payments.ts';
import type { AgendaProps, CalendarioProps, HorariosProps } from './agenda.ts';
import type { InspeccionProps, KilometrosProps, PlantillaInspeccionProps } from './car-history.ts';
import type { MiPruebaProps } from './test-drives.ts';
import type { MiReservaProps } from './reservations.ts';
import type { PersonalProps } from './staff.ts';
import type { TasacionProps } from './trade-in.ts';
import type { AddVehicleProps, EditVehicleProps, VehiculosProps } from './stock.ts';
import type { ImportacionProps, ImportarProps } from './stock-import.ts';
import type { InformeStockProps } from './stock-aging.ts';

/**
 * Every Inertia page, by the name the server renders it with (its file under
 * resources/js/Pages, without .tsx), and the props the page receives: its own and the shared
 * ones. The server's render and the pages both read their types from here.
 */
export interface InertiaPages {
  About: AboutProps;
  'Add-Vehicle': AddVehicleProps;
  Alerta: AlertaProps;
  'Auth/ConfirmPassword': SharedProps;
  'Auth/ForgotPassword': SharedProps;
  'Auth/Login': SharedProps & LoginProps;
  'Auth/Register': SharedProps & RegisterProps;
  'Auth/ResetPassword': SharedProps & ResetPasswordProps;
  'Auth/VerifyEmail': SharedProps;
  Banners: BannersProps;
  Buscar: BuscarProps;
  Comparar: CompararProps;
  'Contact/Index': ContactIndexProps;
  Contacto: ContactoProps;
  Dashboard: DashboardProps;
  'Edit-Vehicle': EditVehicleProps;
  EditarLista: EditarListaProps;
  EditarMarca: EditarMarcaProps;
  EditarModelo: EditarModeloProps;
  Empresa: EmpresaPageProps;
  Financiacion: FinanciacionPageProps;
  Equipo: EquipoProps;
  Error: ErrorPageProps;
  Favoritos: FavoritosProps;
  Importacion: ImportacionProps;
  InformeStock: InformeStockProps;
  Importar: ImportarProps;
  Landing: LandingProps;
  Landing2: Landing2Props;
  Legal: LegalProps;
  Lista: ListaProps;
  Marca: MarcaProps;
  MiPrueba: MiPruebaProps;
  MiReserva: MiReservaProps;
  MarcasModelos: MarcasModelosProps;
  Pagos: PagosProps;
  Agenda: AgendaProps;
  Calendario: CalendarioProps;
  Horarios: HorariosProps;
  Inspeccion: InspeccionProps;
  Kilometros: KilometrosProps;
  PlantillaInspeccion: PlantillaInspeccionProps;
  Personal: PersonalProps;
  SegundaMano: SegundaManoProps;
  Solicitud: SolicitudProps;
  Solicitudes: SolicitudesProps;
  Tasacion: TasacionProps;
  Vehicle: VehicleProps;
  Vehiculos: VehiculosProps;
  Welcome: HomeProps;
  Welcome2: Welcome2Props;
}

export type PageName = keyof InertiaPages;

/** The props a page receives, shared ones included. */
export type PageProps<Name extends PageName> = InertiaPages[Name];

/** The props a controller gives a page: its own, without the shared ones the middleware adds. */
export type OwnPageProps<Name extends PageName> = Omit<InertiaPages[Name], keyof SharedProps>;

/** Each name once; `satisfies` makes a missing or unknown page a compile error. */
const NAMES = {
  About: true,
  'Add-Vehicle': true,
  Agenda: true,
  Calendario: true,
  Alerta: true,
  'Auth/ConfirmPassword': true,
  'Auth/ForgotPassword': true,
  'Auth/Login': true,
  'Auth/Register': true,
  'Auth/ResetPassword': true,
  'Auth/VerifyEmail': true,
  Banners: true,
  Buscar: true,
  Comparar: true,
  'Contact/Index': true,
  Contacto: true,
  Dashboard: true,
  'Edit-Vehicle': true,
  EditarLista: true,
  EditarMarca: true,
  EditarModelo: true,
  Empresa: true,
  Financiacion: true,
  Horarios: true,
  Inspeccion: true,
  Kilometros: true,
  PlantillaInspeccion: true,
  Equipo: true,
  Error: true,
  Favoritos: true,
  Importacion: true,
  InformeStock: true,
  Importar: true,
  Landing: true,
  Landing2: true,
  Legal: true,
  Lista: true,
  Marca: true,
  MiPrueba: true,
  MiReserva: true,
  MarcasModelos: true,
  Pagos: true,
  Personal: true,
  SegundaMano: true,
  Solicitud: true,
  Solicitudes: true,
  Tasacion: true,
  Vehicle: true,
  Vehiculos: true,
  Welcome: true,
  Welcome2: true,
} as const satisfies Record<PageName, true>;

/** The page names at run time, in the registry's order. */
export const PAGE_NAMES = Object.keys(NAMES) as PageName[];
