export { DataTable, type DataTableSort } from './data-table';
export { rowLinkClass, type ColumnSort, type DataColumn } from './columns';
