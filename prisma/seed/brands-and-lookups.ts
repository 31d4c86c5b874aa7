/**
 * Demo brands and lookups: the fixed lookups' ids (public-site §3, installed by the migration
 * `*_lookups_fijos`; a test keeps the two equal) and premium brands with realistic
 * models and versions. Prices are euros for a one-year-old car; vehicles.ts derives the rest.
 */

export const CARROCERIAS = [
  [1, 'Berlina'], [2, 'SUV'], [3, 'Coupé'], [4, 'Cabrio'], [5, 'Familiar'], [6, 'Compacto'], [7, 'Monovolumen'],
] as const;
export const CAMBIOS = [[1, 'Automático'], [2, 'Manual']] as const;
export const COMBUSTIBLES = [[1, 'Gasolina'], [2, 'Diesel'], [4, 'Eléctrico'], [9, 'Híbrido Enchufable']] as const;
export const GARANTIAS = [[1, '12 meses'], [2, '24 meses'], [3, '36 meses'], [4, 'Garantía oficial de marca']] as const;

export type Carroceria = (typeof CARROCERIAS)[number][1];

const G = 1; // Gasolina
const D = 2; // Diesel
const E = 4; // Eléctrico
const P = 9; // Híbrido Enchufable
const MANUAL = 2;

/** [version, combustible_id, CV, cc, cylinders, gears, g CO2/km, price €, cambio_id (default automatic)] */
export type VersionSpec = readonly [string, number, number, number | null, number | null, number, number | null, number, number?];
/** [model, body, seats, doors, versions] */
export type ModelSpec = readonly [string, Carroceria, number, number, readonly VersionSpec[]];

const ev = (nombre: string, cv: number, precio: number): VersionSpec => [nombre, E, cv, null, null, 1, null, precio];

