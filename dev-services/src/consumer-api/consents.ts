import { CONSENT_PURPOSES, type ConsentPurpose } from '@maple/contracts';

/** One purpose's answer and when it was given (null: never asked, so no consent). */
interface ConsentRecord {
  readonly optedIn: boolean;
  readonly answeredAt: string | null;
}

/** Every purpose's answer, from the stored JSON: a purpose never answered is not consented to. */
export function consentsOf(stored: string | null): Record<ConsentPurpose, ConsentRecord> {
  let parsed: Partial<Record<string, { optedIn?: unknown; answeredAt?: unknown }>> = {};
  try {
    parsed = stored ? (JSON.parse(stored) as typeof parsed) : {};
  } catch {
    parsed = {};
  }
  return Object.fromEntries(
    CONSENT_PURPOSES.map((purpose) => {
      const answer = parsed[purpose];
      return [
        purpose,
        {
          optedIn: answer?.optedIn === true,
          answeredAt: typeof answer?.answeredAt === 'string' ? answer.answeredAt : null,
        },
      ];
    }),
  ) as Record<ConsentPurpose, ConsentRecord>;
}

/** The profile's `opts`: one entry per purpose. */
export function profileOpts(stored: string | null): { id: string; optedIn: boolean }[] {
  return Object.entries(consentsOf(stored)).map(([id, record]) => ({ id, optedIn: record.optedIn }));
}

/** The stored JSON after the member answered some purposes at `answeredAt`. */
export function withAnswers(
  stored: string | null,
  answers: readonly { id: ConsentPurpose; optedIn: boolean }[],
  answeredAt: string,
): string {
  const consents = consentsOf(stored);
  for (const answer of answers) consents[answer.id] = { optedIn: answer.optedIn, answeredAt };
  return JSON.stringify(consents);
}
