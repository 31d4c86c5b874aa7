import type { EmpresaFields } from '../../contracts/company-form.ts';
import { db } from '../../db/client.ts';

export async function writeEmpresa(fields: EmpresaFields): Promise<void> {
  await db().empresa.upsert({ where: { id: 1 }, create: { id: 1, ...fields }, update: fields, select: { id: true } });
}
