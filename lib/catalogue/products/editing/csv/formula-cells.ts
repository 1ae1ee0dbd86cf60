/**
 * Cells a spreadsheet would run as a formula: those that begin with `=`, `+`, `-`, `@`, a
 * tab or a carriage return (OWASP, "CSV Injection"). The export writes such a cell with a
 * single quote before it, which a spreadsheet shows as text, and the import takes that
 * quote off again (SECURITY.md, "The product CSV").
 *
 * So that this reverses exactly, a cell made of quotes and then one of those characters
 * (`'=x`, `''-1`) gets one more quote too, and the import takes one quote off any cell of
 * that shape: `=x` ⇄ `'=x`, `'=x` ⇄ `''=x`. Any other cell, one beginning with a quote
 * included (`'Ivory'`), is written and read as it is.
 */
const formulaLike = /^'*[=+\-@\t\r]/;
const quotedFormula = /^'+[=+\-@\t\r]/;

/** A cell as the export writes it. */
export const escapeFormulaCell = (cell: string): string =>
  formulaLike.test(cell) ? `'${cell}` : cell;

/** A cell of an imported file as it was before the export escaped it. */
export const unescapeFormulaCell = (cell: string): string =>
  quotedFormula.test(cell) ? cell.slice(1) : cell;
