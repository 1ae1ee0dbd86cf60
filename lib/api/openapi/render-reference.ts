import type { OpenApiDocument, OpenApiOperation } from './build-document';
import { asSchema, objectVariants, type JsonSchema } from './json-schema';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

/** A JSON Schema in a few words: `string, 1 to 320 characters`, `"en" or "bn"`. */
function typeOf(schema: JsonSchema | boolean): string {
  if (typeof schema === 'boolean') return 'any';
  if (schema.enum) return schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(', ');
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map(typeOf).join(' or ');
  const parts = [String(schema.type ?? 'any')];
  if (schema.type === 'array' && schema.items && !Array.isArray(schema.items)) {
    parts[0] = `array of ${typeOf(schema.items)}`;
  }
  if (schema.format) parts.push(schema.format);
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    parts.push(`${schema.minLength ?? 0} to ${schema.maxLength ?? '∞'} characters`);
  }
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    parts.push(`from ${schema.minimum ?? '−∞'} to ${schema.maximum ?? '∞'}`);
  }
  if (schema.minItems !== undefined || schema.maxItems !== undefined) {
    parts.push(`${schema.minItems ?? 0} to ${schema.maxItems ?? '∞'} items`);
  }
  if (schema.pattern) parts.push(`\`${schema.pattern}\``);
  if (schema.default !== undefined) parts.push(`default \`${JSON.stringify(schema.default)}\``);
  return parts.join(', ');
}

type Field = { name: string; type: string; required: boolean };

/** An object's fields, nested ones with dots (`items[].quantity`), a few levels deep. */
function fieldsOf(schema: JsonSchema, prefix = '', depth = 0): Field[] {
  return objectVariants(schema).flatMap((variant) =>
    Object.entries(variant.properties ?? {}).flatMap(([name, subschema]) => {
      const property = asSchema(subschema);
      const path = `${prefix}${name}`;
      const field = {
        name: path,
        type: typeOf(property),
        required: Boolean(variant.required?.includes(name)),
      };
      if (depth >= 3) return [field];
      const items =
        property.type === 'array' && property.items !== undefined && !Array.isArray(property.items)
          ? asSchema(property.items)
          : undefined;
      const nested = items ?? property;
      if (!objectVariants(nested).length) return [field];
      return [field, ...fieldsOf(nested, `${path}${items ? '[]' : ''}.`, depth + 1)];
    }),
  );
}

const uniqueFields = (fields: Field[]) => [
  ...new Map(fields.map((field) => [`${field.name} ${field.type}`, field])).values(),
];

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

function whoMayCall(operation: OpenApiOperation): string {
  if (operation['x-staff-permission']) {
    return `staff with the \`${operation['x-staff-permission']}\` permission`;
  }
  const requirements = operation.security;
  if (!requirements.length) return 'anyone';
  if (requirements.some((requirement) => !Object.keys(requirement).length)) {
    return 'anyone; a signed-in shopper (Bearer token or session cookie) is recognised';
  }
  return 'a signed-in shopper (Bearer token or session cookie)';
}

function renderOperation(method: string, path: string, operation: OpenApiOperation): string {
  const lines = [`### ${method.toUpperCase()} ${path}`, '', `${operation.summary}.`, ''];
  if (operation.description) lines.push(operation.description, '');
  lines.push(`Who may call: ${whoMayCall(operation)}.`);
  if (operation['x-cache-control']) {
    lines.push(`Cached: \`${operation['x-cache-control']}\` for callers not signed in.`);
  }
  lines.push('');
  const parameters = operation.parameters ?? [];
  if (parameters.length) {
    lines.push(
      table(
        ['Parameter', 'In', 'Type', 'Required'],
        parameters.map((p) => [`\`${p.name}\``, p.in, typeOf(p.schema), p.required ? 'yes' : 'no']),
      ),
      '',
    );
  }
  const body = operation.requestBody;
  if (body) {
    // A body the handler reads itself may come in several types, described once.
    const json = Object.entries(body.content).filter(([type]) => type === 'application/json');
    const raw = Object.keys(body.content).filter((type) => type !== 'application/json');
    const bodies = raw.length ? [...json, [raw.join('` or `'), { schema: {} }] as const] : json;
    for (const [mediaType, { schema }] of bodies) {
      const fields = mediaType === 'application/json' ? uniqueFields(fieldsOf(schema)) : [];
      lines.push(
        `Body (\`${mediaType}\`${body.required ? '' : ', optional'})${body.description ? `: ${body.description}` : ''}`,
        '',
      );
      if (fields.length) {
        lines.push(
          table(
            ['Field', 'Type', 'Required'],
            fields.map((f) => [`\`${f.name}\``, f.type, f.required ? 'yes' : 'no']),
          ),
          '',
        );
      }
    }
  }
  lines.push(
    table(
      ['Status', 'When'],
      Object.entries(operation.responses).map(([status, { description }]) => [status, description]),
    ),
    '',
  );
  return lines.join('\n');
}

/**
 * docs/api-reference.md: the conventions written by hand (`intro`), then every call of the
 * document by section, as `npm run api:docs` writes it.
 */
export function renderReference(document: OpenApiDocument, intro: string): string {
  const sections = document.tags.map(({ name, description }) => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.tags.includes(name))
        .map(([method, operation]) => renderOperation(method, path, operation)),
    );
    return [`## ${name}`, '', description, '', ...operations].join('\n');
  });
  const generated =
    '<!-- Written by `npm run api:docs` from GET /api/v1/openapi.json (app/api/v1/**/contract.ts) and docs/api-reference.intro.md: edit those, not this file. -->';
  return [generated, '', intro.trim(), '', ...sections].join('\n').trimEnd() + '\n';
}
