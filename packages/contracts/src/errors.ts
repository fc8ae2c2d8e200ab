import { z } from 'zod';

/**
 * The four JSON error bodies of SPEC.md section 8. Every error the API sends has one of these
 * shapes; the web client turns each into its error card.
 */
export const simpleErrorBody = z.object({ detail: z.string() });

export const structuredErrorBody = z.object({
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

export const validationIssue = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
});

export const validationErrorBody = z.object({ detail: z.array(validationIssue) });

export const paymentErrorBody = z.object({ detail: z.string(), provider: z.string() });

export type SimpleErrorBody = z.infer<typeof simpleErrorBody>;
export type StructuredErrorBody = z.infer<typeof structuredErrorBody>;
export type ValidationIssue = z.infer<typeof validationIssue>;
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;
export type PaymentErrorBody = z.infer<typeof paymentErrorBody>;
export type ErrorBody =
  SimpleErrorBody | StructuredErrorBody | ValidationErrorBody | PaymentErrorBody;

/** What an error response means to a user, whatever produced it. */
export type ErrorKind =
  | { kind: 'simple'; detail: string }
  | { kind: 'structured'; detail: StructuredErrorBody['detail'] }
  | { kind: 'validation'; issues: ValidationIssue[] }
  | { kind: 'payment'; detail: string; provider: string }
  | { kind: 'unknown' };

/** Classifies any parsed JSON body into one of the five error kinds of SPEC.md section 8. */
export function classifyErrorBody(body: unknown): ErrorKind {
  const payment = paymentErrorBody.safeParse(body);
  if (payment.success) return { kind: 'payment', ...payment.data };
  const simple = simpleErrorBody.safeParse(body);
  if (simple.success) return { kind: 'simple', detail: simple.data.detail };
  const validation = validationErrorBody.safeParse(body);
  if (validation.success) return { kind: 'validation', issues: validation.data.detail };
  const structured = structuredErrorBody.safeParse(body);
  if (structured.success) return { kind: 'structured', detail: structured.data.detail };
  return { kind: 'unknown' };
}

/** The detail text of a body when it has one, for the error page's Reason line. */
export function errorDetailText(body: unknown): string | null {
  const kind = classifyErrorBody(body);
  if (kind.kind === 'simple' || kind.kind === 'payment') return kind.detail;
  return null;
}
