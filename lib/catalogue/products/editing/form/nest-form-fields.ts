type Node = { [key: string]: unknown };

const unsafe = new Set(['__proto__', 'prototype', 'constructor']);

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects whose keys are all indexes become lists, in index order (no holes, however large). */
function listsFromIndexes(value: unknown): unknown {
  if (!isNode(value)) return value;
  const entries = Object.entries(value).map(
    ([key, inner]) => [key, listsFromIndexes(inner)] as const,
  );
  if (entries.length > 0 && entries.every(([key]) => /^\d{1,6}$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  }
  return Object.fromEntries(entries);
}

/**
 * A form's flat fields as the nested input the product schemas read: inputs named
 * `variants.1.sku` (the same names the errors come back under) make `variants[1].sku`;
 * a repeated name (checkboxes of tag ids) stays a list.
 */
export function nestFormFields(fields: Record<string, unknown>): Record<string, unknown> {
  const root: Node = {};
  for (const [name, value] of Object.entries(fields)) {
    const path = name.replace(/\[\]$/, '').split('.');
    if (path.some((part) => part === '' || unsafe.has(part))) continue;
    let node = root;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      node = isNode(next) ? next : (node[part] = {});
    }
    node[path.at(-1)!] = value;
  }
  return listsFromIndexes(root) as Record<string, unknown>;
}
