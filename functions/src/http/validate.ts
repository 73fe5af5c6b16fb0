import { z } from 'zod'
import { apiErrors } from '../shared/copy'
import { documentId } from '../shared/food'
import { AppError } from '../domain/app-error'

/** Parses untrusted input; a failure is a 400 naming each field and why. */
export function parse<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  input: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  // Our inputs are flat, so each field's first message says enough; a whole-body issue is `body`.
  const { formErrors, fieldErrors } = z.flattenError(result.error)
  const fields: Record<string, string> = {}
  for (const [name, messages] of Object.entries(fieldErrors)) if (messages?.[0]) fields[name] = messages[0]
  if (formErrors[0]) fields.body = formErrors[0]
  throw new AppError('invalid', apiErrors.badRequest, { fields })
}

const idParam = z.object({ id: documentId })

/** A document id from the path; a bad one is a 400 naming `id`, before it gets near Firestore. */
export function parseId(value: unknown): string {
  return parse(idParam, { id: value }).id
}
