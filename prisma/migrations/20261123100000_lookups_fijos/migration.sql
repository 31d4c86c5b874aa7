-- Hand-written: the fixed lookups a car needs (public-site §3 ids), installed by the migration so
-- that a production database without the demo seed can take its first car. Idempotent: a row
-- that already exists, by id or by name, is kept as it is. Then each id sequence moves past the
-- highest id, so the next row staff add never collides with a fixed one.

INSERT INTO "combustibles" ("id", "nombre") VALUES
  (1, 'Gasolina'), (2, 'Diesel'), (4, 'Eléctrico'), (9, 'Híbrido Enchufable')
ON CONFLICT DO NOTHING;

INSERT INTO "cambios" ("id", "nombre") VALUES
  (1, 'Automático'), (2, 'Manual')
ON CONFLICT DO NOTHING;

INSERT INTO "carrocerias" ("id", "nombre") VALUES
  (1, 'Berlina'), (2, 'SUV'), (3, 'Coupé'), (4, 'Cabrio'), (5, 'Familiar'), (6, 'Compacto'), (7, 'Monovolumen')
ON CONFLICT DO NOTHING;

INSERT INTO "garantias" ("id", "nombre") VALUES
  (1, '12 meses'), (2, '24 meses'), (3, '36 meses'), (4, 'Garantía oficial de marca')
ON CONFLICT DO NOTHING;

SELECT setval(pg_get_serial_sequence('"combustibles"', 'id'), GREATEST((SELECT MAX("id") FROM "combustibles"), 1));
SELECT setval(pg_get_serial_sequence('"cambios"', 'id'), GREATEST((SELECT MAX("id") FROM "cambios"), 1));
SELECT setval(pg_get_serial_sequence('"carrocerias"', 'id'), GREATEST((SELECT MAX("id") FROM "carrocerias"), 1));
SELECT setval(pg_get_serial_sequence('"garantias"', 'id'), GREATEST((SELECT MAX("id") FROM "garantias"), 1));