export const BRANDS: ReadonlyArray<readonly [string, readonly ModelSpec[]]> = [
  ['Mercedes-Benz', [
    ['Clase A', 'Compacto', 5, 5, [
      ['A 180 d Progressive', D, 116, 1461, 4, 8, 118, 29900], ['A 200 AMG Line', G, 163, 1332, 4, 7, 138, 33900],
      ['A 250 e', P, 218, 1332, 4, 8, 22, 39900], ['AMG A 35 4MATIC', G, 306, 1991, 4, 7, 190, 52900],
    ]],
    ['Clase C', 'Berlina', 5, 4, [['C 220 d Avantgarde', D, 200, 1993, 4, 9, 128, 47900], ['C 300 e AMG Line', P, 313, 1999, 4, 9, 15, 58900]]],
    ['Clase E', 'Berlina', 5, 4, [['E 220 d', D, 197, 1993, 4, 9, 135, 56900], ['E 300 e', P, 313, 1999, 4, 9, 20, 66900]]],
    ['CLA Coupé', 'Coupé', 5, 4, [['CLA 200', G, 163, 1332, 4, 7, 139, 38900]]],
    ['GLC', 'SUV', 5, 5, [['GLC 220 d 4MATIC', D, 197, 1993, 4, 9, 160, 59900], ['GLC 300 de 4MATIC', P, 335, 1993, 4, 9, 15, 69900]]],
    ['GLE', 'SUV', 5, 5, [['GLE 350 de 4MATIC', P, 333, 1950, 4, 9, 29, 84900], ['GLE 450 4MATIC', G, 381, 2999, 6, 9, 228, 92900]]],
    ['EQA', 'SUV', 5, 5, [ev('EQA 250', 190, 49900)]],
    ['Clase V', 'Monovolumen', 7, 5, [['V 220 d Avantgarde', D, 163, 1950, 4, 9, 190, 62900]]],
  ]],
  ['BMW', [
    ['Serie 1', 'Compacto', 5, 5, [['118i', G, 140, 1499, 3, 7, 135, 28900], ['116d', D, 116, 1496, 3, 6, 112, 25900, MANUAL]]],
    ['Serie 3', 'Berlina', 5, 4, [
      ['320d', D, 190, 1995, 4, 8, 124, 42900], ['330e', P, 292, 1998, 4, 8, 36, 49900], ['M340i xDrive', G, 374, 2998, 6, 8, 182, 64900],
    ]],
    ['Serie 3 Touring', 'Familiar', 5, 5, [['320d Touring', D, 190, 1995, 4, 8, 127, 44900]]],
    ['Serie 4 Cabrio', 'Cabrio', 4, 2, [['420i Cabrio', G, 184, 1998, 4, 8, 157, 52900]]],
    ['Serie 4 Coupé', 'Coupé', 4, 2, [['M440i xDrive Coupé', G, 374, 2998, 6, 8, 190, 68900]]],
    ['X1', 'SUV', 5, 5, [['sDrive18d', D, 150, 1995, 4, 7, 129, 38900], ['xDrive25e', P, 245, 1499, 3, 6, 40, 44900]]],
    ['X3', 'SUV', 5, 5, [['xDrive20d', D, 190, 1995, 4, 8, 149, 52900], ['xDrive30e', P, 292, 1998, 4, 8, 44, 58900]]],
    ['X5', 'SUV', 5, 5, [['xDrive45e', P, 394, 2998, 6, 8, 33, 84900], ['xDrive30d', D, 286, 2993, 6, 8, 196, 82900]]],
    ['i4', 'Berlina', 5, 5, [ev('eDrive40', 340, 59900)]],
  ]],
  ['Audi', [
    ['A3 Sportback', 'Compacto', 5, 5, [
      ['35 TFSI S line S tronic', G, 150, 1498, 4, 7, 128, 32900], ['30 TFSI', G, 110, 999, 3, 6, 118, 26900, MANUAL],
      ['40 TFSI e', P, 204, 1395, 4, 6, 26, 38900],
    ]],
    ['A4 Avant', 'Familiar', 5, 5, [['35 TDI S tronic', D, 163, 1968, 4, 7, 128, 39900], ['40 TDI quattro', D, 204, 1968, 4, 7, 145, 45900]]],
    ['A5 Sportback', 'Coupé', 5, 5, [['40 TFSI S line', G, 204, 1984, 4, 7, 149, 46900]]],
    ['Q3', 'SUV', 5, 5, [['35 TFSI S tronic', G, 150, 1498, 4, 7, 150, 36900], ['45 TFSI e', P, 245, 1395, 4, 6, 35, 44900]]],
    ['Q5', 'SUV', 5, 5, [['40 TDI quattro', D, 204, 1968, 4, 7, 170, 54900], ['55 TFSI e quattro', P, 367, 1984, 4, 7, 45, 64900]]],
    ['Q8 e-tron', 'SUV', 5, 5, [ev('55 quattro', 408, 79900)]],
    ['e-tron GT', 'Berlina', 4, 4, [ev('quattro', 530, 99900)]],
  ]],
  ['Porsche', [
    ['911', 'Coupé', 4, 2, [['Carrera', G, 385, 2981, 6, 8, 233, 129900], ['Carrera 4S', G, 450, 2981, 6, 8, 236, 149900]]],
    ['Cayenne', 'SUV', 5, 5, [['Cayenne', G, 353, 2995, 6, 8, 255, 99900], ['E-Hybrid', P, 470, 2995, 6, 8, 74, 109900]]],
    ['Macan', 'SUV', 5, 5, [['Macan', G, 265, 1984, 4, 7, 230, 69900], ['Macan S', G, 380, 2894, 6, 7, 245, 84900]]],
    ['Taycan', 'Berlina', 4, 4, [['4S', E, 530, null, null, 2, null, 109900]]],
    ['Panamera', 'Berlina', 4, 5, [['4 E-Hybrid', P, 462, 2894, 6, 8, 48, 119900]]],
  ]],
  ['Land Rover', [
    ['Range Rover Evoque', 'SUV', 5, 5, [['D165 R-Dynamic S', D, 163, 1997, 4, 9, 165, 44900], ['P300e R-Dynamic SE', P, 309, 1498, 3, 8, 32, 54900]]],
    ['Range Rover Sport', 'SUV', 5, 5, [['D300 Dynamic SE', D, 300, 2997, 6, 8, 200, 99900], ['P440e Dynamic SE', P, 440, 2996, 6, 8, 18, 109900]]],
    ['Defender', 'SUV', 5, 5, [['110 D250 SE', D, 249, 2997, 6, 8, 255, 79900], ['110 P400e X-Dynamic SE', P, 404, 1997, 4, 8, 74, 89900]]],
    ['Discovery Sport', 'SUV', 7, 5, [['D200 R-Dynamic SE', D, 204, 1997, 4, 9, 180, 52900]]],
  ]],
  ['Volvo', [
    ['XC40', 'SUV', 5, 5, [['B3 Core', G, 163, 1969, 4, 7, 165, 36900], ['Recharge T5 Plus', P, 262, 1477, 3, 7, 36, 44900]]],
    ['XC60', 'SUV', 5, 5, [['B4 Plus Dark', D, 197, 1969, 4, 8, 150, 52900], ['T6 Recharge AWD', P, 350, 1969, 4, 8, 22, 62900]]],
    ['XC90', 'SUV', 7, 5, [['B5 AWD Plus', D, 235, 1969, 4, 8, 188, 74900], ['T8 Recharge AWD Ultimate', P, 455, 1969, 4, 8, 41, 84900]]],
    ['V60', 'Familiar', 5, 5, [['B4 Core', D, 197, 1969, 4, 8, 140, 42900], ['T6 Recharge', P, 350, 1969, 4, 8, 25, 52900]]],
  ]],
  ['Lexus', [
    ['NX', 'SUV', 5, 5, [['450h+ Executive', P, 309, 2487, 4, 1, 20, 62900]]],
    ['RX', 'SUV', 5, 5, [['450h+ Luxury', P, 309, 2487, 4, 1, 21, 84900]]],
    ['UX', 'SUV', 5, 5, [ev('300e Business', 204, 39900)]],
  ]],
  ['Mini', [
    ['Cooper', 'Compacto', 4, 3, [['Cooper', G, 136, 1499, 3, 6, 134, 24900, MANUAL], ['Cooper S', G, 178, 1998, 4, 7, 146, 29900], ev('Cooper SE', 184, 29900)]],
    ['Countryman', 'SUV', 5, 5, [['Cooper SE ALL4', P, 220, 1499, 3, 6, 43, 36900]]],
    ['Cabrio', 'Cabrio', 4, 2, [['Cooper S Cabrio', G, 178, 1998, 4, 7, 150, 33900]]],
  ]],
  ['Jaguar', [
    ['F-Pace', 'SUV', 5, 5, [['D200 R-Dynamic S', D, 204, 1997, 4, 8, 175, 59900], ['P400e R-Dynamic SE', P, 404, 1997, 4, 8, 49, 74900]]],
    ['E-Pace', 'SUV', 5, 5, [['D165 R-Dynamic S', D, 163, 1997, 4, 9, 170, 42900]]],
    ['I-Pace', 'SUV', 5, 5, [ev('EV400 HSE', 400, 69900)]],
    ['F-Type', 'Coupé', 2, 2, [['P450 R-Dynamic Coupé', G, 450, 5000, 8, 8, 260, 99900]]],
  ]],
  ['Tesla', [
    ['Model 3', 'Berlina', 5, 4, [ev('Propulsión trasera', 283, 37900), ev('Gran Autonomía AWD', 498, 44900)]],
    ['Model Y', 'SUV', 5, 5, [ev('Gran Autonomía AWD', 514, 47900), ev('Performance', 534, 54900)]],
    ['Model S', 'Berlina', 5, 5, [ev('Gran Autonomía', 670, 84900)]],
  ]],
  ['Cupra', [
    ['Formentor', 'SUV', 5, 5, [
      ['1.5 TSI 150 CV', G, 150, 1498, 4, 6, 146, 31900, MANUAL], ['VZ e-HYBRID 245 CV', P, 245, 1395, 4, 6, 28, 43900],
      ['VZ 2.0 TSI 310 CV 4Drive', G, 310, 1984, 4, 7, 190, 45900],
    ]],
    ['León', 'Compacto', 5, 5, [['1.5 eTSI 150 CV DSG', G, 150, 1498, 4, 7, 130, 29900], ['VZ 2.0 TSI 300 CV', G, 300, 1984, 4, 7, 170, 39900]]],
    ['Born', 'Compacto', 5, 5, [ev('58 kWh 204 CV', 204, 36900)]],
  ]],
];

export const COLORES = [
  'Blanco', 'Blanco', 'Negro', 'Negro', 'Gris metalizado', 'Gris metalizado', 'Plata', 'Azul metalizado', 'Azul',
  'Rojo', 'Granate', 'Verde', 'Beige', 'Marrón',
] as const;

export const EQUIPAMIENTO = [
  'Techo panorámico', 'Asientos calefactados', 'Asientos de cuero', 'Cámara 360°', 'Cámara trasera',
  'Apple CarPlay y Android Auto', 'Faros LED Matrix', 'Head-up display', 'Control de crucero adaptativo',
  'Asistente de mantenimiento de carril', 'Sistema de sonido premium', 'Navegador', 'Portón eléctrico',
  'Llantas de aleación de 19"', 'Sensores de aparcamiento delanteros y traseros', 'Climatizador de 3 zonas',
  'Acceso y arranque sin llave', 'Cargador inalámbrico', 'Suspensión neumática', 'Paquete deportivo',
] as const;
