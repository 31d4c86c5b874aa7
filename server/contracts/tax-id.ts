/**
 * Spanish tax ids (Orden EHA/451/2008 and Real Decreto 1065/2007): the CIF/NIF of a company, or
 * the NIF (DNI) or NIE of a sole trader, each with its control character.
 */

/** 'b-12.345 674' → 'B12345674': the form the tax agency prints. */
export function normalizeTaxId(raw: string): string {
  return raw.toUpperCase().replace(/[\s.-]/g, '');
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
/** Entity types whose control is always a letter (public bodies, foreign and non-resident entities). */
const CIF_LETTER_CONTROL = 'KPQRSNW';
/** Entity types whose control is always a digit (S.A., S.L., heirs' communities, partnerships). */
const CIF_DIGIT_CONTROL = 'ABEH';

/** The control digit of a CIF's 7 digits: odd positions doubled and digit-summed, even ones added. */
function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < 7; index++) {
    const digit = Number(digits[index]);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  return (10 - (sum % 10)) % 10;
}

function isValidCif(id: string): boolean {
  const match = /^([ABCDEFGHJKLMNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const [, type = '', digits = '', control = ''] = match;
  const digit = cifControlDigit(digits);
  const asDigit = control === String(digit);
  const asLetter = control === CIF_CONTROL_LETTERS[digit];
  if (CIF_LETTER_CONTROL.includes(type)) return asLetter;
  if (CIF_DIGIT_CONTROL.includes(type)) return asDigit;
  return asDigit || asLetter;
}

/** A DNI-based NIF (8 digits) or a NIE (X, Y or Z and 7 digits): the letter is the number mod 23. */
function isValidNif(id: string): boolean {
  const match = /^([XYZ]|\d)(\d{7})([A-Z])$/.exec(id);
  if (!match) return false;
  const [, first = '', rest = '', letter = ''] = match;
  const number = Number(`${'XYZ'.includes(first) ? 'XYZ'.indexOf(first) : first}${rest}`);
  return DNI_LETTERS[number % 23] === letter;
}

/** Whether a normalized id is a valid CIF, NIF or NIE. */
export function isValidTaxId(id: string): boolean {
  return isValidCif(id) || isValidNif(id);
}
