import { describe, expect, it } from 'vitest';
import { csvLine, fromSpreadsheetCell, spreadsheetCell } from '../../../server/lib/csv.ts';

describe('the spreadsheet formula guard', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['x;=1+1;y', "x;'=1+1;y"],
    ['a,+34 600,b', "a,'+34 600,b"],
    ['-5;@SUM(A1)', "'-5;'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['x; =1', 'x; =1'],
    ["'=ya protegida", "''=ya protegida"],
    ["x;'-y", "x;''-y"],
    ['Techo panorámico', 'Techo panorámico'],
  ])('defuses %j as %j, and the import reads it back', (text, guarded) => {
    expect(spreadsheetCell(text)).toBe(guarded);
    expect(fromSpreadsheetCell(guarded)).toBe(text);
  });

  it('writes RFC 4180 lines, quoting a cell with a separator, a quote or a line break', () => {
    expect(csvLine(['x;=1+1;y', 'dice "hola"', 12, -5, null, 'a\nb'])).toBe(`"x;'=1+1;y","dice ""hola""",12,-5,,"a\nb"\r\n`);
  });
});
