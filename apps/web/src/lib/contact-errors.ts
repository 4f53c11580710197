/**
 * The API's refusals that belong to the email and phone fields of the registration and profile
 * forms, each with the field's own message (decision 0034: a taken phone was reported under Email).
 * `email-and-phone-already-in-use` puts a message under both. The messages are the shared error
 * table's (already in the bundle through the API client).
 */
import { errorMessages } from '@app/shared/errors';

export type ContactField = 'email' | 'phone';

/** `{ field: message }` for a contact conflict `code`, else null. */
export function contactFieldErrors(code: string): Partial<Record<ContactField, string>> | null {
  const email = errorMessages['email-already-in-use'];
  const phone = errorMessages['phone-already-in-use'];
  switch (code) {
    case 'email-already-in-use':
      return { email };
    case 'phone-already-in-use':
      return { phone };
    case 'email-and-phone-already-in-use':
      return { email, phone };
    default:
      return null;
  }
}
