import { branchPhone, type Empresa } from './company.ts';
import { branches, mainBranch, type Branch } from './site.ts';

/**
 * A language's [placeholders] for the details not filled in yet in 'Datos de la empresa', which
 * the pages highlight, and how it abbreviates a phone number in a branch's line.
 */
export interface OwnerWording {
  razonSocial: string;
  cif: string;
  registro: string;
  email: string;
  phone: string;
  tel: string;
}

/** The owner's details as the texts print them: a missing one as its [placeholder]. */
export interface Owner {
  razonSocial: string;
  cif: string;
  registro: string;
  email: string;
  /** The main branch's phone. */
  phone: string;
  tradeName: string;
  /** Each branch open to the public: "Tarahales: <address> (tel. 928 472 130)". */
  branchLines: string[];
}

export function ownerOf(empresa: Empresa, tradeName: string, wording: OwnerWording): Owner {
  const phoneOf = (branch: Branch) => branchPhone(empresa, branch.slug) ?? wording.phone;
  return {
    razonSocial: empresa.razon_social ?? wording.razonSocial,
    cif: empresa.cif ?? wording.cif,
    registro: empresa.registro_mercantil ?? wording.registro,
    email: empresa.email_privacidad ?? wording.email,
    phone: phoneOf(mainBranch),
    tradeName,
    branchLines: branches.map((branch) => `${branch.name}: ${branch.address.join(', ')} (${wording.tel} ${phoneOf(branch)})`),
  };
}

/** The registered office: the main branch's address, as it is written in Spain. */
export const domicilio = mainBranch.address.join(', ');

/** 'ES9121000418450200051332' → 'ES91 2100 0418 4502 0005 1332'. */
export const ibanGroups = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');
