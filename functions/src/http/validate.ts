import { z } from 'zod'
import { apiErrors, documentId } from '../shared/food'
import { HttpError } from './http-error'

/** Parses untrusted input; a failure is a 400 naming each field and why. */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body'
    fields[name] ??= issue.message
  }
  throw new HttpError(400, apiErrors.badRequest, fields)
}

const idParam = z.object({ id: documentId })

/** A document id from the path; a bad one is a 400 naming `id`, before it gets near Firestore. */
export function parseId(value: unknown): string {
  return parse(idParam, { id: value }).id
}
