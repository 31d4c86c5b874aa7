-- The branches' calendar a new install starts with (the tests put it back after emptying the
-- database): the opening hours the site has always shown, Monday to Friday.
INSERT INTO "sede_horarios" ("sede_id", "dia", "abre", "cierra")
SELECT sede, dia, abre, cierra
FROM (VALUES (1, TIME '09:00', TIME '20:00'), (2, TIME '09:00', TIME '19:00'), (3, TIME '09:30', TIME '19:30')) AS h(sede, abre, cierra)
CROSS JOIN generate_series(1, 5) AS dia;

-- The Canary Islands' working-day holidays of 2026 (Decreto 61/2025, BOC nº 88 of 5 May 2025):
-- the regional list, Gran Canaria's (Tarahales, El Tablero) and Tenerife's; and New Year's Day of
-- 2027, which never moves. Municipal holidays, and the next years', are added by staff.
INSERT INTO "sede_cierres" ("sede_id", "dia", "motivo") VALUES
  (NULL, '2026-01-01', 'Año Nuevo'),
  (NULL, '2026-01-06', 'Epifanía del Señor'),
  (NULL, '2026-04-02', 'Jueves Santo'),
  (NULL, '2026-04-03', 'Viernes Santo'),
  (NULL, '2026-05-01', 'Fiesta del Trabajo'),
  (NULL, '2026-05-30', 'Día de Canarias'),
  (NULL, '2026-08-15', 'Asunción de la Virgen'),
  (NULL, '2026-10-12', 'Fiesta Nacional de España'),
  (NULL, '2026-11-02', 'Todos los Santos'),
  (NULL, '2026-12-08', 'Inmaculada Concepción'),
  (NULL, '2026-12-25', 'Natividad del Señor'),
  (1, '2026-09-08', 'Nuestra Señora del Pino (Gran Canaria)'),
  (2, '2026-09-08', 'Nuestra Señora del Pino (Gran Canaria)'),
  (3, '2026-02-02', 'Virgen de la Candelaria (Tenerife)'),
  (NULL, '2027-01-01', 'Año Nuevo');
