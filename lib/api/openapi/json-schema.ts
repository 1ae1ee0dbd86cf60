import { z } from 'zod';

export type JsonSchema = z.core.JSONSchema.BaseSchema;

/** A subschema as an object: JSON Schema's `true` (anything) is `{}`, `false` allows nothing. */
export const asSchema = (schema: JsonSchema | boolean): JsonSchema =>
  typeof schema === 'boolean' ? (schema ? {} : { not: {} }) : schema;

/**
 * A request schema as JSON Schema (2020-12, the dialect of OpenAPI 3.1), seen from the
 * input side: what a client sends, before the handler's transforms. Transforms and
 * refinements have no JSON Schema; their checks are in the descriptions.
 */
export function requestJsonSchema(schema: z.ZodType): JsonSchema {
  const jsonSchema = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  // The document names the dialect once, for all its schemas.
  delete jsonSchema.$schema;
  return jsonSchema;
}

/** The objects a schema may be: itself, or each alternative of a union of objects. */
export function objectVariants(schema: JsonSchema): JsonSchema[] {
  if (schema.properties) return [schema];
  if (schema.allOf) {
    const parts = schema.allOf.flatMap(objectVariants);
    return parts.length ? [parts.reduce(bothObjects)] : [];
  }
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(objectVariants);
}

/** An intersection of two objects (`a.and(b)`): the fields of both. */
const bothObjects = (a: JsonSchema, b: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { ...a.properties, ...b.properties },
  required: [...(a.required ?? []), ...(b.required ?? [])],
});

/** Whether a part of the request may be left out altogether (an optional body). */
export const mayBeOmitted = (schema: z.ZodType) => schema.safeParse(undefined).success;
