/**
 * The refusal of an outside service (the PKK authority, the signature check) as an error of its own
 * type: a stable code the modules map to messages, and the code itself as the message unless one is
 * given. Each integration names its subclass.
 */
export abstract class CodedError<Code extends string> extends Error {
  constructor(
    readonly code: Code,
    message?: string,
  ) {
    super(message ?? code);
  }
}
