import {
  escapeFormulaCell,
  unescapeFormulaCell,
} from '@/lib/catalogue/products/editing/csv/formula-cells';

describe('cells a spreadsheet would run as a formula', () => {
  it.each(['=1+1', '+8801712345678', '-1', '@SUM(A1)', '\tTab', '\rReturn'])(
    'writes %j with a quote before it',
    (cell) => {
      expect(escapeFormulaCell(cell)).toBe(`'${cell}`);
    },
  );

  it('leaves any other cell as it is, a quote at its start included', () => {
    for (const cell of ['', 'Ivory', "'Ivory'", ' =1', '1-2', "'", "''", 'a=b']) {
      expect(escapeFormulaCell(cell)).toBe(cell);
      expect(unescapeFormulaCell(cell)).toBe(cell);
    }
  });

  it('reads back exactly what it wrote, quotes before a formula included', () => {
    const cells = ['=1', "'=1", "''=1", "'''-1", "'Ivory", "''", '@', "'@x", '-', "'\t"];
    for (const cell of cells) expect(unescapeFormulaCell(escapeFormulaCell(cell))).toBe(cell);
    expect(escapeFormulaCell("'=1")).toBe("''=1");
    expect(unescapeFormulaCell("'=1")).toBe('=1');
  });
});
