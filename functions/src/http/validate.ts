import type { z } from 'zod'
import { apiErrors } from '../shared/food'
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
