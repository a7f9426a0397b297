import { ApiError } from '@/backend/http/errors';
import { BOOKING_ANSWER_REASONS, BOOKING_ERROR_CODES, BOOKING_MESSAGES, type BookingQuestion } from '@/contract';

/** Rejects missing required answers and over-long ones; keeps only the activity's own questions. */
export function checkAnswers(
  questions: readonly BookingQuestion[],
  answers: Record<string, string | boolean>,
): Record<string, string | boolean> {
  const kept: Record<string, string | boolean> = {};
  for (const question of questions) {
    const raw = answers[question.id];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    const missing = value === undefined || value === '';
    if (missing) {
      if (question.required) {
        throw new ApiError(422, BOOKING_ERROR_CODES.invalidAnswer, BOOKING_MESSAGES.requiredField, {
          field: question.id,
          reason: BOOKING_ANSWER_REASONS.required,
        });
      }
      continue;
    }
    const wrongType = question.type === 'boolean' ? typeof value !== 'boolean' : typeof value !== 'string';
    const unknownOption = question.type === 'select' && typeof value === 'string' && !question.options.includes(value);
    if (wrongType || unknownOption) {
      throw new ApiError(422, BOOKING_ERROR_CODES.invalidAnswer, BOOKING_MESSAGES.requiredField, {
        field: question.id,
        reason: BOOKING_ANSWER_REASONS.required,
      });
    }
    if (question.maxLength !== null && typeof value === 'string' && value.length > question.maxLength) {
      throw new ApiError(422, BOOKING_ERROR_CODES.invalidAnswer, BOOKING_MESSAGES.characterLimitExceeded, {
        field: question.id,
        reason: BOOKING_ANSWER_REASONS.tooLong,
      });
    }
    kept[question.id] = value;
  }
  return kept;
}
