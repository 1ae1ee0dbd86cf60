/** A problem with the file, named by its row as a spreadsheet numbers it (the header is row 1). */
export type ImportIssue = { row: number; column: string | null; message: string };

/** One row of the file: its number and its cells by column (only the file's columns). */
export type CsvRow = { row: number; cells: Map<string, string> };

export type CsvFile = { columns: Set<string>; rows: CsvRow[] };
