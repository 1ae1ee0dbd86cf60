'use client';

import { useState } from 'react';

/**
 * The rows of a list staff add to and remove from in a form (closed days, EMI plans), each
 * with a key of its own so that React keeps what was typed in the rows that stay.
 */
export function useKeyedRows<Row extends object>(initial: Row[], blank: () => Row) {
  const [rows, setRows] = useState(() => initial.map((row, key) => ({ ...row, key })));
  const add = () => setRows((current) => [...current, { ...blank(), key: Date.now() }]);
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));
  return { rows, add, remove };
}
