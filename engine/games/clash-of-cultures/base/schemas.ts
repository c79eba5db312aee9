/** Shared pieces of move schemas. */
import { z } from "zod";
import type { Payment } from "./state.ts";

const count = z.number().int().min(0).max(99).optional();
export const paymentSchema: z.ZodType<Payment> = z.object({ food: count, wood: count, ore: count, ideas: count, gold: count, mood: count, culture: count }).strict();
export const hexSchema = z.string().regex(/^-?\d{1,3},-?\d{1,3}$/);
