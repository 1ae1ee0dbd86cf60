/**
 * A form's flat fields as the nested object they name: `hours.0.days` becomes
 * `{ hours: [{ days }] }`. Field names then equal the paths of zod's issues, so each error
 * lands beside the field that caused it.
 */
export function nestFields(flat: unknown): unknown {
  if (typeof flat !== 'object' || flat === null || Array.isArray(flat)) return flat;
  const root: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(flat)) {
    const path = name.split('.');
    let node: Record<string, unknown> = root;
    path.forEach((key, index) => {
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      node[key] ??= nextIsIndex ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return root;
}
