// For the schema tests: the messages of a failed safeParse, in order (none when it passed).
export const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];
